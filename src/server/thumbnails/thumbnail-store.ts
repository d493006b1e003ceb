import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { artworkSvg } from '#shared/artwork/thumbnail-artwork.ts';
import { findVideo } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import type { Compress } from '../http/content-coding.ts';
import { makeRepresentation, type Representation } from '../http/representation.ts';

/** Where catalogue thumbnails live: YouTube's image host. Only its images are fetched. */
export const YOUTUBE_IMAGE_ORIGIN = 'https://i.ytimg.com';

export interface ThumbnailOptions {
  /**
   * The origin YouTube's thumbnails are fetched from (YOUTUBE_IMAGE_ORIGIN, or a stand-in in
   * tests); null never fetches: every thumbnail is our artwork.
   */
  upstream: string | null;
  /** How long one upstream fetch may take before the artwork is answered instead. */
  timeoutMs?: number;
  /** After the upstream failed (unreachable, timed out, 5xx), how long it is not asked again. */
  retryAfterMs?: number;
  /** At most this many upstream fetches at once; more wait their turn. */
  maxConcurrentFetches?: number;
  /** The fetch to use (tests pass their own to see what is asked). */
  fetch?: typeof fetch;
}

/** One thumbnail as answered: its representation and how long clients may keep it. */
export interface Thumbnail {
  rep: Representation;
  cacheControl: string;
  /** What it is: YouTube's image, or our artwork (and why). */
  source: 'upstream' | 'artwork';
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** A fetched image is kept a day; YouTube's thumbnails change rarely. */
const IMAGE_TTL_MS = 24 * HOUR;
/** Artwork for a video whose image does not exist (or is not YouTube's) is looked at again hourly. */
const ARTWORK_TTL_MS = HOUR;
/** YouTube's hqdefault images weigh 10–40 KB; anything far larger is not a thumbnail. */
const MAX_IMAGE_BYTES = 1024 * 1024;
/** Bounds on what is kept in memory, by count and by bytes. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** The upstream address of a video's thumbnail, when it is YouTube's and fetching is on. */
export function upstreamAddressOf(thumbnail: string, upstream: string | null): URL | null {
  if (!upstream) return null;
  let address: URL;
  try {
    address = new URL(thumbnail);
  } catch {
    return null;
  }
  if (address.origin !== YOUTUBE_IMAGE_ORIGIN) return null;
  return new URL(`${address.pathname}${address.search}`, upstream);
}

class UpstreamUnavailable extends Error {}

interface StoreDeps {
  db: Kysely<Database>;
  options: ThumbnailOptions;
  compress?: Compress | undefined;
  now: () => Date;
}

/**
 * Thumbnails served from our own origin (GET /thumbnails/{videoId}), so a page never asks
 * another host for its images. Each catalogue video's YouTube image is fetched once (requests
 * arriving together share the fetch) with a time limit, and kept in a bounded LRU; when it
 * cannot be had the answer is CraftReel's artwork for the video (src/shared/artwork), a 200 like
 * any image. An upstream that failed is not asked again for `retryAfterMs`, so pages offline
 * never wait on a time-out twice. Answers undefined for an id that is no catalogue video.
 */
export function createThumbnailStore({ db, options, compress, now }: StoreDeps) {
  const timeoutMs = options.timeoutMs ?? 2500;
  const retryAfterMs = options.retryAfterMs ?? 60_000;
  const limit = pLimit(options.maxConcurrentFetches ?? 6);
  const fetchUpstream = options.fetch ?? fetch;
  /** Until when the upstream is taken to be unreachable (ms since the epoch). */
  let upstreamDownUntil = 0;

  async function fetchImage(address: URL): Promise<Uint8Array<ArrayBuffer> | null> {
    let res: Response;
    try {
      res = await limit(() =>
        fetchUpstream(address, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' }),
      );
    } catch {
      throw new UpstreamUnavailable();
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      throw new UpstreamUnavailable();
    }
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? 0);
    if (!res.ok || !type.startsWith('image/') || length > MAX_IMAGE_BYTES) {
      // No image for this video (YouTube answers 404 with a grey placeholder): our artwork.
      await res.body?.cancel();
      return null;
    }
    try {
      const bytes = new Uint8Array(await res.arrayBuffer());
      return bytes.byteLength > 0 && bytes.byteLength <= MAX_IMAGE_BYTES ? bytes : null;
    } catch {
      throw new UpstreamUnavailable(); // the time limit ran out while the body came
    }
  }

  async function artwork(
    video: { title: string; categoryName: string },
    ttlMs: number,
  ): Promise<Thumbnail> {
    const body = new TextEncoder().encode(artworkSvg(video));
    const rep = await makeRepresentation(
      { status: 200, contentType: 'image/svg+xml; charset=utf-8', body },
      compress,
    );
    return {
      rep,
      cacheControl: `public, max-age=${Math.round(ttlMs / SECOND)}`,
      source: 'artwork',
    };
  }

  async function load(videoId: string, setTtl: (ms: number) => void) {
    // A retired video still shows in users' lists, with its thumbnail.
    const video = await findVideo(db, videoId, undefined, { retired: 'include' });
    if (!video) return undefined;
    const address = upstreamAddressOf(video.thumbnail, options.upstream);
    const clock = now().getTime();
    if (!address) {
      setTtl(ARTWORK_TTL_MS);
      return artwork(video, ARTWORK_TTL_MS);
    }
    if (clock < upstreamDownUntil) {
      const left = upstreamDownUntil - clock;
      setTtl(left);
      return artwork(video, left);
    }
    try {
      const image = await fetchImage(address);
      if (!image) {
        setTtl(ARTWORK_TTL_MS);
        return artwork(video, ARTWORK_TTL_MS);
      }
      setTtl(IMAGE_TTL_MS);
      // JPEG and WebP come compressed: no second coding.
      const rep = await makeRepresentation(
        { status: 200, contentType: 'image/jpeg', body: image },
        undefined,
      );
      return {
        rep,
        cacheControl: `public, max-age=${IMAGE_TTL_MS / SECOND}`,
        source: 'upstream',
      } satisfies Thumbnail;
    } catch (error) {
      if (!(error instanceof UpstreamUnavailable)) throw error;
      upstreamDownUntil = now().getTime() + retryAfterMs;
      setTtl(retryAfterMs);
      return artwork(video, retryAfterMs);
    }
  }

  const entries = new LRUCache<string, Thumbnail>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (thumbnail, key) =>
      key.length +
      thumbnail.rep.body.byteLength +
      Object.values(thumbnail.rep.encoded).reduce((sum, bytes) => sum + bytes.byteLength, 0),
    ttl: ARTWORK_TTL_MS,
    ttlResolution: 0,
    perf: { now: () => now().getTime() },
    // Requests for one thumbnail that arrive together share one load (and one upstream fetch).
    fetchMethod: (videoId, _stale, { options: entry }) =>
      load(videoId, (ms) => {
        entry.ttl = Math.max(1, ms);
      }),
  });

  return {
    /** The thumbnail of a catalogue video by its `_id` (or videoLink); undefined: no such video. */
    get: async (videoId: string): Promise<Thumbnail | undefined> =>
      cannotBeAnId(videoId) ? undefined : entries.fetch(videoId),
  };
}

export type ThumbnailStore = ReturnType<typeof createThumbnailStore>;

/**
 * A control character, or a surrogate without its pair: in no video's id or videoLink, and not
 * asked of the database, which would answer each its own way (PostgreSQL refuses a NUL in
 * text, SQLite looks it up), so that an id holding one is a 404 on both.
 */
const NOT_IN_ANY_ID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function cannotBeAnId(videoId: string): boolean {
  return NOT_IN_ANY_ID.test(videoId);
}
