/**
 * A video page's link to a moment or a loop (docs/product.md, "Video page", Share):
 * `/video/{id}?t=85` starts the player at 85 s, `?t=85&end=120` also sets the A–B loop from 85 s
 * to 120 s. Both are whole seconds; a value that is not one (negative, not a number) is ignored,
 * and so is an `end` without a start or not after it.
 */

/** Where a shared link starts the video, and where its loop ends (null: no loop). */
export interface SharedMoment {
  start: number;
  end: number | null;
}

const START_PARAM = 't';
const END_PARAM = 'end';

/** Longer than any video (a day), so a typo of many digits is not a start. */
const MAX_SECONDS = 86_400;

function secondsOf(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= MAX_SECONDS ? seconds : null;
}

/** The moment a video page's query shares, or null when it shares none (or an invalid one). */
export function readSharedMoment(params: URLSearchParams): SharedMoment | null {
  const start = secondsOf(params.get(START_PARAM));
  if (start === null) return null;
  const end = secondsOf(params.get(END_PARAM));
  return { start, end: end !== null && end > start ? end : null };
}

/**
 * The link to a video's page (`videoId`: its videoLink, `origin` as `https://craftreel.example`),
 * starting at `start`
 * (rounded down to whole seconds) and looping to `end` when given and after it.
 */
export function shareLinkOf(
  origin: string,
  videoId: string,
  moment?: { start: number; end?: number | null | undefined },
): string {
  // As a card links it (video-card.tsx): the link as it is, `v=` and all; URL escapes the rest.
  const url = new URL(`/video/${videoId}`, origin);
  if (moment) {
    const start = Math.max(0, Math.floor(moment.start));
    url.searchParams.set(START_PARAM, String(start));
    const end = moment.end == null ? null : Math.floor(moment.end);
    if (end !== null && end > start) url.searchParams.set(END_PARAM, String(end));
  }
  return url.href;
}
