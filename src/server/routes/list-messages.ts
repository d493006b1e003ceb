import { ServerMessage } from '#shared/messages.ts';
import type { ListName } from '#shared/schemas/list.schema.ts';

/** Each list's messages, and its name in the OpenAPI document's words. */
export const listMessages: Record<ListName, { duplicate: string; missing: string; label: string }> =
  {
    likes: {
      duplicate: ServerMessage.alreadyInLikes,
      missing: ServerMessage.notInLikes,
      label: 'liked videos',
    },
    watchlater: {
      duplicate: ServerMessage.alreadyInWatchLater,
      missing: ServerMessage.notInWatchLater,
      label: 'watch-later list',
    },
    history: {
      duplicate: ServerMessage.alreadyInHistory,
      missing: ServerMessage.notInHistory,
      label: 'watch history',
    },
  };
