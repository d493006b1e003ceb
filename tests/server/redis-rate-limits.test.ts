import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LimitRules } from '#server/http/rate-limits.ts';
import { connectRedis } from '#server/node/redis.ts';
import { redisRateLimits } from '#server/node/redis-rate-limits.ts';
import { createTestApi } from '../support/test-app.ts';

// Redis runs on every dev and CI machine (npm test starts it: scripts/ensure-redis.mjs).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A port nothing listens on: a Redis that has gone away. */
const GONE_URL = 'redis://127.0.0.1:1';

const RULES: LimitRules = {
  loginPerEmail: { points: 3, seconds: 300 },
  loginPerAddress: { points: 100, seconds: 300 },
  signupPerAddress: { points: 100, seconds: 3600 },
  apiPerAddress: { points: 1000, seconds: 60 },
  libraryImportPerUser: { points: 100, seconds: 3600 },
  photoUploadPerUser: { points: 100, seconds: 3600 },
  madePostPerUser: { points: 100, seconds: 3600 },
  madeReportPerUser: { points: 100, seconds: 3600 },
};

interface RedisLog {
  info(message: string): void;
  warn(message: string): void;
}
const quietLog: RedisLog = { info: () => {}, warn: () => {} };
const clients: Redis[] = [];
function client(url = REDIS_URL, log: RedisLog = quietLog): Redis {
  const redis = connectRedis(url, log);
  clients.push(redis);
  return redis;
}
afterAll(() => {
  for (const redis of clients) redis.disconnect();
});

async function ready(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
}

describe('rate limits in Redis', () => {
  it('are counted together by every app process on one Redis', async () => {
    // Two apps, as two processes would be: each its own Redis connection, one key prefix.
    const prefix = `craftreel-test-${randomUUID()}`;
    const first = client();
    const second = client();
    await Promise.all([ready(first), ready(second)]);
    const one = await createTestApi('sqlite', {
      rateLimits: redisRateLimits(first, RULES, prefix),
    });
    const two = await createTestApi('sqlite', {
      rateLimits: redisRateLimits(second, RULES, prefix),
    });
    try {
      const login = (api: typeof one) =>
        api.call('POST', '/api/auth/login', {
          body: { email: 'shared@example.com', password: 'wrong password!' },
        });
      const statuses = [
        (await login(one)).status,
        (await login(two)).status,
        (await login(one)).status,
        (await login(two)).status,
      ];
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect(await first.keys(`${prefix}:loginPerEmail:*`)).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('are wiped for every app process by a success in any of them', async () => {
    const prefix = `craftreel-test-${randomUUID()}`;
    const first = client();
    const second = client();
    await Promise.all([ready(first), ready(second)]);
    const one = await createTestApi('sqlite', {
      rateLimits: redisRateLimits(first, RULES, prefix),
    });
    const two = await createTestApi('sqlite', {
      rateLimits: redisRateLimits(second, RULES, prefix),
    });
    try {
      const { email, password } = { email: 'wiped@example.com', password: 'correct horse battery' };
      // Two processes share the database in production; here each app has its own.
      await one.signUp({ email, password });
      await two.signUp({ email, password });
      const login = (api: typeof one, given: string) =>
        api.call('POST', '/api/auth/login', { body: { email, password: given } });
      const before = [(await login(one, 'wrong password!')).status];
      before.push((await login(one, 'wrong password!')).status);
      const success = (await login(two, password)).status;
      const after: number[] = [];
      for (let i = 0; i < 4; i++) after.push((await login(one, 'wrong password!')).status);
      expect(before).toEqual([401, 401]);
      expect(success).toBe(200);
      expect(after).toEqual([401, 401, 401, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('fall back to memory when Redis is gone, still limiting, and the log says so', async () => {
    const warn = vi.fn<(message: string) => void>();
    const gone = client(GONE_URL, { info: () => {}, warn });
    const limits = redisRateLimits(gone, RULES, `craftreel-test-${randomUUID()}`);
    const waits = [];
    for (let i = 0; i < 4; i++)
      waits.push(await limits.take('loginPerEmail', 'someone@example.com'));
    expect(waits.slice(0, 3)).toEqual([null, null, null]);
    expect(waits[3]).toBeGreaterThan(0);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Redis unavailable .*memory until it is back$/);
    // Once, not at every reconnection attempt.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('say in the log when Redis is there', async () => {
    const info = vi.fn<(message: string) => void>();
    await ready(client(REDIS_URL, { info, warn: () => {} }));
    expect(info).toHaveBeenCalledWith(
      'Redis connected: rate limits are counted across app processes',
    );
  });
});
