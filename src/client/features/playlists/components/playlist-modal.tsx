import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { InfiniteLoader } from '#client/components/video-card/infinite-loader.tsx';
import { isSignInProblem } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { useModalStore } from '#client/stores/modal-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { PlaylistSummary } from '#shared/schemas/playlist.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useAddVideoToPlaylist } from '../api/add-video-to-playlist.ts';
import { playlistKeys, usePlaylistSummaries } from '../api/get-playlists.ts';
import { useRemoveVideoFromPlaylist } from '../api/remove-video-from-playlist.ts';
import { usePlaylistsBusy } from '../hooks/use-playlists-busy.ts';
import { CreatePlaylistForm } from './create-playlist-form.tsx';
import './playlist-modal.css';

/** The Save-to modal (docs/product.md, "Playlists"), opened for a video through the modal store. */
export function PlaylistModal() {
  const video = useModalStore((state) => state.video);
  const isOpen = video !== null;
  const close = useModalStore((state) => state.close);
  return (
    <ModalDialog open={isOpen} title={t`Save to`} onClose={close} className="playlist-modal">
      {video && <PlaylistChoices video={video} />}
    </ModalDialog>
  );
}

/** A checkbox per playlist, ticked when the video is in it; ticking adds, unticking removes. */
function PlaylistChoices({ video }: { video: Video }) {
  const queryClient = useQueryClient();
  const query = usePlaylistSummaries(video._id);
  const { isPending, isError } = query;
  const playlists = query.data?.pages.flatMap((page) => page.playlists) ?? [];
  const busy = usePlaylistsBusy();
  const onFailed = (error: unknown) => {
    if (isSignInProblem(error)) {
      toast(Message.loginFirst, 'red');
      return;
    }
    console.warn('Could not change the playlist', error);
    // Most likely our copy was stale (already added or removed elsewhere): fetch the server's.
    void queryClient.invalidateQueries({ queryKey: playlistKeys.all });
  };
  const add = useAddVideoToPlaylist({
    onDone: ({ playlist }) => toast(Message.addedToPlaylist(playlist.title)),
    onFailed,
  });
  const remove = useRemoveVideoFromPlaylist({
    onFailed,
  });

  // Focus starts where the user's work is (the WAI-ARIA dialog pattern): on the first playlist's
  // box, or on the name field when there is none to tick. The dialog first focuses its Close
  // button, the only control there while the playlists load; once they are in, focus moves,
  // once, unless the user has already gone into the list or the form.
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusedRef = useRef(false);
  useEffect(() => {
    if (isPending || focusedRef.current) return;
    focusedRef.current = true;
    // After this commit's effects: the dialog's own (a parent's, so run after this one) opens
    // it and notes what to hand focus back to, which must still be the opener.
    queueMicrotask(() => {
      const body = bodyRef.current;
      if (!body || body.contains(document.activeElement)) return;
      const start =
        body.querySelector<HTMLInputElement>('.playlist-modal__checkbox') ??
        body.querySelector<HTMLInputElement>('input[name="playlistName"]');
      start?.focus();
    });
  }, [isPending]);

  // The box shows the new state at once, while the server is asked; the answer (or a failure)
  // then decides. Kept here rather than read from the pending mutation: that state reaches
  // React a tick after the click, and a controlled checkbox would flick back meanwhile.
  const [intended, setIntended] = useState<Record<string, boolean>>({});
  const settle = (playlistId: string) => setIntended(({ [playlistId]: _settled, ...rest }) => rest);

  const toggle = (playlist: PlaylistSummary, contains: boolean) => {
    if (busy) return;
    setIntended((current) => ({ ...current, [playlist._id]: !contains }));
    const options = { onSettled: () => settle(playlist._id) };
    if (contains) remove.mutate({ playlist, video }, options);
    else add.mutate({ playlist, video }, options);
  };

  return (
    <div className="playlist-modal__body" ref={bodyRef}>
      {isPending ? (
        <div className="playlist-modal__loading" role="status" aria-label={t`Loading playlists`}>
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </div>
      ) : isError ? (
        <p className="dialog__hint">{t`Your playlists could not be loaded.`}</p>
      ) : playlists.length === 0 ? (
        <p className="dialog__hint">{t`No playlists yet. Name your first one below.`}</p>
      ) : (
        <ul className="playlist-modal__list">
          {playlists.map((playlist) => {
            const contains = playlist.holdsVideo === true;
            return (
              <li key={playlist._id}>
                <label className="playlist-modal__choice">
                  <input
                    type="checkbox"
                    className="playlist-modal__checkbox"
                    checked={intended[playlist._id] ?? contains}
                    aria-disabled={busy || undefined}
                    onChange={() => toggle(playlist, contains)}
                  />
                  <span className="playlist-modal__choice-title">{playlist.title}</span>
                  <span className="playlist-modal__choice-count" aria-hidden="true">
                    {playlist.videoCount}
                  </span>
                </label>
              </li>
            );
          })}
          {query.hasNextPage && (
            // Inside the scrolled list, so the next page loads as its end comes into view.
            <li className="playlist-modal__more">
              <InfiniteLoader query={query} noun="playlists" />
            </li>
          )}
        </ul>
      )}
      <CreatePlaylistForm
        className="playlist-modal__create"
        existingTitles={playlists.map((playlist) => playlist.title)}
        // A playlist made here is made for this video: it goes in at once.
        onCreated={(created) => add.mutate({ playlist: created, video })}
      />
    </div>
  );
}
