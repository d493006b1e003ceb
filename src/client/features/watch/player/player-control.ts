import { create } from 'zustand';
import { PlayerState, type YouTubePlayer } from '../lib/youtube-iframe-api.ts';

/**
 * The video page's one player, for the controls around it (steps, practice mode, notes): the
 * YouTube player once its IFrame API is ready on the frame, and a seek asked for before then.
 * A seek before the player is there starts the video at that point (the press of play is the
 * seek's); a seek while its API is still loading is made as soon as it is ready.
 *
 * While the video plays, one ticker reads its time every TICK_MS into `time`, which the steps'
 * highlight and the A–B loop share; it stops when the video does (pause, end, leaving).
 */
interface PlayerControlState {
  /** The ready player on the page's frame; null before the press of play, and after leaving. */
  player: YouTubePlayer | null;
  /** Seconds a seek asked for while no player was ready; taken by whoever starts the player. */
  pendingSeek: number | null;
  /** Whether the video is playing (the player said so). */
  playing: boolean;
  /** Whether the video has played to its end (the player said so), until it plays again. */
  ended: boolean;
  /**
   * The video whose player starts as soon as it is on the page, by id: the next video autoplay
   * opened (startOnArrival). Taken by that video's player, or dropped by the next to come.
   */
  autoStart: string | null;
  /** Where the player was at the last tick (or seek), in seconds. */
  time: number;
  /** The playback speed (one of PLAYBACK_RATES). */
  rate: number;
  /** The A–B loop: while both are set, reaching B goes back to A. */
  loop: Loop;
}

export interface Loop {
  a: number | null;
  b: number | null;
}

/** The speeds YouTube's player offers. */
export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** How often the time is read while the video plays. */
export const TICK_MS = 250;
/** How far Back and Forward skip, in seconds. */
export const SKIP_SECONDS = 5;

const NO_LOOP: Loop = { a: null, b: null };

export const usePlayerControl = create<PlayerControlState>()(() => ({
  player: null,
  pendingSeek: null,
  playing: false,
  ended: false,
  autoStart: null,
  time: 0,
  rate: 1,
  loop: NO_LOOP,
}));

let ticker: ReturnType<typeof setInterval> | undefined;

function stopTicking(): void {
  clearInterval(ticker);
  ticker = undefined;
}

/** Hands the page's ready player to the controls, and makes a seek asked for while it loaded. */
export function attachPlayer(player: YouTubePlayer): void {
  const { pendingSeek } = usePlayerControl.getState();
  const rate = player.getPlaybackRate();
  usePlayerControl.setState({
    player,
    pendingSeek: null,
    rate: Number.isFinite(rate) && rate > 0 ? rate : 1,
    time: timeOf(player),
  });
  if (pendingSeek !== null) {
    player.seekTo(pendingSeek, true);
    player.playVideo();
    usePlayerControl.setState({ time: pendingSeek });
  }
}

/** Takes the player back from the controls (the page leaves it, or a new video comes). */
export function detachPlayer(player: YouTubePlayer): void {
  if (usePlayerControl.getState().player === player) {
    stopTicking();
    usePlayerControl.setState({
      player: null,
      pendingSeek: null,
      playing: false,
      ended: false,
      time: 0,
      rate: 1,
      loop: NO_LOOP,
    });
  }
}

/** Told by the player of a change of state: the ticker runs while it plays; the end is kept. */
export function playerStateChanged(player: YouTubePlayer, state: number): void {
  if (usePlayerControl.getState().player !== player) return;
  const playing = state === PlayerState.playing;
  usePlayerControl.setState({ playing, ended: state === PlayerState.ended });
  if (playing) ticker ??= setInterval(tick, TICK_MS);
  else stopTicking();
  tick();
}

/** Reads the player's time; at or past the loop's B, goes back to its A. */
export function tick(): void {
  const { player, loop, time } = usePlayerControl.getState();
  if (!player) return;
  let now = timeOf(player);
  if (loop.a !== null && loop.b !== null && now >= loop.b) {
    player.seekTo(loop.a, true);
    now = loop.a;
  }
  if (now !== time) usePlayerControl.setState({ time: now });
}

function timeOf(player: YouTubePlayer): number {
  const seconds = player.getCurrentTime();
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Where the player is, in seconds; 0 before it plays. */
export function currentPlayerTime(): number {
  const { player } = usePlayerControl.getState();
  return player ? timeOf(player) : 0;
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
    usePlayerControl.setState({ time: at });
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

/** The video's length in seconds, or null while the player does not know it. */
export function playerDuration(): number | null {
  const duration = usePlayerControl.getState().player?.getDuration() ?? 0;
  return Number.isFinite(duration) && duration > 0 ? duration : null;
}

/** Plays a paused video, pauses a playing one. False with no player. */
export function togglePlay(): boolean {
  const { player, playing } = usePlayerControl.getState();
  if (!player) return false;
  if (playing) player.pauseVideo();
  else player.playVideo();
  return true;
}

/** Skips by `seconds` (negative: back), within the video; answers where it went, or null. */
export function skipBy(seconds: number): number | null {
  const { player } = usePlayerControl.getState();
  if (!player) return null;
  const duration = playerDuration();
  const target = Math.max(0, timeOf(player) + seconds);
  const at = duration === null ? target : Math.min(target, duration);
  player.seekTo(at, true);
  usePlayerControl.setState({ time: at });
  return at;
}

/** Sets the speed; answers it, or null with no player. */
export function setRate(rate: number): number | null {
  const { player } = usePlayerControl.getState();
  if (!player) return null;
  player.setPlaybackRate(rate);
  usePlayerControl.setState({ rate });
  return rate;
}

/** The next speed up (+1) or down (-1) from the current one, within PLAYBACK_RATES. */
export function stepRate(direction: 1 | -1): number | null {
  const { rate } = usePlayerControl.getState();
  const index = PLAYBACK_RATES.findIndex((r) => r >= rate);
  const current = index < 0 ? PLAYBACK_RATES.length - 1 : index;
  const next =
    PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, current + direction))];
  return next === undefined ? null : setRate(next);
}

/** A at the current time (a B at or before it is cleared). Answers A, or null with no player. */
export function setLoopStart(): number | null {
  const { player, loop } = usePlayerControl.getState();
  if (!player) return null;
  const a = Math.floor(timeOf(player) * 10) / 10;
  usePlayerControl.setState({ loop: { a, b: loop.b !== null && loop.b > a ? loop.b : null } });
  return a;
}

/**
 * B at the current time, after A (A is the start when unset). Answers the loop, or null with no
 * player or when B would not come after A.
 */
export function setLoopEnd(): Loop | null {
  const { player, loop } = usePlayerControl.getState();
  if (!player) return null;
  const b = Math.floor(timeOf(player) * 10) / 10;
  const a = loop.a ?? 0;
  if (b <= a) return null;
  const next = { a, b };
  usePlayerControl.setState({ loop: next });
  return next;
}

/** Loops from `a` to `b` (a step): plays from A. Null with no player or an empty span. */
export function loopBetween(a: number, b: number): Loop | null {
  const { player } = usePlayerControl.getState();
  if (!player || !(b > a)) return null;
  const next = { a, b };
  usePlayerControl.setState({ loop: next });
  const now = timeOf(player);
  if (now < a || now >= b) seekPlayer(a);
  return next;
}

/**
 * The loop a shared link asks for (share-link.ts), set as the page opens, before any player:
 * the player starts at A, and the loop holds from its first tick. Ignored unless B is after A.
 */
export function presetLoop(a: number, b: number): void {
  if (b > a) usePlayerControl.setState({ loop: { a, b } });
}

export function clearLoop(): void {
  usePlayerControl.setState({ loop: NO_LOOP });
}

/** Asks the player of `videoId`, once it is on the page, to start without a press of play. */
export function startOnArrival(videoId: string): void {
  usePlayerControl.setState({ autoStart: videoId });
}

/** Called by a player as it comes: whether it is to start by itself (the ask is then dropped). */
export function takeAutoStart(videoId: string): boolean {
  const { autoStart } = usePlayerControl.getState();
  if (autoStart !== null) usePlayerControl.setState({ autoStart: null });
  return autoStart === videoId;
}
