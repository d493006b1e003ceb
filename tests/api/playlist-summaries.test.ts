import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { makeTestVideo } from '#server/db/factories.ts';
import { newId, nowIso } from '#server/db/ids.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  type PlaylistSummariesPage,
  PlaylistSummariesResponseSchema,
  PlaylistSummarySchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const PATH = '/api/user/playlist-summaries';
const videoA = seedVideo(0).id;
const videoB = seedVideo(1).id;

describe.each(DIALECTS)('the playlists’ summaries (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  /** Creates the playlists in this order (so the last is the newest) and answers their ids. */
  async function createPlaylists(token: string, titles: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const title of titles) {
      const res = await api.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title } },
      });
      const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
      const created = playlists[0];
      if (!created) throw new Error('no playlist in the answer');
      ids.push(created._id);
    }
    return ids;
  }

  async function addVideo(token: string, playlistId: string, videoId: string) {
    const res = await api.call('POST', `/api/user/playlists/${playlistId}`, {
      token,
      body: { video: { _id: videoId } },
    });
    expect(res.status).toBe(201);
  }

  async function readPage(token: string, query = ''): Promise<PlaylistSummariesPage> {
    const res = await api.call('GET', `${PATH}${query}`, { token });
    // Strict: each summary carries its fields and nothing else.
    const strict = z.strictObject({
      ...PlaylistSummariesResponseSchema.shape,
      playlists: z.array(z.strictObject(PlaylistSummarySchema.shape)),
    });
    return expectJson(res, 200, strict);
  }

  it('answers each playlist, newest first, with its count and first video (by position)', async () => {
    const { token } = await api.signUp();
    const [paper, empty] = await createPlaylists(token, ['Paper', 'Empty']);
    if (!paper || !empty) throw new Error('playlists not made');
    await addVideo(token, paper, videoA);
    await addVideo(token, paper, videoB);
    const page = await readPage(token);
    const { video: first } = await expectJson(
      await api.call('GET', `/api/video/${videoA}`),
      200,
      VideoResponseSchema,
    );
    expect(page).toEqual({
      playlists: [
        { _id: empty, title: 'Empty', videoCount: 0, firstVideo: null },
        { _id: paper, title: 'Paper', videoCount: 2, firstVideo: first },
      ],
      nextCursor: null,
      total: 2,
    });
  });

  it('says whether each playlist holds the video asked about', async () => {
    const { token } = await api.signUp();
    const [withA, withoutA] = await createPlaylists(token, ['With A', 'Without A']);
    if (!withA || !withoutA) throw new Error('playlists not made');
    await addVideo(token, withA, videoA);
    await addVideo(token, withoutA, videoB);
    const page = await readPage(token, `?videoId=${videoA}`);
    expect(page.playlists.map((p) => [p.title, p.holdsVideo])).toEqual([
      ['Without A', false],
      ['With A', true],
    ]);
  });

  it('counts and finds a video past the 1,000 videos a playlist answer carries', async () => {
    const { token } = await api.signUp();
    const [big] = await createPlaylists(token, ['Big']);
    if (!big) throw new Error('playlist not made');
    const rows = Array.from({ length: 1002 }, () => makeTestVideo(seedCategory(0).id));
    for (let i = 0; i < rows.length; i += 200) {
      await api.database.db
        .insertInto('videos')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    // The last entry is one a whole-playlist answer (its first 1,000) leaves out.
    const last = rows.at(-1);
    if (!last) throw new Error('no videos made');
    const entries = rows.map((row, position) => ({
      id: newId(),
      playlist_id: big,
      video_id: row.id,
      created_at: nowIso(),
      position,
    }));
    for (let i = 0; i < entries.length; i += 200) {
      await api.database.db
        .insertInto('playlist_videos')
        .values(entries.slice(i, i + 200))
        .execute();
    }
    const page = await readPage(token, `?videoId=${last.id}`);
    expect(page.playlists).toHaveLength(1);
    expect(page.playlists[0]).toMatchObject({ videoCount: 1002, holdsVideo: true });
    // The first by position, not the newest.
    expect(page.playlists[0]?.firstVideo?._id).toBe(rows[0]?.id);
  });

  it('pages with limit and nextCursor, never repeating or skipping a playlist', async () => {
    const { token } = await api.signUp();
    const made = await createPlaylists(token, ['One', 'Two', 'Three', 'Four', 'Five']);
    const seen: string[] = [];
    let query = '?limit=2';
    const totals: number[] = [];
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await readPage(token, query);
      seen.push(...page.playlists.map((p) => p._id));
      totals.push(page.total);
      if (page.nextCursor === null) break;
      query = `?limit=2&cursor=${encodeURIComponent(page.nextCursor)}&videoId=${videoA}`;
    }
    expect(seen).toEqual([...made].reverse());
    expect(totals).toEqual([5, 5, 5]);
  });

  it('shows only the caller’s playlists', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    await createPlaylists(owner.token, ['Mine']);
    const page = await readPage(other.token, `?videoId=${videoA}`);
    expect(page).toEqual({ playlists: [], nextCursor: null, total: 0 });
  });

  it('refuses a cursor of another list, a bad limit and an empty videoId with 400', async () => {
    const { token } = await api.signUp();
    await createPlaylists(token, ['A', 'B']);
    const playlists = await expectJson(
      await api.call('GET', '/api/user/playlists?limit=1', { token }),
      200,
      PlaylistsResponseSchema,
    );
    const foreignCursor = playlists.nextCursor;
    if (!foreignCursor) throw new Error('no cursor');
    for (const query of [
      `?cursor=${encodeURIComponent(foreignCursor)}`,
      '?limit=0',
      '?limit=1001',
      '?videoId=',
      `?videoId=${'x'.repeat(201)}`,
    ]) {
      const res = await api.call('GET', `${PATH}${query}`, { token });
      expect(res.status, query).toBe(400);
    }
  });

  it('answers 401 without a token', async () => {
    await expectError(await api.call('GET', PATH), 401, ServerMessage.invalidToken);
  });
});
