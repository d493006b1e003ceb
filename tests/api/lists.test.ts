import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ServerMessage } from '#shared/messages.ts';
import {
  LIST_NAMES,
  type ListName,
  ListRemovalSchemas,
  ListResponseSchemas,
} from '#shared/schemas/list.schema.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** Each list's own duplicate message, verbatim from docs/product.md, "Messages". */
const DUPLICATE: Record<ListName, string> = {
  likes: 'The video is already in your liked videos',
  watchlater: 'The video is already in your watch later videos',
  history: 'The video is already in your history',
};

/** Catalogue videos to put in lists: the seed's first few. */
const videoA = seedVideo(0).id;
const videoB = seedVideo(1).id;
const videoC = seedVideo(2).id;

describe.each(DIALECTS)('video lists (%s)', (dialect) => {
  let api: TestApi;
  let catalogue: Map<string, Video>;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    catalogue = new Map();
    for (const id of [videoA, videoB, videoC]) {
      const res = await api.call('GET', `/api/video/${id}`);
      catalogue.set(id, (await expectJson(res, 200, VideoResponseSchema)).video);
    }
  });
  afterAll(() => api.close());

  describe.each(LIST_NAMES)('/api/user/%s', (list) => {
    const path = `/api/user/${list}`;
    // The shared contract's schema, strict: the answer holds the list's key and nothing else.
    const schema = z.strictObject(ListResponseSchemas[list].shape);
    const read = async (res: Response, status: number) =>
      ((await expectJson(res, status, schema)) as Record<string, Video[]>)[list] ?? [];
    const add = (token: string, body: unknown) => api.call('POST', path, { token, body });

    it('starts empty', async () => {
      const { token } = await api.signUp();
      expect(await read(await api.call('GET', path, { token }), 200)).toEqual([]);
    });

    it(`adds a video: 201 with the list under "${list}"`, async () => {
      const { token } = await api.signUp();
      const videos = await read(await add(token, { video: { _id: videoA } }), 201);
      expect(videos).toEqual([catalogue.get(videoA)]);
      expect(await read(await api.call('GET', path, { token }), 200)).toEqual(videos);
    });

    it("answers with the catalogue's copy, not what the client sent", async () => {
      const { token } = await api.signUp();
      const videos = await read(
        await add(token, { video: { _id: videoA, title: 'HACKED', views: '999B' } }),
        201,
      );
      expect(videos[0]?.title).toBe(catalogue.get(videoA)?.title);
      expect(videos[0]?.title).not.toBe('HACKED');
      expect(videos[0]).toEqual(catalogue.get(videoA));
    });

    it('lists newest first', async () => {
      const { token } = await api.signUp();
      await add(token, { video: { _id: videoA } });
      const videos = await read(await add(token, { video: { _id: videoB } }), 201);
      expect(videos.map((v) => v._id)).toEqual([videoB, videoA]);
      const again = await read(await api.call('GET', path, { token }), 200);
      expect(again.map((v) => v._id)).toEqual([videoB, videoA]);
    });

    it(`answers 409 "${DUPLICATE[list]}" to a duplicate`, async () => {
      const { token } = await api.signUp();
      await add(token, { video: { _id: videoA } });
      await expectError(await add(token, { video: { _id: videoA } }), 409, DUPLICATE[list]);
    });

    it('gives two racing identical adds one 201 and one 409, and keeps it once', async () => {
      const { token } = await api.signUp();
      const results = await Promise.all([1, 2].map(() => add(token, { video: { _id: videoC } })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.status === 409);
      if (loser) await expectError(loser, 409, DUPLICATE[list]);
      const videos = await read(await api.call('GET', path, { token }), 200);
      expect(videos.map((v) => v._id)).toEqual([videoC]);
    });

    it('answers 404 for an unknown video _id and adds nothing', async () => {
      const { token } = await api.signUp();
      await expectError(
        await add(token, { video: { _id: 'no-such-video' } }),
        404,
        ServerMessage.videoNotFound,
      );
      expect(await read(await api.call('GET', path, { token }), 200)).toEqual([]);
    });

    it.each([
      ['a missing body', undefined],
      ['{}', {}],
      ['{ video: {} }', { video: {} }],
      ['a numeric video._id', { video: { _id: 42 } }],
      ['an empty video._id', { video: { _id: '  ' } }],
    ])('answers 400 naming video._id for %s', async (_label, body) => {
      const { token } = await api.signUp();
      const res = await api.call('POST', path, { token, body });
      const errors = await expectError(res, 400);
      expect(errors.join(' ')).toContain('video._id');
    });

    it('removes a video: 200 with the list without it, and the token that undoes it', async () => {
      const { token } = await api.signUp();
      await add(token, { video: { _id: videoA } });
      await add(token, { video: { _id: videoB } });
      // A removal's answer adds `undo` (tests/api/undo.test.ts), and nothing else.
      const removal = z.strictObject(ListRemovalSchemas[list].shape);
      const answer = await expectJson(
        await api.call('DELETE', `${path}/${videoA}`, { token }),
        200,
        removal,
      );
      const videos = (answer as unknown as Record<string, Video[]>)[list] ?? [];
      expect(videos.map((v) => v._id)).toEqual([videoB]);
      expect(answer.undo).toEqual(expect.any(String));
      const again = await read(await api.call('GET', path, { token }), 200);
      expect(again.map((v) => v._id)).toEqual([videoB]);
    });

    it('answers 404 when removing a video not in the list', async () => {
      const { token } = await api.signUp();
      await add(token, { video: { _id: videoA } });
      const res = await api.call('DELETE', `${path}/${videoB}`, { token });
      await expectError(res, 404, /^The video is not in your/);
      expect(await read(await api.call('GET', path, { token }), 200)).toHaveLength(1);
    });
  });

  it('empties the history with DELETE /api/user/history/all, leaving other lists alone', async () => {
    const { token } = await api.signUp();
    for (const list of LIST_NAMES) {
      await api.call('POST', `/api/user/${list}`, { token, body: { video: { _id: videoA } } });
      await api.call('POST', `/api/user/${list}`, { token, body: { video: { _id: videoC } } });
    }
    const res = await api.call('DELETE', '/api/user/history/all', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ history: [] });
    const history = await api.call('GET', '/api/user/history', { token });
    expect(await history.json()).toEqual({ history: [] });
    for (const list of ['likes', 'watchlater'] as const) {
      const other = await (await api.call('GET', `/api/user/${list}`, { token })).json();
      expect((other as Record<string, Video[]>)[list]?.map((v) => v._id)).toEqual([videoC, videoA]);
    }
  });
});
