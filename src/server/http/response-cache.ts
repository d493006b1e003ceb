import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Compress } from './content-coding.ts';
import {
  makeRepresentation,
  type Representation,
  representationBytes,
  sendRepresentation,
} from './representation.ts';
import { shareInFlight } from './share-in-flight.ts';

/**
 * How long one cached answer is served. Answers hold clock-dependent text (a video's `created`,
 * "3 years ago"), so this is how stale that text may get.
 */
export const CACHED_ANSWER_TTL_MS = 60_000;
/** Bounds on the cache, by count and by bytes (an answer with its compressed forms). */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Answers that depend only on the data: successes and "not found". Other errors pass through. */
const CACHEABLE_STATUSES = new Set([200, 404]);

export interface ResponseCacheOptions {
  /** The data's version, changed by whoever changes the data (the database's triggers). */
  readVersion: () => Promise<string>;
  compress?: Compress | undefined;
  /** The clock entries age by (tests move it). */
  now: () => Date;
  /**
   * What else than the URL an answer depends on, added to its key: the site's origin for
   * answers holding absolute links (public-origin.ts).
   */
  varyBy?: ((c: Context) => string) | undefined;
}

/**
 * Caches the answers of the GET routes it is put in front of, in memory, keyed by the data's
 * version and the URL. Each entry is the answer's bytes made once, their brotli and gzip forms
 * and an ETag; clients revalidate (`Cache-Control: no-cache`) and get a bodiless 304 when their
 * tag is current. A change of version (made by any process) turns every key into a miss; an
 * entry also lives at most CACHED_ANSWER_TTL_MS.
 */
export function createResponseCache(options: ResponseCacheOptions): MiddlewareHandler {
  const readVersion = shareInFlight(options.readVersion);
  const entries = new LRUCache<string, Representation, () => Promise<Representation | undefined>>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: representationBytes,
    ttl: CACHED_ANSWER_TTL_MS,
    // Read the clock on every check (the default caches it for 1 ms with a timer).
    ttlResolution: 0,
    perf: { now: () => options.now().getTime() },
    // Concurrent misses of one key share one fetch: a burst renders an answer once.
    fetchMethod: (_key, _stale, { context }) => context(),
  });

  return async (c, next) => {
    const vary = options.varyBy ? ` ${options.varyBy(c)}` : '';
    const key = `${await readVersion()} ${requestKey(c)}${vary}`;
    let rendered = false;
    const rep = await entries.fetch(key, {
      context: async () => {
        rendered = true;
        await next();
        if (!CACHEABLE_STATUSES.has(c.res.status)) return undefined;
        return makeRepresentation(
          {
            status: c.res.status as Representation['status'],
            contentType: c.res.headers.get('content-type') ?? 'application/json',
            body: new Uint8Array(await c.res.arrayBuffer()),
          },
          options.compress,
        );
      },
    });
    if (rep) {
      c.res = sendRepresentation(c, rep, 'no-cache');
      return;
    }
    // Not cacheable: the request that rendered it has its answer; one that waited renders its own.
    if (!rendered) await next();
  };
}

/**
 * The path and the query, its parameters sorted so their order makes no second entry. Cut
 * from the request's URL text rather than parsed as a URL: this runs on every cached answer.
 */
function requestKey(c: Context): string {
  const url = c.req.url;
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return `${c.req.path}?`;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  params.sort();
  return `${c.req.path}?${params}`;
}
