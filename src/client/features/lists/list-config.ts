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

export const LIST_CONFIG: Record<ListName, ListConfig> = {
  likes: {
    name: 'likes',
    heading: 'Liked videos',
    shortName: 'Liked',
    emptyMessage: 'No liked videos yet ??',
    removeLabel: 'Remove from liked',
    removedMessage: Message.likeRemoved,
  },
  watchlater: {
    name: 'watchlater',
    heading: 'Watch Later',
    shortName: 'Watch Later',
    emptyMessage: 'Nothing In Watch Later, Why Why Why ??',
    removeLabel: 'Remove from watchlater',
    removedMessage: Message.watchLaterRemoved,
  },
  history: {
    name: 'history',
    heading: 'History',
    shortName: 'History',
    emptyMessage: "Haven't watched a video yet ??",
    removeLabel: 'Remove from history',
    removedMessage: Message.historyRemoved,
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
    offLabel: 'Like',
    onLabel: 'Liked',
    addedMessage: Message.likeAdded,
    removedMessage: Message.likeRemoved,
    addFailureMessage: likeAddFailureMessage,
  },
  watchlater: {
    offLabel: 'Save',
    onLabel: 'Saved',
    addedMessage: Message.watchLaterAdded,
    removedMessage: Message.watchLaterRemoved,
    addFailureMessage: watchLaterAddFailureMessage,
  },
};
