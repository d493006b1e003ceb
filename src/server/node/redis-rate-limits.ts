import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  DEFAULT_LIMIT_RULES,
  eachLimit,
  type LimitRule,
  type LimitRules,
  type RateLimits,
  secondsToWait,
} from '../http/rate-limits.ts';

/**
 * What one process knows of a key's count under one limit: the count Redis last answered
 * (`known`), what it counted alone while Redis could not answer and has not yet added to Redis
 * (`alone`), whether a success wiped the count meanwhile (`wiped`), when the window ends, and
 * the connection to Redis (`connection`, see RedisConnection) that last answered for it.
 */
interface LocalCount {
  known: number;
  alone: number;
  wiped: boolean;
  expiresAt: number;
  connection: number;
}

/** Counts the client's connections to Redis: a new one each time it is ready again. */
interface RedisConnection {
  current: number;
}

/** How often the counts of ended windows are dropped from memory. */
const SWEEP_EVERY_MS = 60_000;
/** How many keys' counts are added to Redis at once when it is back. */
const CARRY_BATCH = 100;

/**
 * One limit counted in Redis, and in this process alone while Redis cannot answer, so that the
 * count never splits between the two:
 * - while Redis answers, each key's count (every process's attempts) is remembered here too,
 *   so when Redis goes away this process goes on from it rather than from zero;
 * - while it cannot, attempts are counted here, in that same window;
 * - when it is back, what was counted here goes into Redis before Redis is trusted again: at
 *   once for every such key (`carryAll`, on the client's 'ready'), and in any case as part of
 *   the key's next attempt, in the same atomic increment. A key Redis no longer holds gets the
 *   rest of the window counted here.
 * In one process that is exact. Processes that counted alone each allow at most the points in
 * that window; once their counts are in Redis (the batch on 'ready' takes milliseconds), together
 * they allow no more. What is remembered costs one small entry per key seen in a window, as
 * counting in memory alone does; ended windows are dropped every minute.
 */
function redisLimit(limiter: RateLimiterRedis, rule: LimitRule, connection: RedisConnection) {
  const counts = new Map<string, LocalCount>();
  let nextSweep = 0;

  function live(key: string, now: number): LocalCount | undefined {
    const count = counts.get(key);
    if (count && count.expiresAt <= now) {
      counts.delete(key);
      return undefined;
    }
    return count;
  }
  function liveOrNew(key: string, now: number): LocalCount {
    let count = live(key, now);
    if (!count) {
      count = {
        known: 0,
        alone: 0,
        wiped: false,
        expiresAt: now + rule.seconds * 1000,
        connection: connection.current,
      };
      counts.set(key, count);
    }
    return count;
  }
  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, count] of counts) if (count.expiresAt <= now) counts.delete(key);
  }
  /** Remembers what Redis answered for `key`. */
  function saw(key: string, res: RateLimiterRes) {
    const now = Date.now();
    const count = liveOrNew(key, now);
    count.known = res.consumedPoints;
    count.expiresAt = now + Math.max(0, res.msBeforeNext);
  }

  /**
   * Adds `points` to the key's count in Redis, together with what this process counted alone
   * (taken out of `counts` at once, so that no two calls add it twice; given back if Redis
   * fails). Resolves with Redis's answer (null when there was nothing to add), rejects with it
   * when the points are spent, or with Redis's error.
   * The first answer for a key on a new connection is checked against what this process knew:
   * if Redis holds less, it lost the count (a restart without its data, an eviction), and the
   * difference is put back. Only then: a success wiping the count in another process is no
   * loss, and the check would undo it (a rare, stricter case: after a reconnection).
   */
  async function addToRedis(key: string, points: number): Promise<RateLimiterRes | null> {
    const now = Date.now();
    const count = live(key, now);
    const alone = count?.alone ?? 0;
    const wiped = count?.wiped ?? false;
    const connectionBefore = count?.connection;
    const floor =
      count && count.connection !== connection.current ? count.known + alone + points : 0;
    if (count) {
      count.alone = 0;
      count.wiped = false;
      count.connection = connection.current;
    }
    try {
      if (wiped) await limiter.delete(key);
      if (alone + points === 0) return null;
      // The window counted alone goes on; a key Redis still holds keeps its own.
      const options =
        count && (alone > 0 || floor > 0)
          ? { customDuration: secondsToWait(count.expiresAt - now) }
          : undefined;
      const res = await limiter.consume(key, alone + points, options);
      return res.consumedPoints < floor
        ? await limiter.consume(key, floor - res.consumedPoints, options)
        : res;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        const back = liveOrNew(key, Date.now());
        back.alone += alone;
        back.wiped ||= wiped;
        if (connectionBefore !== undefined) back.connection = connectionBefore;
      }
      throw rejection;
    }
  }

  return {
    async take(key: string): Promise<number | null> {
      sweep(Date.now());
      try {
        const res = await addToRedis(key, 1);
        if (res) saw(key, res);
        return null;
      } catch (rejection) {
        // The library rejects with its result when the points are spent, or with an error.
        if (rejection instanceof RateLimiterRes) {
          saw(key, rejection);
          return secondsToWait(rejection.msBeforeNext);
        }
        // Redis cannot answer: count here, after what Redis last said.
        const now = Date.now();
        const count = liveOrNew(key, now);
        count.alone += 1;
        return count.known + count.alone > rule.points
          ? secondsToWait(count.expiresAt - now)
          : null;
      }
    },
    async reset(key: string): Promise<void> {
      try {
        await limiter.delete(key);
        counts.delete(key);
      } catch {
        // Redis cannot answer: wipe here, and in Redis when it is back.
        const now = Date.now();
        counts.set(key, {
          known: 0,
          alone: 0,
          wiped: true,
          expiresAt: now + rule.seconds * 1000,
          connection: connection.current,
        });
      }
    },
    /** Adds to Redis every count made alone whose window is still open. */
    async carryAll(): Promise<void> {
      const now = Date.now();
      const keys = [...counts]
        .filter(([, count]) => count.expiresAt > now && (count.alone > 0 || count.wiped))
        .map(([key]) => key);
      for (let i = 0; i < keys.length; i += CARRY_BATCH) {
        await Promise.all(
          keys.slice(i, i + CARRY_BATCH).map((key) =>
            addToRedis(key, 0).then(
              (res) => res && saw(key, res),
              (rejection: unknown) => {
                // Spent: Redis now knows. Any other error: Redis went away again, and the
                // count is still here for the next attempt or the next reconnection.
                if (rejection instanceof RateLimiterRes) saw(key, rejection);
              },
            ),
          ),
        );
      }
    },
  };
}

/**
 * Limits counted in Redis, so every app process sharing it counts together. When Redis cannot
 * answer (the client is not ready, or a command fails), each process counts in its own memory,
 * going on from the count Redis last gave it, and adds what it counted into Redis when Redis
 * is back (see redisLimit): sign-in never stops working for an outage, and a key gets at most
 * its points per window across it in one process (at most points x processes during the outage
 * when several processes counted alone, and no more once Redis is back).
 * A rule left out is the default. `keyPrefix` keeps apart the counts of separate deployments (or test runs) on one Redis.
 */
export function redisRateLimits(
  redis: Redis,
  rules: Partial<LimitRules> = DEFAULT_LIMIT_RULES,
  keyPrefix = 'craftreel',
): RateLimits {
  const connection: RedisConnection = { current: 0 };
  const limits = eachLimit({ ...DEFAULT_LIMIT_RULES, ...rules }, (name, rule) =>
    redisLimit(
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}:${name}`,
        points: rule.points,
        duration: rule.seconds,
        // Not ready (reconnecting): count alone at once rather than send into a dead socket.
        rejectIfRedisNotReady: true,
      }),
      rule,
      connection,
    ),
  );
  redis.on('ready', () => {
    connection.current += 1;
    for (const limit of Object.values(limits)) void limit.carryAll();
  });
  return {
    take: (name, key) => limits[name].take(key),
    reset: (name, key) => limits[name].reset(key),
  };
}
