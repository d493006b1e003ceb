import { useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useAddToList } from '../api/add-to-list.ts';
import { listKeys, useListHolds } from '../api/get-list.ts';
import { useRemoveFromList } from '../api/remove-from-list.ts';
import { useListBusy } from '../hooks/use-list-busy.ts';
import { TOGGLE_CONFIG, type ToggleListName } from '../list-config.ts';
import './list-toggle-button.css';

interface ListToggleButtonProps {
  list: ToggleListName;
  video: Video;
}

/**
 * Like/Liked or Save/Saved on the video page: adds the video to the list, or removes it when it
 * is there. A signed-out click still asks the server, whose 401 reads "Please login first".
 * Busy (the list's disabled flag) while any call on that list runs.
 */
export function ListToggleButton({ list, video }: ListToggleButtonProps) {
  const config = TOGGLE_CONFIG[list];
  const queryClient = useQueryClient();
  const { data: holds } = useListHolds(list, video._id);
  const busy = useListBusy(list);
  const inList = holds ?? false;

  const add = useAddToList(list, {
    onAdded: () => toast(config.addedMessage),
    onFailed: (error) => {
      const status = statusOf(error);
      // A duplicate means our copy of the list is stale: fetch the server's.
      if (status === 409) void queryClient.invalidateQueries({ queryKey: listKeys.list(list) });
      const message = config.addFailureMessage(status);
      if (message) toast(message, 'red');
      else console.warn(`Could not add the video to ${list}`, error);
    },
  });
  const remove = useRemoveFromList(list, { removedMessage: config.removedMessage });

  return (
    <Button
      variant={inList ? 'primary' : 'secondary'}
      icon={list === 'likes' ? 'thumbs-up' : 'clock'}
      className="list-toggle"
      aria-pressed={inList}
      // aria-disabled rather than disabled: a keyboard user's focus stays on the button.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        if (inList) remove.mutate(video);
        else add.mutate(video);
      }}
    >
      {inList ? config.onLabel : config.offLabel}
    </Button>
  );
}
