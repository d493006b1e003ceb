import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { setRoleByEmail } from '#server/db/repositories/curation-user.repository.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import type { WorkerPause } from '#server/node/import/import-worker.ts';
import { startImportWorker, type WorkerImports } from '#server/node/import/worker-imports.ts';
import { nodeHmacSha256 } from '#server/node/undo/node-hmac.ts';
import { ServerMessage } from '#shared/messages.ts';
import { ImportResultSchema } from '#shared/schemas/curation.schema.ts';
import { LibraryImportResponseSchema } from '#shared/schemas/library.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { countRows, expectError, expectJson } from '../support/api-assertions.ts';
import { youtubeIdFor } from '../support/curators.ts';
import { freePort, start, waitForApi } from '../support/server-process.ts';
import { TEST_TOKENS } from '../support/test-app.ts';

// The imports on a SQLite file, as the server runs them (src/server/node/index.ts): in a worker
// thread with its own connection (src/server/node/import/worker-imports.ts). A test hook stops the
// worker at a point of its import, so what the server does meanwhile is seen without a clock.

const dir = mkdtempSync(join(tmpdir(), 'craftreel-import-worker-'));
let database: DatabaseHandle;
const workers: WorkerImports[] = [];

beforeAll(async () => {
  database = connectDatabase(`file:${join(dir, 'craftreel.db')}`);
  await migrateToLatest(database.db);
  await seedDatabase(database.db, argon2Hasher);
});

afterAll(async () => {
  for (const worker of workers) await worker.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Where the worker stopped, and how to let it go on. */
interface Stop {
  reached: Promise<() => void>;
}

/** The server's app on the shared file, its imports in a worker that stops at `pause`. */
function appWithWorker(pause?: WorkerPause) {
  let reachedStop: (resume: () => void) => void = () => {};
  const stop: Stop = {
    reached: new Promise((resolve) => {
      reachedStop = resolve;
    }),
  };
  const imports = startImportWorker(
    join(dir, 'craftreel.db'),
    pause ? { pause: { at: pause, reached: (resume) => reachedStop(resume) } } : {},
  );
  workers.push(imports);
  const app = createApp({
    db: database.db,
    passwords: argon2Hasher,
    tokens: TEST_TOKENS,
    hmacSha256: nodeHmacSha256,
    imports,
  });
  return { app, stop };
}

type App = ReturnType<typeof appWithWorker>['app'];

let users = 0;
async function signUp(app: App, role: 'curator' | 'member'): Promise<string> {
  users += 1;
  const email = `worker-${users}-${Date.now()}@example.com`;
  const res = await app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct horse battery',
      firstName: 'W',
      lastName: 'T',
    }),
  });
  expect(res.status).toBe(201);
  const { encodedToken } = (await res.json()) as { encodedToken: string };
  if (role === 'curator') await setRoleByEmail(database.db, email, 'curator');
  return encodedToken;
}

const HEADER = 'url,title,creator,description,category,materials';
function csv(ids: readonly string[], title: string): string {
  const lines = ids.map(
    (id, i) =>
      `https://youtu.be/${id},"${title} ${i}",Worker Lab,Folded.,craft-ideas,Paper | 2 sheets`,
  );
  return [HEADER, ...lines].join('\n');
}

const importCsv = (app: App, token: string, text: string) =>
  app.request('/api/curation/videos/import', {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: token },
    body: text,
  });

const search = async (app: App, words: string) =>
  (
    await expectJson(
      await app.request(`/api/videos?search=${encodeURIComponent(words)}&limit=100`),
      200,
      VideosPageSchema,
    )
  ).videos;

describe('imports in a worker thread, on a SQLite file', () => {
  it('answers catalogue reads while the worker holds its write open, then commits every row', async () => {
    const { app, stop } = appWithWorker('in-write');
    const token = await signUp(app, 'curator');
    const videos = await countRows(database, 'videos');
    const ids = Array.from({ length: 50 }, (_, i) => youtubeIdFor(i));
    const answer = importCsv(app, token, csv(ids, 'Held lantern'));
    // The worker has written every row and holds the transaction open: the server's own
    // connection still reads, and sees none of them.
    const resume = await stop.reached;
    expect(await search(app, 'held lantern')).toEqual([]);
    expect(await countRows(database, 'videos')).toBe(videos);
    resume();
    expect(await expectJson(await answer, 201, ImportResultSchema)).toEqual({ imported: 50 });
    expect(await countRows(database, 'videos')).toBe(videos + 50);
    expect(await search(app, 'held lantern')).toHaveLength(50);
  });

  it('rolls the whole file back when a video of it was added meanwhile, and answers 409', async () => {
    const { app, stop } = appWithWorker('before-write');
    const token = await signUp(app, 'curator');
    const ids = Array.from({ length: 300 }, (_, i) => youtubeIdFor(i));
    const answer = importCsv(app, token, csv(ids, 'Raced lantern'));
    // The file passed every check; before the worker writes, a curator adds its 250th video.
    const resume = await stop.reached;
    const added = await app.request('/api/curation/videos', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        url: `https://www.youtube.com/watch?v=${ids[249]}`,
        title: 'Added meanwhile',
        creator: 'Someone',
        category: 'craft-ideas',
      }),
    });
    expect(added.status).toBe(201);
    const videos = await countRows(database, 'videos');
    const audit = await countRows(database, 'curation_audit');
    resume();
    await expectError(await answer, 409, ServerMessage.curationConflict);
    expect(await countRows(database, 'videos')).toBe(videos);
    expect(await countRows(database, 'curation_audit')).toBe(audit);
    expect(await search(app, 'raced lantern')).toEqual([]);
  });

  it('rolls the whole file back when its category was deleted meanwhile, and answers 409', async () => {
    const { app, stop } = appWithWorker('before-write');
    const token = await signUp(app, 'curator');
    const made = await app.request('/api/curation/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ name: 'Fleeting crafts' }),
    });
    expect(made.status).toBe(201);
    const { category } = (await made.json()) as { category: { _id: string; categoryName: string } };
    const ids = Array.from({ length: 20 }, (_, i) => youtubeIdFor(400 + i));
    const text = csv(ids, 'Orphaned lantern').replaceAll(
      ',craft-ideas,',
      `,${category.categoryName},`,
    );
    const answer = importCsv(app, token, text);
    // The file passed every check; before the worker writes, its (still empty) category goes.
    const resume = await stop.reached;
    const deleted = await app.request(`/api/curation/categories/${category._id}`, {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(deleted.status).toBe(200);
    const videos = await countRows(database, 'videos');
    resume();
    await expectError(await answer, 409, ServerMessage.curationConflict);
    expect(await countRows(database, 'videos')).toBe(videos);
  });

  it('refuses a bad file from the worker as before: every problem, nothing written', async () => {
    const { app } = appWithWorker();
    const token = await signUp(app, 'curator');
    const videos = await countRows(database, 'videos');
    const text = `${csv([youtubeIdFor(0), youtubeIdFor(1)], 'Bad')}\nnot-a-url,T,C,,craft-ideas,`;
    const res = await importCsv(app, token, text);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: string[]; problems: Array<{ row: number }> };
    expect(body.errors[0]).toMatch(/1 problem in 1 row, so nothing was imported/);
    expect(body.problems).toEqual([expect.objectContaining({ row: 3, line: 4, field: 'url' })]);
    expect(await countRows(database, 'videos')).toBe(videos);
  });

  it("answers a file of several kinds of problem as the server's own connection does: every problem at once", async () => {
    const { app } = appWithWorker();
    const inConnection = createApp({
      db: database.db,
      passwords: argon2Hasher,
      tokens: TEST_TOKENS,
      hmacSha256: nodeHmacSha256,
    });
    const token = await signUp(app, 'curator');
    const videos = await countRows(database, 'videos');
    const text = [
      HEADER,
      'https://vimeo.com/76979871,Boat,Worker Lab,,craft-ideas,',
      `${youtubeIdFor(0)},Plane,Worker Lab,,craft-ideas,`,
      `${youtubeIdFor(1)},Frog,Worker Lab,,Origami,`,
    ].join('\n');
    const inWorker = await importCsv(app, token, text);
    const onConnection = await importCsv(inConnection, token, text);
    expect(inWorker.status).toBe(400);
    const body = (await inWorker.json()) as { errors: string[]; problems: unknown[] };
    expect(body.problems).toEqual([
      expect.objectContaining({ row: 1, line: 2, field: 'url' }),
      { row: 3, line: 4, field: 'category', reason: 'there is no such category' },
    ]);
    expect(body.errors[0]).toMatch(/2 problems in 2 rows/);
    expect(onConnection.status).toBe(400);
    expect(await onConnection.json()).toEqual(body);
    expect(await countRows(database, 'videos')).toBe(videos);
  });

  it('imports a library file in the worker, and answers what it added', async () => {
    const { app } = appWithWorker();
    const token = await signUp(app, 'member');
    const known = await database.db.selectFrom('videos').select('id').limit(3).execute();
    const entries = known.map((row, i) => ({
      videoId: row.id,
      addedAt: new Date(Date.UTC(2024, 0, 3 - i)).toISOString(),
    }));
    const file = {
      format: 'craftreel-library',
      version: 1,
      exportedAt: new Date().toISOString(),
      likes: [...entries, { videoId: 'no-such-video', addedAt: '2024-01-01T00:00:00.000Z' }],
      watchLater: [],
      history: [],
      playlists: [
        { title: 'From the worker', createdAt: '2024-01-01T00:00:00.000Z', videos: entries },
      ],
    };
    const res = await app.request('/api/user/library', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(file),
    });
    const { imported } = await expectJson(res, 200, LibraryImportResponseSchema);
    expect(imported.likes).toEqual({ added: 3, duplicates: 0, unknown: 1 });
    expect(imported.playlists).toEqual([
      { title: 'From the worker', created: true, added: 3, duplicates: 0, unknown: 0 },
    ]);
    expect(imported.unknownVideoIds).toEqual(['no-such-video']);
    const likes = await app.request('/api/user/likes', { headers: { authorization: token } });
    const { likes: liked } = (await likes.json()) as { likes: Array<{ _id: string }> };
    expect(liked.map((video) => video._id)).toEqual(entries.map((entry) => entry.videoId));
  });
});

describe('the server process on a SQLite file', () => {
  it('runs a curator import in the worker (node --import tsx loads its TypeScript) and logs its lock time', async () => {
    const file = join(dir, 'server.db');
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATABASE_URL: `file:${file}`,
      RATE_LIMITS: 'off',
      THUMBNAIL_UPSTREAM: 'off',
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForApi(url, server.output);
      const email = `process-${Date.now()}@example.com`;
      const signup = await fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'correct horse battery',
          firstName: 'P',
          lastName: 'S',
        }),
      });
      expect(signup.status).toBe(201);
      const { encodedToken } = (await signup.json()) as { encodedToken: string };
      const handle = connectDatabase(`file:${file}`);
      await setRoleByEmail(handle.db, email, 'curator');
      await handle.close();
      const res = await fetch(`${url}/api/curation/videos/import`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: encodedToken },
        body: csv([youtubeIdFor(0), youtubeIdFor(1)], 'Process lantern'),
      });
      expect(await expectJson(res, 201, ImportResultSchema)).toEqual({ imported: 2 });
      // The log line is written before the answer is sent; its pipe may be read a moment later.
      const logged = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('import written in the worker'));
      await vi.waitFor(() => expect(logged()).toHaveLength(1));
      expect(JSON.parse(logged()[0] as string)).toMatchObject({
        import: 'curated',
        lockMs: expect.any(Number),
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
