import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRelativeAge } from '#shared/format/relative-age.ts';
import { formatViews } from '#shared/format/views.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  AuditPageSchema,
  CuratedVideoResponseSchema,
  CuratedVideosPageSchema,
} from '#shared/schemas/curation.schema.ts';
import { LikesResponseSchema } from '#shared/schemas/list.schema.ts';
import { CommonMaterialsResponseSchema } from '#shared/schemas/material.schema.ts';
import {
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { type Video, VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { countRows, expectBelow500, expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator, youtubeIdFor } from '../support/curators.ts';
import { prefixedSeedVideo, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** Every common form of a YouTube address, for an id. */
const URL_FORMS: Array<[string, (id: string) => string]> = [
  ['watch?v=', (id) => `https://www.youtube.com/watch?v=${id}`],
  ['watch?v= with &t= and &list=', (id) => `https://www.youtube.com/watch?v=${id}&t=42s&list=PLx`],
  ['youtu.be/', (id) => `https://youtu.be/${id}?si=share`],
  ['shorts/', (id) => `https://www.youtube.com/shorts/${id}`],
  ['embed/', (id) => `https://www.youtube.com/embed/${id}?start=10`],
  ['live/', (id) => `https://www.youtube.com/live/${id}`],
  ['m.youtube.com', (id) => `https://m.youtube.com/watch?v=${id}`],
  ['youtube-nocookie.com', (id) => `https://www.youtube-nocookie.com/embed/${id}`],
  ['no scheme', (id) => `youtube.com/watch?v=${id}`],
  ['a bare id', (id) => id],
];

describe.each(DIALECTS)('curators: videos (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string; userId: string; email: string };
  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
  });
  afterAll(() => api.close());

  const add = (body: unknown) =>
    api.call('POST', '/api/curation/videos', { token: curator.token, body });
  const edit = (id: string, body: unknown) =>
    api.call('PATCH', `/api/curation/videos/${id}`, { token: curator.token, body });
  const retire = (id: string) =>
    api.call('POST', `/api/curation/videos/${id}/retire`, { token: curator.token });
  const restore = (id: string) =>
    api.call('POST', `/api/curation/videos/${id}/restore`, { token: curator.token });
  const added = async (body: Record<string, unknown>): Promise<Video> =>
    (await expectJson(await add(body), 201, VideoResponseSchema)).video;
  const catalogue = async (query = '') =>
    (await expectJson(await api.call('GET', `/api/videos${query}`), 200, VideosPageSchema)).videos;
  const search = (text: string) => catalogue(`?search=${encodeURIComponent(text)}`);
  const auditOf = async (videoId: string) =>
    (
      await expectJson(
        await api.call('GET', `/api/curation/audit?targetKind=video&targetId=${videoId}`, {
          token: curator.token,
        }),
        200,
        AuditPageSchema,
      )
    ).entries;

  it.each(URL_FORMS)('adds a video from a YouTube address in the form %s', async (_, form) => {
    const id = youtubeIdFor(0);
    const video = await added(newVideoBody({ url: form(id) }));
    expect(video.videoLink).toBe(id);
    expect(video.thumbnail).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    expect(video.gif).toBe(`https://i.ytimg.com/an_webp/${id}/mqdefault_6s.webp`);
    expect(video).not.toHaveProperty('retired');
  });

  it('makes the new video a catalogue video: listed, found, searchable, with the defaults', async () => {
    const title = `Felted wool acorns ${Date.now()}`;
    const video = await added(newVideoBody({ title, category: 'PAINTINGS' }));
    expect(video).toMatchObject({
      title,
      categoryName: 'Paintings',
      views: formatViews(0),
      difficulty: 'beginner',
      projectMinutes: 30,
      materials: [],
    });
    expect(Date.now() - Date.parse(video.publishedAt)).toBeLessThan(60_000);
    // A visitor sees it at once: first on the home page (newest), in its category, by id, by search.
    expect((await catalogue())[0]?._id).toBe(video._id);
    expect((await catalogue('?category=paintings')).map((v) => v._id)).toContain(video._id);
    const one = await expectJson(
      await api.call('GET', `/api/video/${video._id}`),
      200,
      VideoResponseSchema,
    );
    expect(one.video).toEqual(video);
    expect((await search('felted wool acorns')).map((v) => v._id)).toEqual([video._id]);
    const [entry] = await auditOf(video._id);
    expect(entry).toMatchObject({
      action: 'video.add',
      actor: { _id: curator.userId, email: curator.email },
      target: { kind: 'video', _id: video._id },
      before: null,
      after: { title, videoLink: video.videoLink, category: 'paintings', views: 0 },
    });
  });

  it('takes every field a curator may state, and derives the display text', async () => {
    const video = await added(
      newVideoBody({
        thumbnail: 'https://images.example.com/acorn.jpg',
        views: 12_345,
        publishedAt: '2021-05-01',
        difficulty: 'advanced',
        projectMinutes: 95,
        materials: [{ name: 'Wool roving', quantity: '50 g' }, { name: 'Felting needle' }],
      }),
    );
    expect(video).toMatchObject({
      thumbnail: 'https://images.example.com/acorn.jpg',
      views: formatViews(12_345),
      publishedAt: '2021-05-01T00:00:00.000Z',
      created: formatRelativeAge(new Date('2021-05-01T00:00:00Z'), new Date()),
      difficulty: 'advanced',
      projectMinutes: 95,
      materials: [{ name: 'Wool roving', quantity: '50 g' }, { name: 'Felting needle' }],
    });
    const byMaterial = await catalogue('?material=wool%20roving&difficulty=advanced');
    expect(byMaterial.map((v) => v._id)).toContain(video._id);
  });

  it('refuses a YouTube id already in the catalogue (409), in any form, retired or not', async () => {
    const id = youtubeIdFor(0);
    const first = await added(newVideoBody({ url: id }));
    for (const form of URL_FORMS) {
      const res = await add(newVideoBody({ url: form[1](id) }));
      const text = await res.clone().text();
      expect(JSON.parse(text)).toMatchObject({ videoId: first._id });
      await expectError(res, 409, ServerMessage.videoAlreadyInCatalogue);
    }
    // The seed's own, including the one stored with its `v=` prefix.
    for (const seeded of [seedVideo(0), prefixedSeedVideo]) {
      const seededId = seeded.videoLink.replace(/^v=/, '');
      await expectError(
        await add(newVideoBody({ url: `https://youtu.be/${seededId}` })),
        409,
        ServerMessage.videoAlreadyInCatalogue,
      );
    }
    expect((await retire(first._id)).status).toBe(200);
    await expectError(await add(newVideoBody({ url: id })), 409);
  });

  it('refuses an unknown category (400) and bad input (400), writing nothing and never a 5xx', async () => {
    const before = await countRows(api.database, 'videos');
    const auditBefore = await countRows(api.database, 'curation_audit');
    await expectError(
      await add(newVideoBody({ category: 'no-such-category' })),
      400,
      'category: there is no such category',
    );
    const bad: unknown[] = [
      {},
      'not json at all',
      [],
      newVideoBody({ url: 'https://vimeo.com/12345' }),
      newVideoBody({ url: 'https://www.youtube.com/@SomeChannel' }),
      newVideoBody({ url: 'https://www.youtube.com/watch?v=short' }),
      newVideoBody({ url: '' }),
      newVideoBody({ url: 42 }),
      newVideoBody({ title: '' }),
      newVideoBody({ title: '   ' }),
      newVideoBody({ title: 'x'.repeat(201) }),
      newVideoBody({ title: 'nul\u0000inside' }),
      newVideoBody({ creator: null }),
      newVideoBody({ description: 'x'.repeat(5001) }),
      newVideoBody({ category: '' }),
      newVideoBody({ thumbnail: 'javascript:alert(1)' }),
      newVideoBody({ thumbnail: 'not a url' }),
      newVideoBody({ views: -1 }),
      newVideoBody({ views: 1.5 }),
      newVideoBody({ views: '12K' }),
      newVideoBody({ views: 1e300 }),
      newVideoBody({ publishedAt: 'yesterday' }),
      newVideoBody({ publishedAt: '2021-02-30' }),
      newVideoBody({ publishedAt: '1999-01-01' }),
      newVideoBody({ publishedAt: '2999-01-01' }),
      newVideoBody({ difficulty: 'easy' }),
      newVideoBody({ projectMinutes: 0 }),
      newVideoBody({ projectMinutes: 1441 }),
      newVideoBody({ materials: 'glue' }),
      newVideoBody({ materials: [{ quantity: '2' }] }),
      newVideoBody({ materials: [{ name: '!!!' }] }),
      newVideoBody({ materials: Array.from({ length: 31 }, (_, i) => ({ name: `M${i}` })) }),
    ];
    for (const body of bad) {
      const res = await add(body);
      await expectBelow500(res.clone(), JSON.stringify(body).slice(0, 80));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const res = await add(newVideoBody({ url: 'https://vimeo.com/12345' }));
    const [message] = await expectError(res, 400);
    expect(message).toMatch(/^url: this is not a YouTube address/);
    expect(await countRows(api.database, 'videos')).toBe(before);
    expect(await countRows(api.database, 'curation_audit')).toBe(auditBefore);
  });

  it('edits any field; the change shows at once in the catalogue, its ETag, search and filters', async () => {
    const video = await added(newVideoBody({ title: `Old quilting title ${Date.now()}` }));
    const first = await api.call('GET', '/api/videos');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const one = await api.call('GET', `/api/video/${video._id}`);
    const oneTag = one.headers.get('etag') ?? '';

    const newTitle = `Patchwork quilting squares ${Date.now()}`;
    const changed = (
      await expectJson(
        await edit(video._id, {
          title: newTitle,
          views: 3_400_000,
          publishedAt: '2019-12-24T18:30:00+01:00',
          category: 'best-out-of-waste',
          materials: [{ name: 'Quilting cotton' }],
          projectMinutes: 240,
          difficulty: 'intermediate',
        }),
        200,
        VideoResponseSchema,
      )
    ).video;
    expect(changed).toMatchObject({
      _id: video._id,
      title: newTitle,
      views: formatViews(3_400_000),
      publishedAt: '2019-12-24T17:30:00.000Z',
      created: formatRelativeAge(new Date('2019-12-24T17:30:00Z'), new Date()),
      categoryName: 'Best Out of Waste',
      materials: [{ name: 'Quilting cotton' }],
      projectMinutes: 240,
      difficulty: 'intermediate',
      videoLink: video.videoLink,
    });
    // A curator reads the views back as the number set, beside their display text.
    const read = await expectJson(
      await api.call('GET', `/api/curation/videos/${video._id}`, { token: curator.token }),
      200,
      CuratedVideoResponseSchema,
    );
    expect(read).toMatchObject({ video: { views: formatViews(3_400_000) }, viewCount: 3_400_000 });

    const revalidated = await api.call('GET', '/api/videos', {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('etag')).not.toBe(etag);
    const oneAgain = await api.call('GET', `/api/video/${video._id}`, {
      headers: { 'if-none-match': oneTag },
    });
    expect(oneAgain.status).toBe(200);
    expect(((await oneAgain.json()) as { video: Video }).video.title).toBe(newTitle);

    expect((await search(newTitle)).map((v) => v._id)).toEqual([video._id]);
    expect(await search('Old quilting title')).toEqual([]);
    expect(
      (await catalogue('?category=best-out-of-waste&material=quilting&time=over-60')).map(
        (v) => v._id,
      ),
    ).toContain(video._id);
    expect((await catalogue('?category=craft-ideas')).map((v) => v._id)).not.toContain(video._id);

    const [entry] = await auditOf(video._id);
    expect(entry?.action).toBe('video.edit');
    expect(entry?.before).toMatchObject({
      title: video.title,
      category: 'craft-ideas',
      views: 0,
      materials: [],
    });
    expect(entry?.after).toMatchObject({
      title: newTitle,
      category: 'best-out-of-waste',
      views: 3_400_000,
      publishedAt: '2019-12-24T17:30:00.000Z',
      materials: [{ name: 'Quilting cotton' }],
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual([
      'category',
      'difficulty',
      'materials',
      'projectMinutes',
      'publishedAt',
      'title',
      'views',
    ]);
  });

  it('moves a video to a new address: its link, preview and YouTube thumbnail follow; a taken one is 409', async () => {
    const video = await added(newVideoBody());
    const id = youtubeIdFor(0);
    const moved = (
      await expectJson(
        await edit(video._id, { url: `https://youtu.be/${id}` }),
        200,
        VideoResponseSchema,
      )
    ).video;
    expect(moved.videoLink).toBe(id);
    expect(moved.thumbnail).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    await expectError(
      await edit(video._id, { url: seedVideo(1).videoLink }),
      409,
      ServerMessage.videoAlreadyInCatalogue,
    );
  });

  it('edits each field on its own', async () => {
    const video = await added(newVideoBody());
    const changes: Array<Record<string, unknown>> = [
      { url: youtubeIdFor(0) },
      { title: 'Only the title' },
      { creator: 'Only the creator' },
      { description: '' },
      { category: 'paintings' },
      { thumbnail: 'https://images.example.com/only.jpg' },
      { views: 7 },
      { publishedAt: '2020-01-02' },
      { difficulty: 'advanced' },
      { projectMinutes: 5 },
      { materials: [{ name: 'Only glue' }] },
      { materials: [] },
    ];
    for (const change of changes) {
      const res = await edit(video._id, change);
      expect(res.status, JSON.stringify(change)).toBe(200);
    }
    const [latest] = await auditOf(video._id);
    expect(latest?.after).toEqual({ materials: [] });
    expect(await auditOf(video._id)).toHaveLength(changes.length + 1);
  });

  it('records nothing for an edit that changes nothing, and refuses bad edits', async () => {
    const video = await added(newVideoBody());
    const before = (await auditOf(video._id)).length;
    expect((await edit(video._id, { title: video.title })).status).toBe(200);
    expect(await auditOf(video._id)).toHaveLength(before);
    await expectError(
      await edit('no-such-video', { title: 'x' }),
      404,
      ServerMessage.videoNotFound,
    );
    for (const body of [{}, { title: '' }, { views: 'many' }, { category: 'nope' }, { url: 'x' }]) {
      const res = await edit(video._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      await expectBelow500(res, JSON.stringify(body));
    }
  });

  it('retires a video: gone from the catalogue, search, filters and materials; kept, marked, in lists', async () => {
    const unique = `Zzyzx${Date.now()}`;
    const video = await added(
      newVideoBody({
        title: `${unique} birdhouse`,
        materials: [{ name: `${unique} twine` }],
      }),
    );
    const member = await api.signUp();
    await api.call('POST', '/api/user/likes', { token: member.token, body: { video } });
    const created = await api.call('POST', '/api/user/playlists', {
      token: member.token,
      body: { playlist: { title: 'Birdhouses' } },
    });
    const playlistId =
      (await expectJson(created, 201, PlaylistsResponseSchema)).playlists[0]?._id ?? '';
    await api.call('POST', `/api/user/playlists/${playlistId}`, {
      token: member.token,
      body: { video },
    });
    const materials = async () =>
      (
        await expectJson(
          await api.call('GET', '/api/materials'),
          200,
          CommonMaterialsResponseSchema,
        )
      ).materials.map((m) => m.name);
    const likes = async () =>
      (
        await expectJson(
          await api.call('GET', '/api/user/likes', { token: member.token }),
          200,
          LikesResponseSchema,
        )
      ).likes.find((v) => v._id === video._id);
    const etag = (await api.call('GET', '/api/videos')).headers.get('etag') ?? '';
    expect((await search(unique)).map((v) => v._id)).toEqual([video._id]);
    expect(await likes()).not.toHaveProperty('retired');

    const retired = await expectJson(await retire(video._id), 200, VideoResponseSchema);
    expect(retired.video.retired).toBe(true);

    expect((await catalogue()).map((v) => v._id)).not.toContain(video._id);
    expect((await catalogue('?category=craft-ideas')).map((v) => v._id)).not.toContain(video._id);
    expect(await search(unique)).toEqual([]);
    expect(await search(unique.slice(0, 2))).toEqual([]);
    expect(await catalogue(`?material=${unique}`)).toEqual([]);
    expect(await materials()).not.toContain(`${unique} twine`);
    await expectError(
      await api.call('GET', `/api/video/${video._id}`),
      404,
      ServerMessage.videoNotFound,
    );
    await expectError(await api.call('GET', `/api/video/${video.videoLink}`), 404);
    const revalidated = await api.call('GET', '/api/videos', {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(200);

    // The member's lists keep it, marked, so the app can say "no longer available".
    expect(await likes()).toMatchObject({ _id: video._id, title: video.title, retired: true });
    const playlist = await expectJson(
      await api.call('GET', `/api/user/playlists/${playlistId}`, { token: member.token }),
      200,
      PlaylistResponseSchema,
    );
    expect(playlist.playlist.videos.find((v) => v._id === video._id)?.retired).toBe(true);
    // …and may remove it.
    expect(
      (await api.call('DELETE', `/api/user/likes/${video._id}`, { token: member.token })).status,
    ).toBe(200);
    expect(await likes()).toBeUndefined();
    // Its thumbnail is still served (lists show it).
    expect((await api.call('GET', `/thumbnails/${video._id}`)).status).toBe(200);

    // Curators list it, and read it.
    const listed = await expectJson(
      await api.call('GET', '/api/curation/videos?status=retired', { token: curator.token }),
      200,
      CuratedVideosPageSchema,
    );
    expect(listed.videos[0]).toMatchObject({ _id: video._id, retired: true });
    expect(listed.videos.every((v) => v.retired === true)).toBe(true);
    const read = await expectJson(
      await api.call('GET', `/api/curation/videos/${video._id}`, { token: curator.token }),
      200,
      CuratedVideoResponseSchema,
    );
    expect(read.video.retired).toBe(true);
    await expectError(await retire(video._id), 409, ServerMessage.videoAlreadyRetired);

    // Restored: back everywhere.
    const back = await expectJson(await restore(video._id), 200, VideoResponseSchema);
    expect(back.video).not.toHaveProperty('retired');
    expect((await search(unique)).map((v) => v._id)).toEqual([video._id]);
    expect((await catalogue(`?material=${unique}`)).map((v) => v._id)).toEqual([video._id]);
    expect((await api.call('GET', `/api/video/${video._id}`)).status).toBe(200);
    await expectError(await restore(video._id), 409, ServerMessage.videoNotRetired);
    await expectError(await retire('no-such-video'), 404, ServerMessage.videoNotFound);
    await expectError(await restore('no-such-video'), 404, ServerMessage.videoNotFound);

    expect((await auditOf(video._id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['video.restore', { retired: true }, { retired: false }],
      ['video.retire', { retired: false }, { retired: true }],
      ['video.add', null, expect.objectContaining({ title: video.title })],
    ]);
  });

  it('lists the catalogue for curators in pages, by status, and refuses a cursor of another status', async () => {
    const page = async (query: string) =>
      expectJson(
        await api.call('GET', `/api/curation/videos?${query}`, { token: curator.token }),
        200,
        CuratedVideosPageSchema,
      );
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const body = await page(`status=all&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.videos.map((v) => v._id));
      cursor = body.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await countRows(api.database, 'videos'));
    const active = await page('status=active&limit=100');
    expect(active.videos.some((v) => v.retired)).toBe(false);
    const first = await page('status=all&limit=1');
    await expectError(
      await api.call('GET', `/api/curation/videos?status=retired&cursor=${first.nextCursor}`, {
        token: curator.token,
      }),
      400,
    );
    for (const query of ['status=gone', 'limit=0', 'cursor=nonsense']) {
      await expectError(
        await api.call('GET', `/api/curation/videos?${query}`, { token: curator.token }),
        400,
      );
    }
  });
});
