import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { memoryRateLimits } from '#server/http/rate-limits.ts';
import { percentile } from '#server/made/made-summary.ts';
import { createPhotoProcessor } from '#server/node/photos/photo-processing.ts';
import {
  MADE_CAPTION_MAX,
  MADE_MINUTES_MAX,
  MADE_SUBSTITUTIONS_MAX,
} from '#shared/made-post-bounds.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  MadeCountsSchema,
  MadeGalleryPageSchema,
  type MadePhoto,
  MadePhotoResponseSchema,
  MadePostResponseSchema,
  MadePostsPageSchema,
  type MadePostWithVideo,
} from '#shared/schemas/made-post.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { insertMadePost } from '../support/made-posts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const POSTS_PER_HOUR = 12;

interface Maker {
  token: string;
  userId: string;
}

// "Made it" posts (docs/product.md, "Made it posts"): a maker's own posts, and the public places
// (a video's gallery with its summary, a maker's page, a post's own page, the counts), which
// never hold a private post or one a curator hid.
describe.each(DIALECTS)('Made it posts (%s)', (dialect) => {
  let api: TestApi;
  let clock = new Date('2026-12-08T10:00:00.000Z');
  /** Each post a second after the last, so newest-first is a known order. */
  const tick = () => {
    clock = new Date(clock.getTime() + 1000);
  };
  let videoIds: string[];
  let maker: Maker;
  let other: Maker;

  beforeAll(async () => {
    api = await createTestApi(dialect, {
      now: () => clock,
      photoProcessor: createPhotoProcessor(),
      rateLimits: memoryRateLimits({
        apiPerAddress: { points: 100_000, seconds: 60 },
        signupPerAddress: { points: 100_000, seconds: 3600 },
        madePostPerUser: { points: POSTS_PER_HOUR, seconds: 3600 },
      }),
    });
    const res = await api.call('GET', '/api/videos?limit=12');
    videoIds = (await expectJson(res, 200, VideosPageSchema)).videos.map((video) => video._id);
    maker = await api.signUp();
    other = await api.signUp();
  });
  afterAll(() => api.close());

  const video = (n: number) => videoIds[n] ?? '';

  /** A photo row waiting for a post, as an upload leaves it (without its variants: quick). */
  async function waitingPhoto(userId: string): Promise<string> {
    const id = newId();
    await api.database.db
      .insertInto('made_photos')
      .values({
        id,
        user_id: userId,
        width: 640,
        height: 480,
        widths: '[320,640]',
        placeholder: 'data:image/webp;base64,',
        created_at: clock.toISOString(),
      })
      .execute();
    return id;
  }

  /** A real upload, through the pipeline: its variants are served. */
  async function upload(token: string): Promise<MadePhoto> {
    const bytes = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#693' },
    })
      .jpeg()
      .toBuffer();
    const res = await api.app.request('/api/user/photos', {
      method: 'POST',
      headers: { authorization: token },
      body: bytes,
    });
    return (await expectJson(res, 201, MadePhotoResponseSchema)).photo;
  }

  async function post(
    who: Maker,
    fields: Record<string, unknown> = {},
    photoIds?: string[],
  ): Promise<MadePostWithVideo> {
    tick();
    const res = await api.call('POST', '/api/user/made', {
      token: who.token,
      body: {
        videoId: video(0),
        photoIds: photoIds ?? [await waitingPhoto(who.userId)],
        minutes: 30,
        felt: 'as_expected',
        visibility: 'public',
        ...fields,
      },
    });
    return (await expectJson(res, 201, MadePostResponseSchema)).post;
  }

  async function galleryIds(videoId: string, token?: string): Promise<string[]> {
    const res = await api.call('GET', `/api/videos/${videoId}/made?limit=100`, { token });
    return (await expectJson(res, 200, MadeGalleryPageSchema)).posts.map((p) => p._id);
  }

  async function ownIds(who: Maker): Promise<Map<string, boolean>> {
    const res = await api.call('GET', '/api/user/made?limit=100', { token: who.token });
    const page = await expectJson(res, 200, MadePostsPageSchema);
    return new Map(page.posts.map((p) => [p._id, p.hidden]));
  }

  async function counts(ids: string[]): Promise<Record<string, number>> {
    const res = await api.call('GET', `/api/made/counts?videoIds=${ids.join(',')}`);
    return (await expectJson(res, 200, MadeCountsSchema)).counts;
  }

  it('creates a post from uploaded photos, in their order, with trimmed text', async () => {
    const [first, second] = [await upload(maker.token), await upload(maker.token)];
    tick();
    const res = await api.call('POST', '/api/user/made', {
      token: maker.token,
      body: {
        videoId: video(1),
        photoIds: [second?._id, first?._id],
        caption: '  A frame for the hall.\nGlued twice.  ',
        minutes: 95,
        felt: 'harder',
        substitutions: '  a cereal box  ',
      },
    });
    const { post: created } = await expectJson(res, 201, MadePostResponseSchema);
    expect(created).toMatchObject({
      videoId: video(1),
      caption: 'A frame for the hall.\nGlued twice.',
      minutes: 95,
      felt: 'harder',
      substitutions: 'a cereal box',
      visibility: 'private',
      hidden: false,
      mine: true,
      maker: { displayName: expect.stringMatching(/^Test User/), handle: null },
      createdAt: clock.toISOString(),
      updatedAt: clock.toISOString(),
    });
    expect(created.video._id).toBe(video(1));
    expect(created.photos).toEqual([second, first]);
    const again = await api.call('GET', `/api/user/made/${created._id}`, { token: maker.token });
    expect((await expectJson(again, 200, MadePostResponseSchema)).post).toEqual(created);
  });

  it('refuses a bad post in the one error shape, and writes nothing', async () => {
    const photoId = await waitingPhoto(maker.userId);
    const good = { videoId: video(0), photoIds: [photoId], minutes: 30, felt: 'easier' };
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ photoIds: undefined }, /^photoIds/],
      [{ photoIds: [] }, /at least 1 photo/],
      [{ photoIds: ['a', 'b', 'c', 'd', 'e'] }, /at most 4 photos/],
      [{ photoIds: [5] }, /photoIds/],
      [{ minutes: 0 }, /^minutes must be at least 1/],
      [{ minutes: MADE_MINUTES_MAX + 1 }, /^minutes must be at most/],
      [{ minutes: 1.5 }, /^minutes must be a whole number/],
      [{ minutes: '30' }, /^minutes must be a number/],
      [{ felt: 'fine' }, /^felt must be one of easier, as_expected, harder/],
      [{ caption: 'x'.repeat(MADE_CAPTION_MAX + 1) }, /^caption must be at most 500/],
      [{ substitutions: 'x'.repeat(MADE_SUBSTITUTIONS_MAX + 1) }, /^substitutions must be at/],
      [{ visibility: 'friends' }, /^visibility must be one of private, public/],
      [{ videoId: undefined }, /^videoId/],
      [{ caption: 'nul \u0000 here' }, /^caption must not contain a NUL/],
    ];
    for (const [change, message] of bad) {
      const res = await api.call('POST', '/api/user/made', {
        token: maker.token,
        body: { ...good, ...change },
      });
      await expectError(res, 400, message);
    }
    await expectError(
      await api.call('POST', '/api/user/made', { token: maker.token, body: '{"videoId":' }),
      400,
    );
    await expectError(
      await api.call('POST', '/api/user/made', {
        token: maker.token,
        body: { ...good, videoId: 'no-such-video' },
      }),
      404,
      ServerMessage.videoNotFound,
    );
    await expectError(await api.call('POST', '/api/user/made', { body: good }), 401);
    expect(await ownIds(maker)).not.toContain(photoId);
    const row = await api.database.db
      .selectFrom('made_photos')
      .select('post_id')
      .where('id', '=', photoId)
      .executeTakeFirstOrThrow();
    expect(row.post_id).toBeNull();
  });

  it('refuses a retired video (404)', async () => {
    const retired = video(11);
    await api.database.db
      .updateTable('videos')
      .set({ retired_at: clock.toISOString() })
      .where('id', '=', retired)
      .execute();
    try {
      const res = await api.call('POST', '/api/user/made', {
        token: maker.token,
        body: {
          videoId: retired,
          photoIds: [await waitingPhoto(maker.userId)],
          minutes: 5,
          felt: 'easier',
        },
      });
      await expectError(res, 404, ServerMessage.videoNotFound);
    } finally {
      await api.database.db
        .updateTable('videos')
        .set({ retired_at: null })
        .where('id', '=', retired)
        .execute();
    }
  });

  it("takes only the maker's own waiting photos (400 photoNotFound), all or none", async () => {
    const mine = await waitingPhoto(maker.userId);
    const theirs = await waitingPhoto(other.userId);
    const taken = (await post(maker)).photos[0]?._id ?? '';
    for (const photoIds of [[mine, theirs], [taken], [mine, mine], [newId()]]) {
      const res = await api.call('POST', '/api/user/made', {
        token: maker.token,
        body: { videoId: video(0), photoIds, minutes: 3, felt: 'easier' },
      });
      await expectError(res, 400, ServerMessage.photoNotFound);
    }
    // The refused posts took nothing: the photo still waits, and makes a post.
    const made = await post(maker, {}, [mine]);
    expect(made.photos.map((p) => p._id)).toEqual([mine]);
  });

  it("answers another user's post as missing (404) on every own route", async () => {
    const theirs = await post(other, { visibility: 'private' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { caption: 'mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/api/user/made/${theirs._id}`, {
        token: maker.token,
        body,
      });
      await expectError(res, 404, ServerMessage.madePostNotFound);
    }
    const res = await api.call('GET', `/api/user/made/${theirs._id}`, { token: other.token });
    expect((await expectJson(res, 200, MadePostResponseSchema)).post.caption).toBe('');
  });

  it('edits the fields given, replaces the photos, and deletes the dropped ones', async () => {
    const [kept, dropped, added] = [
      await upload(maker.token),
      await upload(maker.token),
      await upload(maker.token),
    ];
    const created = await post(maker, { caption: 'before' }, [kept?._id ?? '', dropped?._id ?? '']);
    tick();
    const res = await api.call('PATCH', `/api/user/made/${created._id}`, {
      token: maker.token,
      body: {
        caption: '  after  ',
        felt: 'easier',
        visibility: 'private',
        photoIds: [added?._id, kept?._id],
      },
    });
    const { post: edited } = await expectJson(res, 200, MadePostResponseSchema);
    expect(edited).toMatchObject({
      caption: 'after',
      felt: 'easier',
      minutes: created.minutes,
      visibility: 'private',
      createdAt: created.createdAt,
      updatedAt: clock.toISOString(),
    });
    expect(edited.photos.map((p) => p._id)).toEqual([added?._id, kept?._id]);
    for (const variant of dropped?.variants ?? []) {
      await expectError(await api.app.request(variant.url), 404, ServerMessage.pageNotFound);
    }
    for (const variant of kept?.variants ?? []) {
      expect((await api.app.request(variant.url)).status).toBe(200);
    }
    const gone = await api.database.db
      .selectFrom('made_photos')
      .select('id')
      .where('id', '=', dropped?._id ?? '')
      .execute();
    expect(gone).toEqual([]);
    // Refusals: bad fields, another's photo, no photos at all.
    for (const [body, status, message] of [
      [{ minutes: 0 }, 400, /^minutes/],
      [{ photoIds: [] }, 400, /at least 1 photo/],
      [{ photoIds: [await waitingPhoto(other.userId)] }, 400, ServerMessage.photoNotFound],
    ] as const) {
      const refused = await api.call('PATCH', `/api/user/made/${created._id}`, {
        token: maker.token,
        body,
      });
      await expectError(refused, status, message);
    }
    const after = await api.call('GET', `/api/user/made/${created._id}`, { token: maker.token });
    expect((await expectJson(after, 200, MadePostResponseSchema)).post.photos).toHaveLength(2);
  });

  it('deletes a post with its photos and its reports (204)', async () => {
    const photo = await upload(maker.token);
    const created = await post(maker, {}, [photo._id]);
    await api.database.db
      .insertInto('made_reports')
      .values({
        post_id: created._id,
        user_id: other.userId,
        reason: 'spam',
        created_at: clock.toISOString(),
      })
      .execute();
    const res = await api.call('DELETE', `/api/user/made/${created._id}`, { token: maker.token });
    expect(res.status).toBe(204);
    await expectError(
      await api.call('DELETE', `/api/user/made/${created._id}`, { token: maker.token }),
      404,
      ServerMessage.madePostNotFound,
    );
    for (const variant of photo.variants) {
      await expectError(await api.app.request(variant.url), 404);
    }
    const reports = await api.database.db
      .selectFrom('made_reports')
      .select('user_id')
      .where('post_id', '=', created._id)
      .execute();
    expect(reports).toEqual([]);
  });

  it('keeps private and hidden posts out of every public place; their maker sees them', async () => {
    const place = video(2);
    const maker2 = await api.signUp();
    await api.call('PUT', '/api/user/profile', {
      token: maker2.token,
      body: { handle: `maker-${dialect}-iso`, displayName: 'Iso Maker' },
    });
    const shown = await post(maker2, { videoId: place });
    const secret = await post(maker2, { videoId: place, visibility: 'private' });
    const hidden = await post(maker2, { videoId: place });
    await api.database.db
      .updateTable('made_posts')
      .set({ hidden_at: clock.toISOString() })
      .where('id', '=', hidden._id)
      .execute();

    for (const token of [undefined, other.token, maker2.token]) {
      expect(await galleryIds(place, token)).toEqual([shown._id]);
    }
    const byHandle = await api.call('GET', `/api/users/MAKER-${dialect}-iso/made`);
    const page = await expectJson(byHandle, 200, MadePostsPageSchema);
    expect(page.posts.map((p) => p._id)).toEqual([shown._id]);
    expect(page.posts[0]).toMatchObject({ mine: false, maker: { displayName: 'Iso Maker' } });
    expect(await counts([place])).toEqual({ [place]: 1 });

    // To anyone else, a private or hidden post answers exactly as one that is not there.
    const missing = await api.call('GET', `/api/made/${newId()}`);
    const missingBody = await missing.text();
    expect(missing.status).toBe(404);
    for (const id of [secret._id, hidden._id]) {
      for (const token of [undefined, other.token]) {
        const res = await api.call('GET', `/api/made/${id}`, { token });
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(missingBody);
      }
    }
    await expectError(
      await api.call('GET', `/api/made/${secret._id}`),
      404,
      ServerMessage.madePostNotFound,
    );
    const open = await api.call('GET', `/api/made/${shown._id}`);
    expect((await expectJson(open, 200, MadePostResponseSchema)).post).toMatchObject({
      _id: shown._id,
      mine: false,
      video: { _id: place },
    });

    // The maker sees all three, the hidden one marked so.
    for (const [id, isHidden] of [
      [secret._id, false],
      [hidden._id, true],
    ] as const) {
      const res = await api.call('GET', `/api/made/${id}`, { token: maker2.token });
      expect((await expectJson(res, 200, MadePostResponseSchema)).post).toMatchObject({
        mine: true,
        hidden: isHidden,
      });
    }
    expect(await ownIds(maker2)).toEqual(
      new Map([
        [hidden._id, true],
        [secret._id, false],
        [shown._id, false],
      ]),
    );
    const narrowed = await api.call('GET', `/api/user/made?videoId=${video(3)}`, {
      token: maker2.token,
    });
    expect((await expectJson(narrowed, 200, MadePostsPageSchema)).posts).toEqual([]);
    await expectError(
      await api.call('GET', '/api/users/no-such-handle-here/made'),
      404,
      ServerMessage.profileNotFound,
    );
    await expectError(await api.call('GET', '/api/videos/no-such-video/made'), 404);
    await expectError(
      await api.call('GET', `/api/made/${shown._id}`, { token: 'Bearer forged' }),
      401,
      ServerMessage.invalidToken,
    );
  });

  it('pages the gallery newest first with no gaps or repeats, and its cursors are its own', async () => {
    const place = video(4);
    const makers = [await api.signUp(), await api.signUp(), await api.signUp()];
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const who = makers[i % 3] as Maker;
      made.push((await post(who, { videoId: place }))._id);
    }
    // Two posts in the same millisecond keep the order they were made in.
    const sameTime = [
      (await post(makers[0] as Maker, { videoId: place }))._id,
      await (async () => {
        const res = await api.call('POST', '/api/user/made', {
          token: makers[1]?.token,
          body: {
            videoId: place,
            photoIds: [await waitingPhoto(makers[1]?.userId ?? '')],
            minutes: 30,
            felt: 'easier',
            visibility: 'public',
          },
        });
        return (await expectJson(res, 201, MadePostResponseSchema)).post._id;
      })(),
    ];
    made.push(...sameTime);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await api.call('GET', `/api/videos/${place}/made${query}`);
      const page = await expectJson(res, 200, MadeGalleryPageSchema);
      if (pages === 0) expect(page.summary).not.toBeNull();
      else expect(page.summary).toBeNull();
      seen.push(...page.posts.map((p) => p._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    expect(pages).toBe(3);

    const first = await api.call('GET', `/api/videos/${place}/made?limit=2`);
    const next = (await expectJson(first, 200, MadeGalleryPageSchema)).nextCursor ?? '';
    await expectError(
      await api.call('GET', `/api/videos/${video(0)}/made?cursor=${next}`),
      400,
      /^cursor/,
    );
    await expectError(
      await api.call('GET', `/api/user/made?cursor=${next}`, { token: maker.token }),
      400,
      /^cursor/,
    );
    await expectError(await api.call('GET', `/api/videos/${place}/made?cursor=@@`), 400, /^cursor/);
    await expectError(await api.call('GET', `/api/videos/${place}/made?limit=0`), 400, /^limit/);
    await expectError(await api.call('GET', `/api/videos/${place}/made?limit=101`), 400, /^limit/);
  });

  it("sums up a video's makers, the middle half of their times and how it felt", async () => {
    const place = video(5);
    const empty = await api.call('GET', `/api/videos/${place}/made`);
    expect((await expectJson(empty, 200, MadeGalleryPageSchema)).summary).toEqual({
      makers: 0,
      minutes: null,
      felt: { easier: 0, as_expected: 0, harder: 0 },
    });
    const [a, b, c] = [await api.signUp(), await api.signUp(), await api.signUp()];
    await post(a, { videoId: place, minutes: 10, felt: 'easier' });
    await post(a, { videoId: place, minutes: 20, felt: 'harder' });
    await post(b, { videoId: place, minutes: 30, felt: 'harder' });
    await post(b, { videoId: place, minutes: 40, felt: 'as_expected' });
    await post(c, { videoId: place, minutes: 50, felt: 'harder' });
    // Not counted: private, and hidden.
    await post(c, { videoId: place, minutes: 1000, felt: 'easier', visibility: 'private' });
    const hidden = await post(other, { videoId: place, minutes: 2000, felt: 'easier' });
    await api.database.db
      .updateTable('made_posts')
      .set({ hidden_at: clock.toISOString() })
      .where('id', '=', hidden._id)
      .execute();
    const res = await api.call('GET', `/api/videos/${place}/made`);
    expect((await expectJson(res, 200, MadeGalleryPageSchema)).summary).toEqual({
      makers: 3,
      minutes: { low: 20, high: 40 },
      felt: { easier: 1, as_expected: 1, harder: 3 },
    });
    expect(await counts([place, video(6), 'no-such-video'])).toEqual({ [place]: 3 });
  });

  it("gives the database's percentiles of any number of posts as the app's own would", async () => {
    // Every count from 1 to 9 posts, with repeats among the minutes: the four ranks the database
    // picks (integer division) must be those percentile() interpolates between.
    const maker = await api.signUp();
    for (let n = 1; n <= 9; n++) {
      const place = video(11);
      await api.database.db.deleteFrom('made_posts').where('video_id', '=', place).execute();
      const minutes = Array.from({ length: n }, (_, i) => 5 + ((i * 37 + n * 11) % 60));
      for (const value of minutes) {
        await insertMadePost(api.database.db, {
          userId: maker.userId,
          videoId: place,
          minutes: value,
        });
      }
      const res = await api.call('GET', `/api/videos/${place}/made?limit=1`);
      const sorted = [...minutes].sort((x, y) => x - y);
      expect(
        (await expectJson(res, 200, MadeGalleryPageSchema)).summary?.minutes,
        `${n} posts`,
      ).toEqual({
        low: percentile(sorted, 0.25),
        high: percentile(sorted, 0.75),
      });
    }
  });

  it('takes percentiles between ranks, in whole minutes', () => {
    expect(percentile([45], 0.25)).toBe(45);
    expect(percentile([10, 20], 0.25)).toBe(13);
    expect(percentile([10, 20], 0.75)).toBe(18);
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(18);
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(33);
  });

  it('counts makers per video, leaving zeros out, and bounds its query', async () => {
    const [place, quiet] = [video(7), video(8)];
    const someone = await api.signUp();
    await post(someone, { videoId: place });
    await post(someone, { videoId: place });
    await post(other, { videoId: place });
    await post(other, { videoId: quiet, visibility: 'private' });
    expect(await counts([place, quiet, place])).toEqual({ [place]: 2 });
    await expectError(await api.call('GET', '/api/made/counts'), 400, /^videoIds/);
    const many = Array.from({ length: 101 }, (_, i) => `v${i}`).join(',');
    await expectError(await api.call('GET', `/api/made/counts?videoIds=${many}`), 400, /100/);
  });

  it(`limits new posts to ${POSTS_PER_HOUR} a user an hour (429)`, async () => {
    const busy = await api.signUp();
    for (let i = 0; i < POSTS_PER_HOUR; i++) await post(busy, { videoId: video(9) });
    const res = await api.call('POST', '/api/user/made', {
      token: busy.token,
      body: {
        videoId: video(9),
        photoIds: [await waitingPhoto(busy.userId)],
        minutes: 5,
        felt: 'easier',
      },
    });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectError(res, 429, /^Too many requests/);
  });

  it("deleting the account deletes the user's posts, photos (rows and variants) and reports", async () => {
    const leaving = await api.signUp();
    const photo = await upload(leaving.token);
    const waiting = await upload(leaving.token);
    const theirs = await post(leaving, { videoId: video(10) }, [photo._id]);
    const othersPost = await post(other, { videoId: video(10) });
    await api.database.db
      .insertInto('made_reports')
      .values([
        {
          post_id: othersPost._id,
          user_id: leaving.userId,
          reason: 'spam',
          created_at: clock.toISOString(),
        },
        {
          post_id: theirs._id,
          user_id: other.userId,
          reason: 'inappropriate',
          created_at: clock.toISOString(),
        },
      ])
      .execute();
    const res = await api.call('DELETE', '/api/auth/account', {
      token: leaving.token,
      body: { password: 'correct horse battery' },
    });
    expect(res.status).toBe(200);
    const db = api.database.db;
    expect(
      await db
        .selectFrom('made_posts')
        .select('id')
        .where('user_id', '=', leaving.userId)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('made_photos')
        .select('id')
        .where('user_id', '=', leaving.userId)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('made_reports')
        .select('post_id')
        .where((eb) => eb.or([eb('user_id', '=', leaving.userId), eb('post_id', '=', theirs._id)]))
        .execute(),
    ).toEqual([]);
    for (const variant of [...photo.variants, ...waiting.variants]) {
      await expectError(await api.app.request(variant.url), 404, ServerMessage.pageNotFound);
    }
    expect(await galleryIds(video(10))).toEqual([othersPost._id]);
  });
});
