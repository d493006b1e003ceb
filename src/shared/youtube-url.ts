/**
 * A YouTube video's id from what a curator pastes: a bare 11-character id, or an address in
 * any common form — watch?v=, youtu.be/, shorts/, embed/, live/, v/, on www., m., music. or
 * youtube-nocookie.com, with or without the scheme and with any extra parameters (&t=42s,
 * &list=…). Anything else is refused with a reason a person can act on.
 *
 * The catalogue stores the bare id as a video's videoLink (video-link.ts reads it, and the older
 * `v=` form of a few seed links).
 */

export type YoutubeIdResult = { ok: true; id: string } | { ok: false; reason: string };

/** YouTube's video ids: 11 characters of base64url. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts whose paths name a video as /watch?v=, /shorts/, /embed/, /live/ or /v/. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** Hosts whose path is the id itself. */
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** The path prefixes that are followed by the id. */
const ID_PATHS = new Set(['shorts', 'embed', 'live', 'v', 'e']);

const NOT_YOUTUBE =
  'this is not a YouTube address or video id. Paste the video’s address (youtube.com/watch?v=…, youtu.be/…) or its 11-character id.';
const NO_VIDEO = 'this YouTube address names no video. Open the video itself and copy its address.';
const BAD_ID = 'the video id in this address is not an 11-character YouTube id.';

function idResult(candidate: string | null | undefined): YoutubeIdResult {
  if (!candidate) return { ok: false, reason: NO_VIDEO };
  return VIDEO_ID.test(candidate) ? { ok: true, id: candidate } : { ok: false, reason: BAD_ID };
}

export function parseYoutubeId(input: string): YoutubeIdResult {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return { ok: true, id: text };
  // The seed's older form of a link.
  if (text.startsWith('v=') && VIDEO_ID.test(text.slice(2))) return { ok: true, id: text.slice(2) };
  if (text.length > 2048) return { ok: false, reason: NOT_YOUTUBE };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let address: URL;
  try {
    address = new URL(withScheme);
  } catch {
    return { ok: false, reason: NOT_YOUTUBE };
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') {
    return { ok: false, reason: NOT_YOUTUBE };
  }
  const host = address.hostname.toLowerCase();
  const segments = address.pathname.split('/').filter((segment) => segment !== '');
  if (SHORT_HOSTS.has(host)) return idResult(segments[0]);
  if (!YOUTUBE_HOSTS.has(host)) return { ok: false, reason: NOT_YOUTUBE };
  const [first, second] = segments;
  if (first === 'watch') return idResult(address.searchParams.get('v'));
  if (first !== undefined && ID_PATHS.has(first)) return idResult(second);
  return { ok: false, reason: NO_VIDEO };
}
