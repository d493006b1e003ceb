import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Video } from '#shared/schemas/video.schema.ts';
import { findVideosByIds } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { JsonFragment } from './json-text.ts';
import { CACHED_ANSWER_TTL_MS } from './response-cache.ts';

/** Bounds on the cache: by count, and by the bytes of JSON text held. */
const MAX_VIDEOS = 50_000;
const MAX_BYTES = 48 * 1024 * 1024;

/**
 * Each video's JSON text, made once and reused by every answer that lists the video (the
 * library lists answer dozens to a thousand videos, most of them the same from one request to
 * the next). Entries are checked against the catalogue's version, which the caller reads in its
 * own query (so a list read stays one round trip when its videos are cached), and live at most
 * CACHED_ANSWER_TTL_MS, which bounds how old their `created` text gets.
 */
export interface VideoJsonCache {
  /**
   * Each video's JSON, by id, as of catalogue version `version`, for the `ids` asked (repeats
   * allowed); the videos not held at that version are read in one query. An id of no video
   * (deleted meanwhile) has no entry.
   */
  jsonOf(ids: readonly string[], version: string): Promise<Map<string, JsonFragment<Video>>>;
}

interface Entry {
  version: string;
  json: JsonFragment<Video>;
  /** When the entry stops being served (ms since the epoch, by the cache's clock). */
  until: number;
}

export function createVideoJsonCache(options: {
  db: Kysely<Database>;
  now: () => Date;
}): VideoJsonCache {
  // The entries' life is checked here, against one reading of the clock per call, rather than by
  // lru-cache's ttl, which reads the clock on every get (a list answer gets up to a thousand).
  const entries = new LRUCache<string, Entry>({
    max: MAX_VIDEOS,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, id) => id.length + entry.json.text.length,
  });

  return {
    async jsonOf(ids, version) {
      const now = options.now();
      const at = now.getTime();
      const held = new Map<string, JsonFragment<Video>>();
      const missing = new Set<string>();
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry !== undefined && entry.version === version && entry.until > at) {
          held.set(id, entry.json);
        } else missing.add(id);
      }
      if (missing.size > 0) {
        const until = at + CACHED_ANSWER_TTL_MS;
        for (const video of await findVideosByIds(options.db, [...missing], now)) {
          const json = new JsonFragment<Video>(JSON.stringify(video));
          entries.set(video._id, { version, json, until });
          held.set(video._id, json);
        }
      }
      return held;
    },
  };
}
