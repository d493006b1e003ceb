import { create } from 'zustand';
import type { YouTubePlayer } from '../lib/youtube-iframe-api.ts';

/**
 * The video page's one player, for the controls around it (steps, practice mode, notes): the
 * YouTube player once its IFrame API is ready on the frame, and a seek asked for before then.
 * A seek before the player is there starts the video at that point (the press of play is the
 * seek's); a seek while its API is still loading is made as soon as it is ready.
 */
interface PlayerControlState {
  /** The ready player on the page's frame; null before the press of play, and after leaving. */
  player: YouTubePlayer | null;
  /** Seconds a seek asked for while no player was ready; taken by whoever starts the player. */
  pendingSeek: number | null;
}

export const usePlayerControl = create<PlayerControlState>()(() => ({
  player: null,
  pendingSeek: null,
}));

/** Hands the page's ready player to the controls, and makes a seek asked for while it loaded. */
export function attachPlayer(player: YouTubePlayer): void {
  const { pendingSeek } = usePlayerControl.getState();
  usePlayerControl.setState({ player, pendingSeek: null });
  if (pendingSeek !== null) {
    player.seekTo(pendingSeek, true);
    player.playVideo();
  }
}

/** Takes the player back from the controls (the page leaves it, or a new video comes). */
export function detachPlayer(player: YouTubePlayer): void {
  if (usePlayerControl.getState().player === player) {
    usePlayerControl.setState({ player: null, pendingSeek: null });
  }
}

/** Where the player is, in seconds; 0 before it plays. */
export function currentPlayerTime(): number {
  const seconds = usePlayerControl.getState().player?.getCurrentTime() ?? 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * Plays from `seconds`: the ready player seeks there and plays; with no player yet, the video's
 * player starts there (VideoPlayer takes the pending seek and loads, as a press of play does).
 */
export function seekPlayer(seconds: number): void {
  const at = Math.max(0, seconds);
  const { player } = usePlayerControl.getState();
  if (player) {
    player.seekTo(at, true);
    player.playVideo();
    return;
  }
  usePlayerControl.setState({ pendingSeek: at });
}

/** Called by the player that starts from the pending seek: answers it, and clears it. */
export function takePendingSeek(): number | null {
  const { pendingSeek } = usePlayerControl.getState();
  if (pendingSeek !== null) usePlayerControl.setState({ pendingSeek: null });
  return pendingSeek;
}
