import { useMutation } from '@tanstack/react-query';

/** How long the player's host may take to answer before it counts as unreachable. */
export const PLAYER_PROBE_TIMEOUT_MS = 8000;

/**
 * Asks whether the player's host answers at all, before the player's frame goes in: a frame
 * whose host cannot be reached shows the browser's own error page, and a page cannot look
 * inside a cross-origin frame to find out. A `no-cors` HEAD of the embed address itself (no
 * body, and the very host and path the frame will load) resolves with an opaque answer
 * whatever the status when the host is reachable, and rejects on a network failure: offline,
 * no DNS, refused, blocked. A host that says nothing within the time-out counts as unreachable.
 */
export async function probePlayer(embedUrl: string): Promise<void> {
  await fetch(embedUrl, {
    method: 'HEAD',
    mode: 'no-cors',
    credentials: 'omit',
    cache: 'no-store',
    signal: AbortSignal.timeout(PLAYER_PROBE_TIMEOUT_MS),
  });
}

/** The play button's request: pending while the host is asked, an error when it cannot be reached. */
export function useProbePlayer(embedUrl: string) {
  return useMutation({ mutationFn: () => probePlayer(embedUrl) });
}
