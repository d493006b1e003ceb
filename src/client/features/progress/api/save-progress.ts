import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { ProgressResponseSchema } from '#shared/schemas/progress.schema.ts';
import { setCachedProgress } from './get-progress.ts';

/** A position the player reports: whole seconds of the video's duration. */
export interface PlaybackPosition {
  seconds: number;
  duration: number;
}

/**
 * Keeps the position (PUT /user/progress/{videoId}), which also records the watch in history.
 * `keepalive` lets the report outlive the page, as when it is sent on leaving.
 */
export async function saveProgress(
  videoId: string,
  position: PlaybackPosition,
  options: { keepalive?: boolean } = {},
) {
  const { progress } = await apiRequest(`/user/progress/${encodeURIComponent(videoId)}`, {
    method: 'PUT',
    body: position,
    schema: ProgressResponseSchema,
    keepalive: options.keepalive ?? false,
  });
  return progress;
}

function report(
  queryClient: QueryClient,
  videoId: string,
  position: PlaybackPosition,
  leaving: boolean,
  onSaved: () => void,
) {
  const seconds = Math.max(
    0,
    Math.min(Math.floor(position.seconds), Math.floor(position.duration)),
  );
  const duration = Math.floor(position.duration);
  if (!(duration >= 1)) return;
  saveProgress(videoId, { seconds, duration }, { keepalive: leaving }).then(
    (progress) => {
      if (progress) setCachedProgress(queryClient, progress);
      onSaved();
    },
    (error: unknown) => console.warn('Could not keep the playback position', error),
  );
}

/**
 * The video page's reporter: called with the player's position (and whether the page is being
 * left), it keeps it for the signed-in user; undefined for a visitor, whose player then reads no
 * position at all. `onSaved` runs after each kept report (the page refreshes history with it).
 */
export function useReportProgress(
  videoId: string,
  onSaved: () => void,
): ((position: PlaybackPosition, leaving: boolean) => void) | undefined {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  const queryClient = useQueryClient();
  const reporter = useCallback(
    (position: PlaybackPosition, leaving: boolean) =>
      report(queryClient, videoId, position, leaving, onSaved),
    [queryClient, videoId, onSaved],
  );
  return signedIn ? reporter : undefined;
}
