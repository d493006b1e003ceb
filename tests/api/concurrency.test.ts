import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/**
 * Many clients adding to and removing from the same lists at once. Whatever the interleaving,
 * the outcome must be one a serial replay could give: for each video, the successful adds and
 * removes alternate (absent, present, absent, …), so adds minus removes is 0 or 1 and equals
 * whether the video ends in the list. And no answer is a 5xx.
 */
const VIDEOS = [0, 1, 2, 3, 4].map((i) => seedVideo(i).id);
const OPERATIONS = 120;

describe.each(DIALECTS)('concurrent list writes (%s)', (dialect) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    ({ token } = await api.signUp());
  });
  afterAll(() => api.close());

  async function race(
    add: (videoId: string) => Promise<Response>,
    remove: (videoId: string) => Promise<Response>,
  ): Promise<Map<string, number>> {
    const balance = new Map(VIDEOS.map((id) => [id, 0]));
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: OPERATIONS }, async (_, i) => {
        const videoId = VIDEOS[i % VIDEOS.length] ?? '';
        const adding = (i * 7919) % 3 !== 0;
        const res = await (adding ? add(videoId) : remove(videoId));
        statuses.push(res.status);
        if (adding && res.status === 201) balance.set(videoId, (balance.get(videoId) ?? 0) + 1);
        if (!adding && res.status === 200) balance.set(videoId, (balance.get(videoId) ?? 0) - 1);
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    for (const status of statuses) expect([200, 201, 404, 409]).toContain(status);
    return balance;
  }

  it('keeps a liked list equal to a serial replay of the writes that succeeded', async () => {
    const balance = await race(
      (videoId) =>
        api.call('POST', '/api/user/likes', { token, body: { video: { _id: videoId } } }),
      (videoId) => api.call('DELETE', `/api/user/likes/${videoId}`, { token }),
    );
    const res = await api.call('GET', '/api/user/likes', { token });
    const liked = new Set(
      ((await res.json()) as { likes: { _id: string }[] }).likes.map((v) => v._id),
    );
    for (const videoId of VIDEOS) {
      expect([0, 1]).toContain(balance.get(videoId));
      expect(liked.has(videoId) ? 1 : 0, videoId).toBe(balance.get(videoId));
    }
  });

  it('keeps a playlist equal to a serial replay of the writes that succeeded', async () => {
    const created = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'Raced' } },
    });
    const playlistId =
      (await expectJson(created, 201, PlaylistsResponseSchema)).playlists[0]?._id ?? '';
    const balance = await race(
      (videoId) =>
        api.call('POST', `/api/user/playlists/${playlistId}`, {
          token,
          body: { video: { _id: videoId } },
        }),
      (videoId) => api.call('DELETE', `/api/user/playlists/${playlistId}/${videoId}`, { token }),
    );
    const res = await api.call('GET', `/api/user/playlists/${playlistId}`, { token });
    const { playlist } = (await res.json()) as { playlist: { videos: { _id: string }[] } };
    const held = new Set(playlist.videos.map((v) => v._id));
    for (const videoId of VIDEOS) {
      expect([0, 1]).toContain(balance.get(videoId));
      expect(held.has(videoId) ? 1 : 0, videoId).toBe(balance.get(videoId));
    }
  });
});
