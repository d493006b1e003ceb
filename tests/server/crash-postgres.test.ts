import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import { makeTestVideo } from '#server/db/factories.ts';
import { newId, nowIso } from '#server/db/ids.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { freePort, start, waitForApi } from '../support/server-process.ts';
import { TEST_POSTGRES_URL } from '../support/test-database.ts';

// Durability on PostgreSQL (README.md, "Operations"): a server process killed with SIGKILL in the middle of a
// multi-row change leaves it whole or not at all. Each round gives a user thousands of rows,
// asks the server to delete the account (or to change the password, which ends the other
// sessions) and kills the process at a random moment of that request; the database then holds
// either everything of the user as it was, or nothing of it.

const ROUNDS = 8;
const PASSWORD = 'crash test password';
/** Catalogue videos made for the lists: enough rows that a deletion takes a while. */
const VIDEOS = 1500;
const PLAYLISTS = 60;
const PER_PLAYLIST = 40;

const schema = `crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const APP_NAME = schema;
const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });

/**
 * Waits until one of the server's connections holds a transaction that has written (it has a
 * transaction id); true then, false when the request ended first or 5 s passed.
 */
async function transactionOpen(request: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void request.finally(() => {
    settled = true;
  });
  const until = Date.now() + 5000;
  while (!settled && Date.now() < until) {
    const { rows } = await admin.query<{ open: string }>(
      `select count(*) as open from pg_stat_activity
        where application_name = $1 and backend_xid is not null`,
      [APP_NAME],
    );
    if (Number(rows[0]?.open) > 0) return true;
  }
  return false;
}
let database: DatabaseHandle;
let databaseUrl: string;
let videoIds: string[] = [];

/** What the database holds of one user: their row, lists, playlists, their videos, sessions. */
async function holdings(userId: string) {
  const { rows } = await sql<{
    users: string;
    entries: string;
    playlists: string;
    playlist_videos: string;
    sessions: string;
    password_hash: string | null;
  }>`
    select
      (select count(*) from users where id = ${userId}) as users,
      (select count(*) from list_entries where user_id = ${userId}) as entries,
      (select count(*) from playlists where user_id = ${userId}) as playlists,
      (select count(*) from playlist_videos where playlist_id in
        (select id from playlists where user_id = ${userId})) as playlist_videos,
      (select count(*) from sessions where user_id = ${userId}) as sessions,
      (select password_hash from users where id = ${userId}) as password_hash`.execute(database.db);
  const row = rows[0];
  if (!row) throw new Error('no answer');
  return {
    users: Number(row.users),
    entries: Number(row.entries),
    playlists: Number(row.playlists),
    playlistVideos: Number(row.playlist_videos),
    sessions: Number(row.sessions),
    passwordHash: row.password_hash,
  };
}

async function post(url: string, path: string, body: unknown, token?: string, method = 'POST') {
  return fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

/** A new user with many rows: likes and watch later of every video made, and full playlists. */
async function userWithRows(url: string, round: number) {
  const email = `crash-${round}-${Date.now()}@example.com`;
  const signup = await post(url, '/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: 'Cr',
    lastName: 'Ash',
  });
  expect(signup.status).toBe(201);
  const { encodedToken: token, createdUser } = (await signup.json()) as {
    encodedToken: string;
    createdUser: { _id: string };
  };
  const userId = createdUser._id;
  // More sessions: what a password change ends.
  for (let i = 0; i < 4; i++) {
    expect((await post(url, '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  }
  const entries = (['likes', 'watchlater'] as const).flatMap((list) =>
    videoIds.map((videoId) => ({
      id: newId(),
      user_id: userId,
      list,
      video_id: videoId,
      created_at: nowIso(),
    })),
  );
  for (let i = 0; i < entries.length; i += 500) {
    await database.db
      .insertInto('list_entries')
      .values(entries.slice(i, i + 500))
      .execute();
  }
  for (let p = 0; p < PLAYLISTS; p++) {
    const playlistId = newId();
    const title = `Crash ${p}`;
    await database.db
      .insertInto('playlists')
      .values({
        id: playlistId,
        user_id: userId,
        title,
        title_key: title.toLowerCase(),
        description: '',
        created_at: nowIso(),
      })
      .execute();
    await database.db
      .insertInto('playlist_videos')
      .values(
        videoIds.slice(p * 10, p * 10 + PER_PLAYLIST).map((videoId, position) => ({
          id: newId(),
          playlist_id: playlistId,
          video_id: videoId,
          created_at: nowIso(),
          position,
        })),
      )
      .execute();
  }
  return { token, userId };
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
  database = connectDatabase(TEST_POSTGRES_URL, { searchPath: schema, maxConnections: 2 });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await admin.query(`drop schema "${schema}" cascade`);
  await admin.end();
});

describe('a crash in the middle of a multi-row change (PostgreSQL)', () => {
  it(`leaves it whole or not at all, through ${ROUNDS} SIGKILLs at random moments`, async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'c'.repeat(40),
      RATE_LIMITS: 'off',
      // Names the server's connections, so this test finds its open transaction.
      PGAPPNAME: APP_NAME,
    };
    const outcomes: string[] = [];
    let killedMidTransaction = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = start({ ...env, PORT: String(port) });
      await waitForApi(url, server.output);
      if (videoIds.length === 0) {
        const category = await database.db
          .selectFrom('categories')
          .select('id')
          .executeTakeFirstOrThrow();
        const rows = Array.from({ length: VIDEOS }, () => makeTestVideo(category.id));
        for (let i = 0; i < rows.length; i += 500) {
          await database.db
            .insertInto('videos')
            .values(rows.slice(i, i + 500))
            .execute();
        }
        videoIds = rows.map((row) => row.id);
      }
      const { token, userId } = await userWithRows(url, round);
      const before = await holdings(userId);
      expect(before).toMatchObject({
        users: 1,
        entries: 2 * VIDEOS,
        playlists: PLAYLISTS,
        sessions: 5,
      });

      // Half the rounds delete the account, half change the password.
      const deleting = round % 2 === 0;
      const request = deleting
        ? post(url, '/api/auth/account', { password: PASSWORD }, token, 'DELETE')
        : post(
            url,
            '/api/auth/password',
            { currentPassword: PASSWORD, newPassword: `new ${PASSWORD}` },
            token,
          );
      const answered = request.then(
        (res) => res.status,
        () => 'cut off',
      );
      // Odd rounds kill at a random moment of the request; the others the moment the server's
      // transaction has written (PostgreSQL gave it a transaction id), before it commits.
      const moment = round % 4 < 2 ? 'random' : 'mid-transaction';
      const caught =
        moment === 'random'
          ? await new Promise((resolve) => setTimeout(() => resolve(false), Math.random() * 400))
          : await transactionOpen(answered);
      server.child.kill('SIGKILL');
      await server.exited;
      const status = await answered;
      // The dead process's connection is gone; PostgreSQL rolls back what it left open.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await holdings(userId);

      if (deleting) {
        const gone = { users: 0, entries: 0, playlists: 0, playlistVideos: 0, sessions: 0 };
        if (after.users === 0) expect(after).toMatchObject(gone);
        else expect(after).toEqual(before);
        if (status === 200) expect(after.users).toBe(0);
        outcomes.push(`delete ${after.users === 0 ? 'done' : 'not done'} (${moment}, ${status})`);
        if (caught) killedMidTransaction += 1;
      } else {
        const changed = after.passwordHash !== before.passwordHash;
        const { sessions: _s, passwordHash: _h, ...rest } = before;
        expect(after).toMatchObject(rest);
        if (changed) expect(after.sessions).toBe(1);
        else expect(after.sessions).toBe(before.sessions);
        if (status === 200) expect(changed).toBe(true);
        outcomes.push(`password ${changed ? 'changed' : 'not changed'} (${moment}, ${status})`);
        if (caught) killedMidTransaction += 1;
      }
    }
    console.info(`crash rounds: ${outcomes.join('; ')}`);
    // The test did meet open transactions (else it showed nothing about them).
    expect(killedMidTransaction).toBeGreaterThan(0);
  }, 180_000);
});
