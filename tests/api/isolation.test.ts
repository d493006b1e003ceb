import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import { LIST_NAMES } from '#shared/schemas/list.schema.ts';
import {
  type Playlist,
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const SECRET_TITLE = 'Alice Private Sketchbook';
/** Catalogue videos to put in lists: the seed's first few. */
const videoA = seedVideo(0).id;
const videoB = seedVideo(1).id;
const videoC = seedVideo(2).id;

/**
 * User A owns a playlist and fills every list; user B tries to read and change A's things.
 * Each attempt must look to B exactly like a missing thing, and leave A's data as it was.
 */
describe.each(DIALECTS)('cross-user isolation (%s)', (dialect) => {
  let api: TestApi;
  let alice: string;
  let bob: string;
  let alicePlaylist: Playlist;

  beforeAll(async () => {
    api = await createTestApi(dialect);
    alice = (await api.signUp()).token;
    bob = (await api.signUp()).token;
    await api.call('POST', '/api/user/playlists', {
      token: alice,
      body: { playlist: { title: SECRET_TITLE } },
    });
    const res = await api.call('POST', '/api/user/playlists', {
      token: alice,
      body: { playlist: { title: 'Alice Second' } },
    });
    const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
    const secret = playlists.find((p) => p.title === SECRET_TITLE);
    if (!secret) throw new Error('setup: no playlist');
    const added = await api.call('POST', `/api/user/playlists/${secret._id}`, {
      token: alice,
      body: { video: { _id: videoA } },
    });
    alicePlaylist = (await expectJson(added, 201, PlaylistResponseSchema)).playlist;
    for (const list of LIST_NAMES) {
      await api.call('POST', `/api/user/${list}`, {
        token: alice,
        body: { video: { _id: videoA } },
      });
    }
    // Bob has a playlist of his own, so "first playlist that isn't this id" would leak his.
    await api.call('POST', '/api/user/playlists', {
      token: bob,
      body: { playlist: { title: 'Bob Own' } },
    });
  });
  afterAll(() => api.close());

  async function expectAliceUnchanged() {
    const res = await api.call('GET', `/api/user/playlists/${alicePlaylist._id}`, {
      token: alice,
    });
    expect((await expectJson(res, 200, PlaylistResponseSchema)).playlist).toEqual(alicePlaylist);
  }

  async function expectNotFoundWithoutLeak(res: Response) {
    const text = await res.clone().text();
    expect(text).not.toContain(SECRET_TITLE);
    expect(text).not.toContain(alicePlaylist._id);
    await expectError(res, 404, ServerMessage.playlistNotFound);
  }

  it("answers 404 to B's GET of A's playlist", async () => {
    const res = await api.call('GET', `/api/user/playlists/${alicePlaylist._id}`, { token: bob });
    await expectNotFoundWithoutLeak(res);
    await expectAliceUnchanged();
  });

  it("answers 404 to B adding a video to A's playlist, and A's playlist is unchanged", async () => {
    const res = await api.call('POST', `/api/user/playlists/${alicePlaylist._id}`, {
      token: bob,
      body: { video: { _id: videoB } },
    });
    await expectNotFoundWithoutLeak(res);
    await expectAliceUnchanged();
  });

  it("answers 404 to B removing a video from A's playlist, and A's playlist is unchanged", async () => {
    const res = await api.call('DELETE', `/api/user/playlists/${alicePlaylist._id}/${videoA}`, {
      token: bob,
    });
    await expectNotFoundWithoutLeak(res);
    await expectAliceUnchanged();
  });

  it("answers 404 to B deleting A's playlist, and A's playlist survives", async () => {
    const res = await api.call('DELETE', `/api/user/playlists/${alicePlaylist._id}`, {
      token: bob,
    });
    await expectNotFoundWithoutLeak(res);
    await expectAliceUnchanged();
  });

  it("never shows A's playlists in B's list", async () => {
    const res = await api.call('GET', '/api/user/playlists', { token: bob });
    const text = await res.clone().text();
    expect(text).not.toContain(SECRET_TITLE);
    const { playlists } = await expectJson(res, 200, PlaylistsResponseSchema);
    expect(playlists.map((p) => p.title)).toEqual(['Bob Own']);
  });

  it.each(LIST_NAMES)("never shows A's %s to B", async (list) => {
    const res = await api.call('GET', `/api/user/${list}`, { token: bob });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ [list]: [] });
  });

  it.each(LIST_NAMES)("answers 404 to B removing a video only in A's %s", async (list) => {
    const res = await api.call('DELETE', `/api/user/${list}/${videoA}`, { token: bob });
    await expectError(res, 404, /^The video is not in your/);
    const mine = await api.call('GET', `/api/user/${list}`, { token: alice });
    const body = (await mine.json()) as Record<string, Array<{ _id: string }>>;
    expect(body[list]?.map((v) => v._id)).toEqual([videoA]);
  });

  it("lets another user add a video A already has, without touching A's list", async () => {
    const { token: carol } = await api.signUp();
    const res = await api.call('POST', '/api/user/likes', {
      token: carol,
      body: { video: { _id: videoA } },
    });
    expect(res.status).toBe(201);
    await api.call('POST', '/api/user/likes', { token: carol, body: { video: { _id: videoC } } });
    const mine = await api.call('GET', '/api/user/likes', { token: alice });
    const body = (await mine.json()) as { likes: Array<{ _id: string }> };
    expect(body.likes.map((v) => v._id)).toEqual([videoA]);
  });

  it("leaves A's history alone when B clears his", async () => {
    const res = await api.call('DELETE', '/api/user/history/all', { token: bob });
    expect(res.status).toBe(200);
    const mine = await api.call('GET', '/api/user/history', { token: alice });
    const body = (await mine.json()) as { history: Array<{ _id: string }> };
    expect(body.history.map((v) => v._id)).toEqual([videoA]);
  });
});
