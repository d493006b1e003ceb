import { t } from '@lingui/core/macro';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/stores/toast-store.ts';
import {
  type ModerationItem,
  ModerationItemSchema,
  type ModerationPage,
} from '#shared/schemas/made-post.schema.ts';
import type { ModerationAction } from '../moderation-format.ts';
import { curationKeys } from './curation-keys.ts';

const ModerationItemResponseSchema = z.object({ item: ModerationItemSchema });

interface Moderation {
  item: ModerationItem;
  action: ModerationAction;
}

/** POST /api/curation/moderation/{postId}/hide, /restore or /dismiss. */
async function moderate({ item, action }: Moderation): Promise<ModerationItem> {
  const path = `/curation/moderation/${encodeURIComponent(item.post._id)}/${action}`;
  const answer = await apiRequest(path, { method: 'POST', schema: ModerationItemResponseSchema });
  return answer.item;
}

/** The toast after each action, naming the post by its maker. */
function doneText(action: ModerationAction, maker: string): string {
  if (action === 'hide') return t`Hid the post by ${maker}`;
  if (action === 'restore') return t`Restored the post by ${maker}`;
  return t`Dismissed the reports on the post by ${maker}`;
}

/**
 * Hide, Restore and Dismiss reports. Each action takes the post out of the tab it was in (a
 * hidden post leaves Reported, a restored one leaves Hidden, a dismissed one has no open
 * reports left) at once, and `onLeave` runs (focus had been on the button that left with it);
 * then both tabs, the audit and what the curator's pages show of posts (galleries, profiles,
 * cards' counts) are read again.
 */
export function useModerate(onLeave?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.allModeration, 'action'],
    mutationFn: moderate,
    onSuccess: (_item, { item, action }) => {
      toast(doneText(action, item.post.maker.displayName));
      queryClient.setQueriesData<InfiniteData<ModerationPage>>(
        { queryKey: curationKeys.allModeration },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((each) => each.post._id !== item.post._id),
            })),
          },
      );
      onLeave?.();
    },
    onError: (error) => toast(errorText(error) || t`That did not work. Try again.`, 'red'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: curationKeys.allModeration });
      void queryClient.invalidateQueries({ queryKey: [...curationKeys.all, 'audit'] });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.made });
    },
  });
}
