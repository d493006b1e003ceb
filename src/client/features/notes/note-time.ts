/**
 * A note's moment as the player shows times: "0:07", "1:25", "1:02:03" (whole seconds, hours
 * only when there are some).
 */
export function formatNoteTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The moment a note started now stands at: the player's time, in whole seconds. */
export function noteMomentOf(playerSeconds: number): number {
  return Number.isFinite(playerSeconds) && playerSeconds > 0 ? Math.floor(playerSeconds) : 0;
}
