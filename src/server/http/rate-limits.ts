import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** What is limited, and by what key. */
export type LimitName =
  | 'loginPerEmail'
  | 'loginPerAddress'
  | 'signupPerAddress'
  | 'apiPerAddress'
  | 'libraryImportPerUser'
  | 'photoUploadPerUser'
  | 'madePostPerUser'
  | 'madeReportPerUser';

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
 * transaction: far more than anyone restoring a library needs, far less than a flood); sixty
 * "Made it" photo uploads and thirty new posts a user per hour (each photo is decoded and
 * encoded anew: a maker posting all afternoon stays far below them); and thirty reports of
 * "Made it" posts a user per hour (a person reports a post now and then; a script filling the
 * curators' queue does not).
 */
export const DEFAULT_LIMIT_RULES: LimitRules = {
  loginPerEmail: { points: 10, seconds: 5 * 60 },
  loginPerAddress: { points: 50, seconds: 5 * 60 },
  signupPerAddress: { points: 5, seconds: 60 * 60 },
  apiPerAddress: { points: 1200, seconds: 60 },
  libraryImportPerUser: { points: 20, seconds: 60 * 60 },
  photoUploadPerUser: { points: 60, seconds: 60 * 60 },
  madePostPerUser: { points: 30, seconds: 60 * 60 },
  madeReportPerUser: { points: 30, seconds: 60 * 60 },
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

/** A wait for Retry-After: whole seconds, at least one. */
export const secondsToWait = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function limitsOf(limiters: Record<LimitName, RateLimiterAbstract>): RateLimits {
  return {
    async take(name, key) {
      try {
        await limiters[name].consume(key);
        return null;
      } catch (rejection) {
        // The library rejects with its result when the points are spent, or with an error.
        if (rejection instanceof RateLimiterRes) return secondsToWait(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}

export function eachLimit<Limit>(
  rules: LimitRules,
  make: (name: LimitName, rule: LimitRule) => Limit,
): Record<LimitName, Limit> {
  const names = Object.keys(rules) as LimitName[];
  return Object.fromEntries(names.map((name) => [name, make(name, rules[name])])) as Record<
    LimitName,
    Limit
  >;
}

const memoryLimiter = (name: LimitName, rule: LimitRule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.seconds });

/**
 * Limits counted in this process's memory: right for one process. A rule left out is the default.
 * Processes that share a Redis count in it instead (src/server/node/redis-rate-limits.ts).
 */
export function memoryRateLimits(rules: Partial<LimitRules> = DEFAULT_LIMIT_RULES): RateLimits {
  return limitsOf(eachLimit({ ...DEFAULT_LIMIT_RULES, ...rules }, memoryLimiter));
}
