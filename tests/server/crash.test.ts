import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { freePort, start, waitForApi } from '../support/server-process.ts';

// Durability: a server taking a stream of writes is killed with SIGKILL at a random moment and
// started again on the same SQLite file. Every write it acknowledged must be there.

const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ROUNDS = 3;
const WRITERS = 4;

/** Every playlist title of the token's user, following the cursor to the end. */
async function allTitles(url: string, token: string): Promise<Set<string>> {
  const titles = new Set<string>();
  let cursor: string | null | undefined = null;
  do {
    const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await fetch(`${url}/api/user/playlists?limit=100${query}`, {
      headers: { authorization: token },
    });
    const page = PlaylistsResponseSchema.parse(await res.json());
    for (const playlist of page.playlists) titles.add(playlist.title);
    cursor = page.nextCursor;
  } while (cursor);
  return titles;
}

describe('a crash under writes (SQLite)', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs at random moments`, async () => {
    const dbFile = join(dataDir, 'craftreel.db');
    const env = { DATABASE_URL: `file:${dbFile}`, JWT_SECRET: 'c'.repeat(40), RATE_LIMITS: 'off' };
    const acknowledged: string[] = [];
    let token = '';
    for (let round = 0; round < ROUNDS; round++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = start({ ...env, PORT: String(port) });
      await waitForApi(url, server.output);
      if (!token) {
        const signup = await fetch(`${url}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'crash@example.com',
            password: 'crash test password',
            firstName: 'Cr',
            lastName: 'Ash',
          }),
        });
        token = ((await signup.json()) as { encodedToken: string }).encodedToken;
      }
      // What survived every earlier crash is all there.
      const titles = await allTitles(url, token);
      for (const title of acknowledged) expect(titles.has(title), title).toBe(true);

      // Writers create playlists until the process dies under them.
      let alive = true;
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let n = 0; alive; n++) {
          const title = `r${round} w${writer} n${n}`;
          try {
            const res = await fetch(`${url}/api/user/playlists`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: token },
              body: JSON.stringify({ playlist: { title } }),
            });
            if (res.status === 201) acknowledged.push(title);
            else expect(res.status).toBe(201);
          } catch {
            return; // the connection died with the process: not acknowledged
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 800));
      server.child.kill('SIGKILL');
      alive = false;
      await Promise.all(writers);
      await server.exited;
    }

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = start({ ...env, PORT: String(port) });
    try {
      await waitForApi(url, server.output);
      const stored = await allTitles(url, token);
      expect(acknowledged.length).toBeGreaterThan(ROUNDS * 10);
      const lost = acknowledged.filter((title) => !stored.has(title));
      expect(lost).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
