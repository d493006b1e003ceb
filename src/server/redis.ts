import { Redis } from 'ioredis';

interface RedisLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * A Redis client for what app processes share (rate limits): it never queues commands while
 * disconnected, so a caller with a fallback (the limits' memory) gets an error at once instead of
 * waiting, and it keeps reconnecting in the background. The log says when Redis goes away and
 * when it is back, once each time.
 */
export function connectRedis(url: string, log: RedisLog): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
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
