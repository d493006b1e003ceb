import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** What is limited, and by what key. */
export type LimitName =
  | 'loginPerEmail'
  | 'loginPerAddress'
  | 'signupPerAddress'
  | 'apiPerAddress'
  | 'libraryImportPerUser';

/** `points` actions per `seconds` (a fixed window that starts with the first action). */
export interface LimitRule {
  points: number;
  seconds: number;
}

export type LimitRules = Record<LimitName, LimitRule>;

/**
 * The defaults (each can be changed, see env.ts): ten sign-in attempts an email per five
 * minutes, which is slower than any person and far too slow for guessing; fifty from one address
 * (one place trying many emails); five new accounts an address per hour; and a general limit on
 * the API from one address that a person using the web app or the request tester never meets;
 * and twenty library imports a user per hour (each may write thousands of rows in one
 * transaction: far more than anyone restoring a library needs, far less than a flood).
 */
export const DEFAULT_LIMIT_RULES: LimitRules = {
  loginPerEmail: { points: 10, seconds: 5 * 60 },
  loginPerAddress: { points: 50, seconds: 5 * 60 },
  signupPerAddress: { points: 5, seconds: 60 * 60 },
  apiPerAddress: { points: 1200, seconds: 60 },
  libraryImportPerUser: { points: 20, seconds: 60 * 60 },
};

export interface RateLimits {
  /**
   * Counts one action of `key` under the limit `name`: null when it is allowed, else how many
   * seconds to wait (at least 1), for the 429's Retry-After.
   */
  take(name: LimitName, key: string): Promise<number | null>;
  /** Forgets `key`'s actions under `name` (a login that succeeded ends a run of failures). */
  reset(name: LimitName, key: string): Promise<void>;
}

function limitsOf(limiters: Record<LimitName, RateLimiterAbstract>): RateLimits {
  return {
    async take(name, key) {
      try {
        await limiters[name].consume(key);
        return null;
      } catch (rejection) {
        // The library rejects with its result when the points are spent, or with an error.
        if (rejection instanceof RateLimiterRes) {
          return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        }
        throw rejection;
      }
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}

function eachLimit(
  rules: LimitRules,
  make: (name: LimitName, rule: LimitRule) => RateLimiterAbstract,
): Record<LimitName, RateLimiterAbstract> {
  const names = Object.keys(rules) as LimitName[];
  return Object.fromEntries(names.map((name) => [name, make(name, rules[name])])) as Record<
    LimitName,
    RateLimiterAbstract
  >;
}

const memoryLimiter = (name: LimitName, rule: LimitRule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.seconds });

/** Limits counted in this process's memory: right for one process. A rule left out is the default. */
export function memoryRateLimits(rules: Partial<LimitRules> = DEFAULT_LIMIT_RULES): RateLimits {
  return limitsOf(eachLimit({ ...DEFAULT_LIMIT_RULES, ...rules }, memoryLimiter));
}

/**
 * Limits counted in Redis, so every app process sharing it counts together. When Redis cannot
 * answer (the client is offline, or a command fails), each limit counts in memory instead until
 * Redis is back (the library's insurance limiter): sign-in never stops working for that.
 * A rule left out is the default. `keyPrefix` keeps apart the counts of separate deployments (or test runs) on one Redis.
 */
export function redisRateLimits(
  redis: Redis,
  rules: Partial<LimitRules> = DEFAULT_LIMIT_RULES,
  keyPrefix = 'craftreel',
): RateLimits {
  return limitsOf(
    eachLimit(
      { ...DEFAULT_LIMIT_RULES, ...rules },
      (name, rule) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${keyPrefix}:${name}`,
          points: rule.points,
          duration: rule.seconds,
          insuranceLimiter: memoryLimiter(name, rule),
        }),
    ),
  );
}
