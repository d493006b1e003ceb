import { Redis } from 'ioredis';

interface RedisLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * How long a command may wait for Redis's answer before its caller falls back (the limits count
 * in memory), and how long the connection may stay silent with a command waiting before it is
 * dropped and made again: a Redis that stops answering without closing anything (paused,
 * overloaded, a network dropping packets) holds a request up for this long, then none at all
 * until it answers again. Redis answers a rate-limit command in well under a millisecond.
 */
const ANSWER_WITHIN_MS = 1000;

/**
 * A Redis client for what app processes share (rate limits): it never queues commands while
 * disconnected, so a caller with a fallback (the limits' memory) gets an error at once instead of
 * waiting, nor waits long for an answer (ANSWER_WITHIN_MS), and it keeps reconnecting in the
 * background. The log says when Redis goes away and when it is back, once each time.
 */
export function connectRedis(url: string, log: RedisLog): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: ANSWER_WITHIN_MS,
    socketTimeout: ANSWER_WITHIN_MS,
  });
  let up: boolean | null = null;
  redis.on('ready', () => {
    if (up !== true) log.info('Redis connected: rate limits are counted across app processes');
    up = true;
  });
  redis.on('error', (error: Error) => {
    if (up !== false) {
      log.warn(
        `Redis unavailable (${error.message}): rate limits count in this process's memory until it is back`,
      );
    }
    up = false;
  });
  return redis;
}
