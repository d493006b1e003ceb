import { t } from '@lingui/core/macro';
import { Message } from '#client/lib/messages.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';
import { likeAddFailureMessage, watchLaterAddFailureMessage } from './add-failure-message.ts';

export interface ListConfig {
  name: ListName;
  /** The list page's heading. */
  heading: string;
  /** The list's short name, as in "Remove {title} from Liked". */
  shortName: string;
  /** Verbatim empty-state text (docs/product.md, "Screens"). */
  emptyMessage: string;
  /** The card menu's button. */
  removeLabel: string;
  /** Toast after a removal; history has none. */
  removedMessage: string | null;
}

/*
 * Getters, so each text is read in the language active when it is drawn (never at module load,
 * before a language is active).
 */
export const LIST_CONFIG: Record<ListName, ListConfig> = {
  likes: {
    name: 'likes',
    get heading() {
      return t`Liked videos`;
    },
    get shortName() {
      return t`Liked`;
    },
    get emptyMessage() {
      return t`No liked videos yet ??`;
    },
    get removeLabel() {
      return t`Remove from liked`;
    },
    get removedMessage() {
      return Message.likeRemoved;
    },
  },
  watchlater: {
    name: 'watchlater',
    get heading() {
      return t`Watch Later`;
    },
    get shortName() {
      return t`Watch Later`;
    },
    get emptyMessage() {
      return t`Nothing In Watch Later, Why Why Why ??`;
    },
    get removeLabel() {
      return t`Remove from watchlater`;
    },
    get removedMessage() {
      return Message.watchLaterRemoved;
    },
  },
  history: {
    name: 'history',
    get heading() {
      return t`History`;
    },
    get shortName() {
      return t`History`;
    },
    get emptyMessage() {
      return t`Haven't watched a video yet ??`;
    },
    get removeLabel() {
      return t`Remove from history`;
    },
    get removedMessage() {
      return Message.historyRemoved;
    },
  },
};

/** The two lists a video page toggles, with their button words and messages. */
export type ToggleListName = Exclude<ListName, 'history'>;

export interface ToggleConfig {
  offLabel: string;
  onLabel: string;
  addedMessage: string;
  removedMessage: string;
  addFailureMessage(status: number | undefined): string | null;
}

export const TOGGLE_CONFIG: Record<ToggleListName, ToggleConfig> = {
  likes: {
    get offLabel() {
      return t({ message: 'Like', context: 'video page button: like the video' });
    },
    get onLabel() {
      return t({ message: 'Liked', context: 'video page button: the video is liked' });
    },
    get addedMessage() {
      return Message.likeAdded;
    },
    get removedMessage() {
      return Message.likeRemoved;
    },
    addFailureMessage: likeAddFailureMessage,
  },
  watchlater: {
    get offLabel() {
      return t({ message: 'Save', context: 'video page button: save to watch later' });
    },
    get onLabel() {
      return t({ message: 'Saved', context: 'video page button: saved to watch later' });
    },
    get addedMessage() {
      return Message.watchLaterAdded;
    },
    get removedMessage() {
      return Message.watchLaterRemoved;
    },
    addFailureMessage: watchLaterAddFailureMessage,
  },
};
