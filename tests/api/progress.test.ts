import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '#server/db/factories.ts';
import { ServerMessage } from '#shared/messages.ts';
import { HistoryPageSchema } from '#shared/schemas/list.schema.ts';
import { LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import {
  PROGRESS_BATCH_MAX,
  PROGRESS_SECONDS_MAX,
  ProgressListResponseSchema,
  ProgressResponseSchema,
  SettingsResponseSchema,
} from '#shared/schemas/progress.schema.ts';
import {
  BAD_TOKEN_KINDS,
  badTokensFor,
  expectError,
  expectJson,
} from '../support/api-assertions.ts';
import { seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const videoA = seedVideo(0).id;
const videoB = seedVideo(1).id;
const videoC = seedVideo(2).id;

describe.each(DIALECTS)('watch progress (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const put = (token: string, videoId: string, body: unknown) =>
    api.call('PUT', `/api/user/progress/${encodeURIComponent(videoId)}`, { token, body });
  const getOne = (token: string, videoId: string) =>
    api.call('GET', `/api/user/progress/${encodeURIComponent(videoId)}`, { token });
  const lookup = (token: string, videoIds: unknown) =>
    api.call('POST', '/api/user/progress', { token, body: { videoIds } });
  const history = async (token: string, query = '') =>
    expectJson(
      await api.call('GET', `/api/user/history${query}`, { token }),
      200,
      HistoryPageSchema,
    );

  it('keeps a position and answers it for one video, null for another', async () => {
    const { token } = await api.signUp();
    const saved = await expectJson(
      await put(token, videoA, { seconds: 42, duration: 600 }),
      200,
      ProgressResponseSchema,
    );
    expect(saved.progress).toEqual({
      videoId: videoA,
      seconds: 42,
      duration: 600,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const one = await expectJson(await getOne(token, videoA), 200, ProgressResponseSchema);
    expect(one.progress).toEqual(saved.progress);
    const none = await expectJson(await getOne(token, videoB), 200, ProgressResponseSchema);
    expect(none.progress).toBeNull();
  });

  it('replaces the position on a later report', async () => {
    const { token } = await api.signUp();
    await put(token, videoA, { seconds: 10, duration: 600 });
    await put(token, videoA, { seconds: 300, duration: 600 });
    const one = await expectJson(await getOne(token, videoA), 200, ProgressResponseSchema);
    expect(one.progress).toMatchObject({ seconds: 300, duration: 600 });
  });

  it('answers many videos in one read, only those watched', async () => {
    const { token } = await api.signUp();
    await put(token, videoA, { seconds: 5, duration: 100 });
    await put(token, videoC, { seconds: 100, duration: 100 });
    const { progress } = await expectJson(
      await lookup(token, [videoA, videoB, videoC, 'no-such-video']),
      200,
      ProgressListResponseSchema,
    );
    const byId = Object.fromEntries(progress.map((p) => [p.videoId, [p.seconds, p.duration]]));
    expect(byId).toEqual({ [videoA]: [5, 100], [videoC]: [100, 100] });
  });

  it("keeps each user's positions apart", async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    await put(first.token, videoA, { seconds: 7, duration: 70 });
    const other = await expectJson(await getOne(second.token, videoA), 200, ProgressResponseSchema);
    expect(other.progress).toBeNull();
  });

  it.each([
    ['seconds past duration', { seconds: 61, duration: 60 }],
    ['negative seconds', { seconds: -1, duration: 60 }],
    ['a fraction', { seconds: 1.5, duration: 60 }],
    ['no duration', { seconds: 1 }],
    ['a zero duration', { seconds: 0, duration: 0 }],
    ['text', { seconds: '12', duration: 60 }],
    ['a duration past the bound', { seconds: 1, duration: PROGRESS_SECONDS_MAX + 1 }],
    ['no body fields', {}],
  ])('answers 400 to %s', async (_label, body) => {
    const { token } = await api.signUp();
    await expectError(await put(token, videoA, body), 400);
  });

  it('answers 404 for a video that does not exist, and keeps nothing', async () => {
    const { token } = await api.signUp();
    await expectError(
      await put(token, 'no-such-video', { seconds: 1, duration: 10 }),
      404,
      ServerMessage.videoNotFound,
    );
    expect((await history(token)).history).toEqual([]);
  });

  it.each([
    ['no ids', []],
    ['too many ids', Array.from({ length: PROGRESS_BATCH_MAX + 1 }, (_, i) => `v${i}`)],
    ['an empty id', ['']],
    ['a number', [42]],
    ['no list', 'abc'],
  ])('answers 400 to a batched read with %s', async (_label, videoIds) => {
    const { token } = await api.signUp();
    await expectError(await lookup(token, videoIds), 400);
  });

  it('answers 401 without a good token, on every progress and settings route', async () => {
    const user = await api.signUp();
    const bad = await badTokensFor(api, user);
    for (const kind of BAD_TOKEN_KINDS) {
      const token = bad[kind];
      await expectError(await put(token, videoA, { seconds: 1, duration: 10 }), 401);
      await expectError(await getOne(token, videoA), 401);
      await expectError(await lookup(token, [videoA]), 401);
      await expectError(await api.call('GET', '/api/user/settings', { token }), 401);
      await expectError(
        await api.call('PATCH', '/api/user/settings', { token, body: { historyPaused: true } }),
        401,
      );
    }
    await expectError(await api.call('GET', `/api/user/progress/${videoA}`), 401);
  });

  it("deletes a user's positions and settings with the account", async () => {
    const { token, userId } = await api.signUp({ password: 'a long password 1' });
    await put(token, videoA, { seconds: 3, duration: 30 });
    await api.call('PATCH', '/api/user/settings', { token, body: { historyPaused: true } });
    const res = await api.call('DELETE', '/api/auth/account', {
      token,
      body: { password: 'a long password 1' },
    });
    expect(res.status).toBe(200);
    const { db } = api.database;
    const left = await Promise.all([
      db.selectFrom('watch_progress').select('user_id').where('user_id', '=', userId).execute(),
      db.selectFrom('user_settings').select('user_id').where('user_id', '=', userId).execute(),
    ]);
    expect(left).toEqual([[], []]);
  });

  it('answers 401 to a signed-out token', async () => {
    const { token } = await api.signUp();
    await api.call('POST', '/api/auth/logout', { token });
    await expectError(await put(token, videoA, { seconds: 1, duration: 10 }), 401);
  });
});

describe.each(DIALECTS)('history: re-watch, times, pause and search (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const put = (token: string, videoId: string, seconds = 1) =>
    api.call('PUT', `/api/user/progress/${videoId}`, { token, body: { seconds, duration: 100 } });
  const add = (token: string, videoId: string) =>
    api.call('POST', '/api/user/history', { token, body: { video: { _id: videoId } } });
  const rewatch = (token: string, videoId: string) =>
    api.call('PUT', `/api/user/history/${videoId}`, { token });
  const history = async (token: string, query = '') => {
    const path = `/api/user/history${query || '?'}${query ? '&' : ''}include=watchedAt`;
    return expectJson(await api.call('GET', path, { token }), 200, HistoryPageSchema);
  };
  const ids = async (token: string, query = '') =>
    (await history(token, query)).history.map((video) => video._id);
  const setPaused = (token: string, historyPaused: boolean) =>
    api.call('PATCH', '/api/user/settings', { token, body: { historyPaused } });

  it('records a watch reported through progress, with the time it was watched', async () => {
    const { token } = await api.signUp();
    const before = new Date().toISOString();
    await put(token, videoA);
    const answer = await history(token);
    expect(answer.history.map((v) => v._id)).toEqual([videoA]);
    const watchedAt = answer.watchedAt?.[videoA] ?? '';
    expect(watchedAt >= before).toBe(true);
    expect(watchedAt <= new Date().toISOString()).toBe(true);
  });

  it('moves a re-watched video to the top with the new time', async () => {
    const { token } = await api.signUp();
    await expectJson(await add(token, videoA), 201, HistoryPageSchema);
    await add(token, videoB);
    await add(token, videoC);
    const first = (await history(token)).watchedAt?.[videoA] ?? '';
    expect(await ids(token)).toEqual([videoC, videoB, videoA]);

    await put(token, videoA, 30);
    const after = await history(token);
    expect(after.history.map((v) => v._id)).toEqual([videoA, videoC, videoB]);
    expect((after.watchedAt?.[videoA] ?? '') >= first).toBe(true);
    expect(after.watchedAt?.[videoA]).not.toBe(first);

    // The record-a-watch route does the same, and answers the history's first page.
    const answer = await expectJson(await rewatch(token, videoB), 200, HistoryPageSchema);
    expect(answer.history.map((v) => v._id)).toEqual([videoB, videoA, videoC]);
    expect(answer).toMatchObject({ nextCursor: null, total: 3 });
  });

  it("answers a watch's record with the history's first page only, and the way on", async () => {
    const { token } = await api.signUp();
    const many = await api.database.db
      .selectFrom('videos')
      .select('id')
      .orderBy('id')
      .limit(LIST_PAGE_SIZE + 2)
      .execute();
    for (const { id } of many) await add(token, id);
    if (many.length <= LIST_PAGE_SIZE) {
      for (let i = many.length; i <= LIST_PAGE_SIZE; i += 1) {
        const video = makeTestVideo(seedCategory(0).id);
        await api.database.db.insertInto('videos').values(video).execute();
        await add(token, video.id);
      }
    }
    const answer = await expectJson(await rewatch(token, videoA), 200, HistoryPageSchema);
    expect(answer.history).toHaveLength(LIST_PAGE_SIZE);
    expect(answer.history[0]?._id).toBe(videoA);
    expect(answer.nextCursor).toEqual(expect.any(String));
    const rest = await expectJson(
      await api.call(
        'GET',
        `/api/user/history?cursor=${encodeURIComponent(answer.nextCursor ?? '')}`,
        {
          token,
        },
      ),
      200,
      HistoryPageSchema,
    );
    expect(answer.history.length + rest.history.length).toBe(answer.total);
  });

  it("keeps the spec's shape unless the times are asked for", async () => {
    const { token } = await api.signUp();
    await add(token, videoA);
    const plain = await expectJson(
      await api.call('GET', '/api/user/history', { token }),
      200,
      HistoryPageSchema,
    );
    expect(Object.keys(plain)).toEqual(['history']);
    await expectError(
      await api.call('GET', '/api/user/history?include=everything', { token }),
      400,
    );
  });

  it('keeps POST 409 for a video already in history (the spec)', async () => {
    const { token } = await api.signUp();
    await add(token, videoA);
    await expectError(await add(token, videoA), 409, ServerMessage.alreadyInHistory);
  });

  it('answers 404 to recording a watch of a video that does not exist', async () => {
    const { token } = await api.signUp();
    await expectError(await rewatch(token, 'no-such-video'), 404, ServerMessage.videoNotFound);
  });

  it('records nothing while history is paused, and records again once resumed', async () => {
    const { token } = await api.signUp();
    const initial = await expectJson(
      await api.call('GET', '/api/user/settings', { token }),
      200,
      SettingsResponseSchema,
    );
    expect(initial.settings).toEqual({ historyPaused: false });
    await add(token, videoA);

    const paused = await expectJson(await setPaused(token, true), 200, SettingsResponseSchema);
    expect(paused.settings).toEqual({ historyPaused: true });
    const read = await expectJson(
      await api.call('GET', '/api/user/settings', { token }),
      200,
      SettingsResponseSchema,
    );
    expect(read.settings.historyPaused).toBe(true);

    // Neither adding, nor recording a watch, nor progress changes history; progress is kept.
    const added = await expectJson(await add(token, videoB), 200, HistoryPageSchema);
    expect(added.history.map((v) => v._id)).toEqual([videoA]);
    await expectJson(await rewatch(token, videoC), 200, HistoryPageSchema);
    await expectJson(await put(token, videoC, 12), 200, ProgressResponseSchema);
    await put(token, videoA, 50);
    expect(await ids(token)).toEqual([videoA]);
    const kept = await expectJson(
      await api.call('GET', `/api/user/progress/${videoC}`, { token }),
      200,
      ProgressResponseSchema,
    );
    expect(kept.progress?.seconds).toBe(12);

    await expectJson(await setPaused(token, false), 200, SettingsResponseSchema);
    await put(token, videoC, 13);
    await expectJson(await add(token, videoB), 201, HistoryPageSchema);
    expect(await ids(token)).toEqual([videoB, videoC, videoA]);
  });

  it("one user's pause does not pause another's history", async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    await setPaused(first.token, true);
    await put(second.token, videoA);
    expect(await ids(second.token)).toEqual([videoA]);
  });

  it.each([
    ['no body field', {}],
    ['text', { historyPaused: 'yes' }],
  ])('answers 400 to settings with %s', async (_label, body) => {
    const { token } = await api.signUp();
    await expectError(await api.call('PATCH', '/api/user/settings', { token, body }), 400);
  });

  it('finds history videos by title or creator, ignoring case, paged', async () => {
    const { token } = await api.signUp();
    const videos = [seedVideo(0), seedVideo(1), seedVideo(2), seedVideo(3)];
    for (const video of videos) await add(token, video.id);
    const target = seedVideo(2);
    const word = target.title.split(/\s+/).find((w) => w.length >= 4) ?? target.title;
    const expected = videos
      .filter(
        (v) =>
          v.title.toLowerCase().includes(word.toLowerCase()) ||
          v.creator.toLowerCase().includes(word.toLowerCase()),
      )
      .map((v) => v.id)
      .reverse();
    const found = await history(token, `?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.history.map((v) => v._id)).toEqual(expected);
    expect(Object.keys(found.watchedAt ?? {}).sort()).toEqual([...expected].sort());

    const byCreator = await ids(token, `?q=${encodeURIComponent(seedVideo(3).creator)}`);
    expect(byCreator).toContain(seedVideo(3).id);

    expect(await ids(token, '?q=zzzz-nothing-like-it')).toEqual([]);
    // % and _ are text, not wildcards.
    expect(await ids(token, '?q=%25')).toEqual([]);
    expect(await ids(token, '?q=')).toHaveLength(4);

    // Paged: one at a time, the cursor leads through the matches only.
    const all = await ids(token, '?q=a');
    const pages: string[] = [];
    let cursor: string | null | undefined;
    do {
      const query = `?q=a&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await history(token, query);
      expect(page.total).toBe(all.length);
      pages.push(...page.history.map((v) => v._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all);
  });

  it('finds a title with letters past ASCII as written, and its ASCII words in any case', async () => {
    const { token } = await api.signUp();
    const video = makeTestVideo(seedCategory(0).id, {
      title: 'ÉCOLE Über Paper Lanterns',
      creator: 'Atelier Zoë',
    });
    await api.database.db.insertInto('videos').values(video).execute();
    await add(token, video.id);
    await add(token, seedVideo(0).id);
    for (const q of ['ÉCOLE', 'Über', 'zoë', 'PAPER lanterns']) {
      expect(await ids(token, `?q=${encodeURIComponent(q)}`), q).toEqual([video.id]);
    }
  });

  it('answers 400 to a search past its bound', async () => {
    const { token } = await api.signUp();
    await expectError(
      await api.call('GET', `/api/user/history?q=${'a'.repeat(101)}`, { token }),
      400,
    );
  });
});
