// A mixed load against the real server for a while, bounded and on 127.0.0.1 only: catalogue
// pages, searches, single videos, signed-in list reads, and signed-in writes (history adds and
// removes, likes) from many users at once. Prints requests/s, latency and every kind of
// failure; exits 1 if any answer was a 5xx or any connection failed.
//   npm run loadtest                                   30 s, 50 connections, a fresh SQLite file
//   npm run loadtest -- --seconds 10 --connections 20
//   npm run loadtest -- --database-url postgres://…    an existing, migrated database
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCraftReel } from './support/processes.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const seconds = Number(option('seconds') ?? 30);
const connections = Number(option('connections') ?? 50);
const USERS = 20;

const dir = mkdtempSync(join(tmpdir(), 'craftreel-loadtest-'));
const app = await startCraftReel(option('database-url') ?? `file:${join(dir, 'load.db')}`);
try {
  const base = app.url;
  const { videos } = (await (await fetch(`${base}/api/videos?limit=100`)).json()) as {
    videos: { _id: string }[];
  };
  const videoIds = videos.map((video) => video._id);
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const res = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `load-${Date.now()}-${i}@example.com`,
        password: 'load test password',
        firstName: 'Load',
        lastName: `User ${i}`,
      }),
    });
    tokens.push(((await res.json()) as { encodedToken: string }).encodedToken);
  }
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const json = { 'content-type': 'application/json' };

  /** One request of the mix: what a crowd of visitors and signed-in users does. */
  function nextRequest(): autocannon.Request {
    const roll = Math.random();
    const token = pick(tokens);
    const videoId = pick(videoIds);
    if (roll < 0.3) return { method: 'GET', path: '/api/videos' };
    if (roll < 0.4)
      return {
        method: 'GET',
        path: `/api/videos?search=${pick(['paper', 'paint', 'box', 'craft'])}`,
      };
    if (roll < 0.5) return { method: 'GET', path: `/api/video/${videoId}` };
    if (roll < 0.65)
      return { method: 'GET', path: '/api/user/likes', headers: { authorization: token } };
    if (roll < 0.75) {
      return {
        method: 'GET',
        path: `/api/user/likes/${videoId}`,
        headers: { authorization: token },
      };
    }
    if (roll < 0.85) {
      return {
        method: 'POST',
        path: '/api/user/history',
        headers: { ...json, authorization: token },
        body: JSON.stringify({ video: { _id: videoId } }),
      };
    }
    if (roll < 0.92) {
      return {
        method: 'DELETE',
        path: `/api/user/history/${videoId}`,
        headers: { authorization: token },
      };
    }
    return {
      method: 'POST',
      path: '/api/user/likes',
      headers: { ...json, authorization: token },
      body: JSON.stringify({ video: { _id: videoId } }),
    };
  }

  console.log(
    `Load: ${connections} connections for ${seconds} s, ${USERS} users, ${videoIds.length} videos…`,
  );
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
  });
  const rows = {
    'requests/s': Math.round(result.requests.average),
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    '4xx (409 duplicate, 404 not there: expected)': result['4xx'],
    '5xx': result['5xx'],
    'connection errors': result.errors,
    timeouts: result.timeouts,
  };
  console.table(rows);
  const failed = result['5xx'] > 0 || result.errors > 0 || result.timeouts > 0;
  console.log(
    failed ? 'FAILED: 5xx answers or connection errors.' : 'OK: no 5xx, no connection error.',
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
