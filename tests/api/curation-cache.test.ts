import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { LikesResponseSchema } from '#shared/schemas/list.schema.ts';
import { VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { createTestApi, TEST_TOKENS, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

type App = ReturnType<typeof createApp>;

/**
 * Curators' changes reach everything downstream (docs/decisions/0010): a curator's change, made through one app process,
 * shows at once through another on the same database (each with caches of its own): the cached
 * catalogue pages and their ETags change, search finds the new title, lists mark a retirement.
 */
describe.each(DIALECTS)('curators: changes reach every app process (%s)', (dialect) => {
  let api: TestApi;
  /** A second app over the same database: another process, with caches of its own. */
  let other: App;
  let curator: { token: string };
  beforeAll(async () => {
    api = await createTestApi(dialect);
    other = createApp({ db: api.database.db, passwords: argon2Hasher, tokens: TEST_TOKENS });
    curator = await signUpCurator(api);
  });
  afterAll(() => api.close());

  const URLS = ['/api/videos', '/api/videos?category=craft-ideas&limit=5'];

  async function answers(urls: readonly string[]) {
    const all = [];
    for (const app of [api.app, other]) {
      for (const url of urls) {
        const res = await app.request(url);
        all.push({ etag: res.headers.get('etag'), text: await res.text(), status: res.status });
      }
    }
    return all;
  }

  async function searchIn(app: App, text: string) {
    const res = await app.request(`/api/videos?search=${encodeURIComponent(text)}`);
    return (await expectJson(res, 200, VideosPageSchema)).videos.map((v) => v._id);
  }

  it('an added, edited and retired video shows at once through both apps', async () => {
    const before = await answers(URLS);
    const added = await expectJson(
      await api.call('POST', '/api/curation/videos', {
        token: curator.token,
        body: newVideoBody({ title: 'Woven reed coaster', materials: [{ name: 'Reed cane' }] }),
      }),
      201,
      VideoResponseSchema,
    );
    const id = added.video._id;
    const afterAdd = await answers(URLS);
    afterAdd.forEach((now, i) => {
      expect(now.etag, URLS[i % URLS.length]).not.toBe(before[i]?.etag);
      expect(now.text).not.toBe(before[i]?.text);
    });
    for (const app of [api.app, other]) expect(await searchIn(app, 'woven reed')).toEqual([id]);

    // A member likes it through the other app, so its JSON is cached there.
    const member = await api.signUp();
    await other.request('/api/user/likes', {
      method: 'POST',
      headers: { authorization: member.token, 'content-type': 'application/json' },
      body: JSON.stringify({ video: { _id: id } }),
    });
    const likesIn = async (app: App) =>
      (
        await expectJson(
          await app.request('/api/user/likes', { headers: { authorization: member.token } }),
          200,
          LikesResponseSchema,
        )
      ).likes.find((v) => v._id === id);
    expect((await likesIn(other))?.title).toBe('Woven reed coaster');

    // Edited through the other app.
    const edited = await other.request(`/api/curation/videos/${id}`, {
      method: 'PATCH',
      headers: { authorization: curator.token, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Woven willow coaster' }),
    });
    expect(edited.status).toBe(200);
    const afterEdit = await answers(URLS);
    for (const app of [api.app, other]) {
      expect(await searchIn(app, 'willow coaster')).toEqual([id]);
      expect(await searchIn(app, 'woven reed')).toEqual([]);
      expect((await likesIn(app))?.title).toBe('Woven willow coaster');
    }
    expect(afterEdit.every((a) => a.text.includes('Woven willow coaster'))).toBe(true);

    // Retired through the first app.
    await api.call('POST', `/api/curation/videos/${id}/retire`, { token: curator.token });
    const afterRetire = await answers(URLS);
    afterRetire.forEach((now, i) => {
      expect(now.etag).not.toBe(afterAdd[i]?.etag);
      expect(now.text).not.toContain(id);
    });
    for (const app of [api.app, other]) {
      expect(await searchIn(app, 'willow coaster')).toEqual([]);
      expect(await likesIn(app)).toMatchObject({ _id: id, retired: true });
      expect((await app.request(`/api/video/${id}`)).status).toBe(404);
    }
  });
});
