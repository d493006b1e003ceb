import { randomUUID } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { LimitRules } from '#server/http/rate-limits.ts';
import { connectRedis } from '#server/node/redis.ts';
import { redisRateLimits } from '#server/node/redis-rate-limits.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';

// Redis runs on every dev and CI machine (npm test starts it: scripts/ensure-redis.mjs).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Four sign-in attempts an email; the other limits are out of the way. */
const POINTS = 4;
const RULES: LimitRules = {
  loginPerEmail: { points: POINTS, seconds: 300 },
  loginPerAddress: { points: 1000, seconds: 300 },
  signupPerAddress: { points: 1000, seconds: 3600 },
  apiPerAddress: { points: 10_000, seconds: 60 },
  libraryImportPerUser: { points: 100, seconds: 3600 },
  photoUploadPerUser: { points: 100, seconds: 3600 },
  madePostPerUser: { points: 100, seconds: 3600 },
  madeReportPerUser: { points: 100, seconds: 3600 },
};

const quietLog = { info: () => {}, warn: () => {} };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Redis itself, not through any proxy: what another process, or an operator, sees. */
const direct = connectRedis(REDIS_URL, quietLog);
afterAll(() => direct.disconnect());

async function ready(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
}

/** A TCP proxy in front of the machine's Redis, so that a test can take Redis away. */
async function redisProxy(): Promise<TcpProxy> {
  const target = new URL(REDIS_URL);
  const proxy = await startTcpProxy({
    host: target.hostname || '127.0.0.1',
    port: Number(target.port || 6379),
  });
  cleanups.push(() => proxy.close());
  return proxy;
}

/** An app process whose Redis client goes through `proxy`, counting under `prefix`. */
async function appThrough(
  proxy: TcpProxy,
  prefix: string,
): Promise<{ api: TestApi; redis: Redis }> {
  const redis = connectRedis(`redis://127.0.0.1:${proxy.port}`, quietLog);
  cleanups.push(() => redis.disconnect());
  await ready(redis);
  const api = await createTestApi('sqlite', { rateLimits: redisRateLimits(redis, RULES, prefix) });
  cleanups.push(() => api.close());
  return { api, redis };
}

/** Redis is gone: connections through the proxy are cut and new ones refused. */
async function takeRedisAway(proxy: TcpProxy, ...clients: Redis[]): Promise<void> {
  proxy.refuse();
  proxy.cut();
  await vi.waitFor(() => {
    for (const redis of clients) expect(redis.status).not.toBe('ready');
  });
}

/** Redis is back, and every client has reconnected to it. */
async function bringRedisBack(proxy: TcpProxy, ...clients: Redis[]): Promise<void> {
  proxy.accept();
  await Promise.all(clients.map(ready));
}

/**
 * A proxy in front of Redis that can stall: Redis stops answering (a paused or overloaded
 * server, a network that drops packets) without closing anything, and new connections are
 * accepted and never answered, until `unstall()` drops them all and passes new ones on again.
 */
async function stallingRedisProxy() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  const held = new Set<Socket>();
  let stalled = false;
  const server = createServer((client) => {
    const track = (socket: Socket) => {
      sockets.add(socket);
      socket.on('error', () => {}).on('close', () => sockets.delete(socket));
    };
    track(client);
    if (stalled) {
      held.add(client);
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname || '127.0.0.1');
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('proxy has no port');
  const proxy = {
    port: address.port,
    stall() {
      stalled = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
        held.add(socket);
      }
    },
    unstall() {
      stalled = false;
      for (const socket of held) socket.destroy();
      held.clear();
    },
  };
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return proxy;
}

const wrongLogin = (api: TestApi, email: string) =>
  api.call('POST', '/api/auth/login', { body: { email, password: 'wrong password!' } });

/** The statuses of `count` wrong logins made one after another. */
async function wrongLogins(api: TestApi, email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await wrongLogin(api, email)).status);
  return statuses;
}

const allowed = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

describe('sign-in limits through a Redis outage', () => {
  it('keep counting the attempts made before Redis went away', async () => {
    const proxy = await redisProxy();
    const { api, redis } = await appThrough(proxy, `craftreel-test-${randomUUID()}`);
    const email = 'before@example.com';

    const before = await wrongLogins(api, email, 2);
    await takeRedisAway(proxy, redis);
    const during = await wrongLogins(api, email, 3);

    expect(before).toEqual([404, 404]);
    expect(during).toEqual([404, 404, 429]);
  });

  it('carry the attempts made while Redis was away into Redis when it is back', async () => {
    const proxy = await redisProxy();
    const prefix = `craftreel-test-${randomUUID()}`;
    const { api, redis } = await appThrough(proxy, prefix);
    const email = 'across@example.com';

    const before = await wrongLogins(api, email, 1);
    await takeRedisAway(proxy, redis);
    const during = await wrongLogins(api, email, 2);
    await bringRedisBack(proxy, redis);
    // At once, and again over the following moments (the gap once seen lasted seconds).
    const after = await wrongLogins(api, email, 3);
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after.push(...(await wrongLogins(api, email, 1)));
    }

    expect([...before, ...during]).toEqual([404, 404, 404]);
    expect(after[0]).toBe(404);
    expect(allowed([...before, ...during, ...after])).toBe(POINTS);
    expect(Number(await direct.get(`${prefix}:loginPerEmail:${email}`))).toBeGreaterThanOrEqual(
      POINTS,
    );
  });

  it('spent while Redis was away stay spent for every process once it is back', async () => {
    const proxy = await redisProxy();
    const prefix = `craftreel-test-${randomUUID()}`;
    const { api, redis } = await appThrough(proxy, prefix);
    const email = 'spent@example.com';

    await takeRedisAway(proxy, redis);
    const during = await wrongLogins(api, email, POINTS + 1);
    await bringRedisBack(proxy, redis);
    // The count reaches Redis without waiting for this process's next attempt at that email,
    // so a process that never saw the outage refuses too.
    const key = `${prefix}:loginPerEmail:${email}`;
    await vi.waitFor(async () => expect(Number(await direct.get(key))).toBeGreaterThan(POINTS));
    const other = await createTestApi('sqlite', {
      rateLimits: redisRateLimits(direct, RULES, prefix),
    });
    cleanups.push(() => other.close());
    const afterElsewhere = await wrongLogin(other, email);
    const afterHere = await wrongLogin(api, email);

    expect(allowed(during)).toBe(POINTS);
    expect(afterElsewhere.status).toBe(429);
    expect(Number(afterElsewhere.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(afterHere.status).toBe(429);
  });

  it('hold when Redis comes back without the counts it had (a restart without its data)', async () => {
    const proxy = await redisProxy();
    const prefix = `craftreel-test-${randomUUID()}`;
    const { api, redis } = await appThrough(proxy, prefix);
    const email = 'lost@example.com';

    const before = await wrongLogins(api, email, 2);
    await takeRedisAway(proxy, redis);
    const during = await wrongLogins(api, email, 1);
    await direct.del(`${prefix}:loginPerEmail:${email}`);
    await bringRedisBack(proxy, redis);
    const after = await wrongLogins(api, email, 3);

    expect([...before, ...during]).toEqual([404, 404, 404]);
    expect(after).toEqual([404, 429, 429]);
  });

  it('do not hold sign-in up when Redis stops answering without going away', async () => {
    const proxy = await stallingRedisProxy();
    const redis = connectRedis(`redis://127.0.0.1:${proxy.port}`, quietLog);
    cleanups.push(() => redis.disconnect());
    await ready(redis);
    const prefix = `craftreel-test-${randomUUID()}`;
    const api = await createTestApi('sqlite', {
      rateLimits: redisRateLimits(redis, RULES, prefix),
    });
    cleanups.push(() => api.close());
    const email = 'stalled@example.com';

    const before = await wrongLogins(api, email, 1);
    proxy.stall();
    // Without a bound on Redis's answer these would wait for as long as Redis stays silent.
    const during = await wrongLogins(api, email, POINTS);
    proxy.unstall();
    await ready(redis);
    const after = await wrongLogins(api, email, 2);

    expect(before).toEqual([404]);
    expect(during).toEqual([404, 404, 404, 429]);
    expect(after).toEqual([429, 429]);
  });

  it('allow at most their points per process while Redis is away, and none more after', async () => {
    const proxy = await redisProxy();
    const prefix = `craftreel-test-${randomUUID()}`;
    const one = await appThrough(proxy, prefix);
    const two = await appThrough(proxy, prefix);
    const email = 'two-processes@example.com';

    await takeRedisAway(proxy, one.redis, two.redis);
    const during = [
      ...(await wrongLogins(one.api, email, POINTS + 1)),
      ...(await wrongLogins(two.api, email, POINTS + 1)),
    ];
    await bringRedisBack(proxy, one.redis, two.redis);
    const after = [
      ...(await wrongLogins(one.api, email, 2)),
      ...(await wrongLogins(two.api, email, 2)),
    ];

    // Each process counted alone: its own points, no more.
    expect(allowed(during)).toBe(2 * POINTS);
    expect(after).toEqual([429, 429, 429, 429]);
  });

  it('let a correct password during the outage wipe the run of failures in Redis too', async () => {
    const proxy = await redisProxy();
    const { api, redis } = await appThrough(proxy, `craftreel-test-${randomUUID()}`);
    const { email } = await api.signUp({ password: 'correct horse battery' });

    const before = await wrongLogins(api, email, POINTS - 1);
    await takeRedisAway(proxy, redis);
    const correct = await api.call('POST', '/api/auth/login', {
      body: { email, password: 'correct horse battery' },
    });
    const during = await wrongLogins(api, email, 1);
    await bringRedisBack(proxy, redis);
    const after = await wrongLogins(api, email, POINTS);

    expect(before).toEqual([401, 401, 401]);
    expect(correct.status).toBe(200);
    expect(during).toEqual([401]);
    // The success wiped the three failures before it: one since, so three more are allowed.
    expect(after).toEqual([401, 401, 401, 429]);
  });
});
