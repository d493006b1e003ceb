import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CardMenuItem } from '#client/components/video-card/card-menu.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { isSignedIn, useAuthStore } from '#client/stores/auth-store.ts';
import { useModalStore } from '#client/stores/modal-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { ToggleListName } from '../list-config.ts';

/**
 * A video card's save actions (docs/product.md, "Playlists", "Save from any card"): Like, Save to watch later and
 * Save to playlist (the Save-to modal of the video page). Signed out, each says "Please login
 * first". Like and Save to watch later add (a card does not know whether the video is in the
 * list; one already there says so, as the video page's buttons do). Their code (the lists'
 * API and messages) is fetched at the first use, not with the first load of /.
 *
 * `except` leaves out the action that would save to the list the page itself shows: on Liked,
 * every card is liked already, and its menu's "Remove from liked" says the rest
 * (docs/product.md, "Save from any card").
 */
export function useSaveActions(except?: ToggleListName): (video: Video) => CardMenuItem[] {
  const signedIn = useAuthStore(isSignedIn);
  const openModal = useModalStore((state) => state.open);
  const queryClient = useQueryClient();

  const addTo = useCallback(
    (list: ToggleListName, video: Video) => {
      const failed = (error: unknown) => console.warn(`Could not add the video to ${list}`, error);
      Promise.all([import('../api/add-to-list.ts'), import('../list-config.ts')]).then(
        ([{ addToListMutation }, { TOGGLE_CONFIG }]) => {
          const config = TOGGLE_CONFIG[list];
          const options = addToListMutation(queryClient, list, {
            onAdded: () => toast(config.addedMessage),
            onFailed: (error) => {
              const message = config.addFailureMessage(statusOf(error));
              if (message) toast(message, 'red');
              else failed(error);
            },
          });
          // What useMutation's mutate() does; the rejection has already reached onFailed.
          queryClient
            .getMutationCache()
            .build(queryClient, options)
            .execute(video)
            .catch(() => {});
        },
        failed,
      );
    },
    [queryClient],
  );

  return useCallback(
    (video: Video) => {
      const whenSignedIn = (action: () => void) => () => {
        if (signedIn) action();
        else toast(Message.loginFirst, 'red');
      };
      const saveTo = (list: ToggleListName, label: string): CardMenuItem[] =>
        list === except ? [] : [{ label, onSelect: whenSignedIn(() => addTo(list, video)) }];
      return [
        ...saveTo('likes', t`Like`),
        ...saveTo('watchlater', t`Save to watch later`),
        { label: t`Save to playlist`, onSelect: whenSignedIn(() => openModal(video)) },
      ];
    },
    [signedIn, addTo, openModal, except],
  );
}
