import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '#server/db/factories.ts';
import { creatorSlug } from '#shared/creator-slug.ts';
import { ServerMessage } from '#shared/messages.ts';
import { CategoryResponseSchema } from '#shared/schemas/category.schema.ts';
import { CreatorPageSchema } from '#shared/schemas/creator.schema.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { type Video, VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';
import { parseXml, wellFormedErrors } from '../support/xml.ts';

// The catalogue's Atom feed (docs/product.md, "Feeds"): GET /api/feeds/videos.atom, filtered as
// the home page is. Each answer is parsed by a real XML parser (jsdom's), so a feed that is not
// well-formed XML fails here, whatever its text looks like.

const ATOM = 'http://www.w3.org/2005/Atom';
const MEDIA = 'http://search.yahoo.com/mrss/';

interface FeedEntry {
  id: string;
  title: string;
  link: string | null;
  published: string;
  updated: string;
  summary: string;
  author: string;
  category: string | null;
  thumbnail: string | null;
}

interface ParsedFeed {
  title: string;
  id: string;
  updated: string;
  self: string | null;
  alternate: string | null;
  entries: FeedEntry[];
}

function parseAtom(text: string): ParsedFeed {
  const doc = parseXml(text);
  expect(wellFormedErrors(doc), text).toEqual([]);
  const root = doc.documentElement;
  expect(root.namespaceURI).toBe(ATOM);
  expect(root.localName).toBe('feed');
  const child = (parent: Element, name: string, ns = ATOM) =>
    [...parent.children].find((el) => el.namespaceURI === ns && el.localName === name);
  const text_ = (parent: Element, name: string) => child(parent, name)?.textContent ?? '';
  const linkOf = (parent: Element, rel: string) =>
    [...parent.children]
      .find(
        (el) =>
          el.namespaceURI === ATOM &&
          el.localName === 'link' &&
          (el.getAttribute('rel') ?? 'alternate') === rel,
      )
      ?.getAttribute('href') ?? null;
  return {
    title: text_(root, 'title'),
    id: text_(root, 'id'),
    updated: text_(root, 'updated'),
    self: linkOf(root, 'self'),
    alternate: linkOf(root, 'alternate'),
    entries: [...root.children]
      .filter((el) => el.namespaceURI === ATOM && el.localName === 'entry')
      .map((entry) => {
        const author = child(entry, 'author');
        return {
          id: text_(entry, 'id'),
          title: text_(entry, 'title'),
          link: linkOf(entry, 'alternate'),
          published: text_(entry, 'published'),
          updated: text_(entry, 'updated'),
          summary: text_(entry, 'summary'),
          author: author ? text_(author, 'name') : '',
          category: child(entry, 'category')?.getAttribute('term') ?? null,
          thumbnail: child(entry, 'thumbnail', MEDIA)?.getAttribute('url') ?? null,
        };
      }),
  };
}

describe.each(DIALECTS)('Atom feeds (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string };
  let categoryId: string;
  const made: Record<string, Video> = {};

  async function add(name: string, body: Record<string, unknown>): Promise<Video> {
    const res = await api.call('POST', '/api/curation/videos', {
      token: curator.token,
      body: newVideoBody({ category: categoryId, ...body }),
    });
    const { video } = await expectJson(res, 201, VideoResponseSchema);
    made[name] = video;
    return video;
  }

  async function feed(query = '', headers: Record<string, string> = {}) {
    const res = await api.call('GET', `/api/feeds/videos.atom${query}`, { headers });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    return { res, feed: parseAtom(text) };
  }

  /** The videos of the home page's first request for these filters, at most 50. */
  async function homeVideos(query = '') {
    const separator = query ? '&' : '?';
    const res = await api.call('GET', `/api/videos${query}${separator}limit=50`);
    return (await expectJson(res, 200, VideosPageSchema)).videos;
  }

  const entryIds = (parsed: ParsedFeed) =>
    parsed.entries.map((entry) => decodeURIComponent(entry.id.replace(/^.*\/video\//, '')));

  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
    const res = await api.call('POST', '/api/curation/categories', {
      token: curator.token,
      body: { name: 'Feed lanterns' },
    });
    categoryId = (await expectJson(res, 201, CategoryResponseSchema)).category._id;
    // More videos than a feed holds, older than the suite's own (the seed has fewer than 50).
    const older = Array.from({ length: 50 }, (_, index) =>
      makeTestVideo(seedCategory(0).id, {
        publishedAt: new Date(Date.UTC(2019, 0, 1) + index * 86_400_000).toISOString(),
      }),
    );
    await api.database.db.insertInto('videos').values(older).execute();
    await add('marked', {
      title: `Quotes "double" & 'single' <b>not bold</b> ]]> twice ]]>`,
      description: 'Fold <i>this</i> & that: A < B > C',
      creator: 'Studio & <Sons>',
      difficulty: 'advanced',
      projectMinutes: 90,
      materials: [{ name: 'Rice paper' }],
      publishedAt: '2025-03-04',
    });
    await add('quick', {
      title: 'Quick paper lantern',
      difficulty: 'beginner',
      projectMinutes: 20,
      materials: [{ name: 'Rice paper' }, { name: 'Wire' }],
      publishedAt: '2025-03-02',
    });
    await add('hour', {
      title: 'An hour of glass jars',
      difficulty: 'intermediate',
      projectMinutes: 45,
      materials: [{ name: 'Glass jar' }],
      publishedAt: '2025-03-01',
    });
  });
  afterAll(() => api.close());

  it('is Atom with the newest 50 videos, as the home page lists them', async () => {
    const { res, feed: parsed } = await feed();
    expect(parsed.title).toBe('CraftReel: newest videos');
    expect(parsed.self).toBe('http://localhost/api/feeds/videos.atom');
    expect(parsed.id).toBe(parsed.self);
    expect(parsed.alternate).toBe('http://localhost/');
    const home = await homeVideos();
    expect(home).toHaveLength(50);
    expect(entryIds(parsed)).toEqual(home.map((video) => video._id));
    expect(parsed.updated).toBe(home[0]?.publishedAt);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('gives each entry its title, links, dates, summary, author and thumbnail, escaped', async () => {
    const { feed: parsed } = await feed(`?category=${categoryId}`);
    const video = made.marked as Video;
    const entry = parsed.entries.find((e) => e.title === video.title);
    expect(entry).toEqual({
      id: `http://localhost/video/${encodeURIComponent(video._id)}`,
      title: video.title,
      link: `http://localhost/video/${video.videoLink}`,
      published: video.publishedAt,
      updated: video.publishedAt,
      summary: 'Fold <i>this</i> & that: A < B > C',
      author: 'Studio & <Sons>',
      category: 'Feed lanterns',
      thumbnail: `http://localhost/thumbnails/${encodeURIComponent(video._id)}`,
    });
  });

  it.each([
    ['a category, by id', () => `?category=${categoryId}`, 'Feed lanterns'],
    ['a category, by name', () => '?category=feed%20lanterns', 'Feed lanterns'],
    ['a difficulty', () => '?difficulty=beginner', 'beginner'],
    ['a time', () => '?time=over-60', 'over an hour'],
    ['a material', () => '?material=rice%20paper', 'with rice paper'],
    ['a search', () => '?search=lantern', '“lantern”'],
    [
      'every filter at once',
      () => `?category=${categoryId}&difficulty=beginner&time=under-30&material=wire`,
      'Feed lanterns, beginner, under 30 minutes, with wire',
    ],
  ])('follows %s, and says so in its title', async (_, query, words) => {
    const { feed: parsed } = await feed(query());
    const home = await homeVideos(query());
    expect(home.length).toBeGreaterThan(0);
    expect(entryIds(parsed)).toEqual(home.map((video) => video._id));
    expect(parsed.title).toBe(`CraftReel: ${words}`);
  });

  it('links itself and the home page with the filters in the home page’s order', async () => {
    const { feed: parsed } = await feed(`?difficulty=beginner&category=${categoryId}`);
    expect(parsed.self).toBe(
      `http://localhost/api/feeds/videos.atom?category=${categoryId}&difficulty=beginner`,
    );
    expect(parsed.alternate).toBe(`http://localhost/?category=${categoryId}&difficulty=beginner`);
    expect(entryIds(parsed)).toEqual([made.quick?._id]);
  });

  it('answers 304 to a current tag, and a new tag when the catalogue changes', async () => {
    const query = `?category=${categoryId}`;
    const { res } = await feed(query);
    const etag = res.headers.get('etag') ?? '';
    const again = await api.call('GET', `/api/feeds/videos.atom${query}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const added = await add('new', { title: 'Newest lantern', publishedAt: '2025-03-05' });
    const changed = await api.call('GET', `/api/feeds/videos.atom${query}`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(parseAtom(await changed.text()).entries[0]?.title).toBe(added.title);
  });

  it('leaves out retired videos', async () => {
    const video = await add('retired', { title: 'Lantern to retire', publishedAt: '2025-03-03' });
    const query = `?category=${categoryId}`;
    expect(entryIds((await feed(query)).feed)).toContain(video._id);
    const res = await api.call('POST', `/api/curation/videos/${video._id}/retire`, {
      token: curator.token,
    });
    expect(res.status).toBe(200);
    expect(entryIds((await feed(query)).feed)).not.toContain(video._id);
    expect(entryIds((await feed('?search=retire')).feed)).not.toContain(video._id);
  });

  it('is empty, not missing, for a category that does not exist', async () => {
    const { feed: parsed } = await feed('?category=no-such-category');
    expect(parsed.entries).toEqual([]);
    expect(parsed.title).toBe('CraftReel: no-such-category');
  });

  it.each([
    ['?difficulty=easy', /^difficulty must be one of/],
    ['?time=soon', /^time must be one of/],
    ['?material=%2A%2A%2A', /^material must hold a letter or a digit/],
    ['?category=%20', /^category must not be empty/],
    [`?search=${'x'.repeat(101)}`, /^search must be at most 100 characters/],
  ])('refuses %s with a 400 in the error shape', async (query, message) => {
    await expectError(await api.call('GET', `/api/feeds/videos.atom${query}`), 400, message);
  });

  it("makes its links on the request's origin, and caches each origin's feed apart", async () => {
    const other = await api.app.request('http://other.example:8080/api/feeds/videos.atom');
    expect(parseAtom(await other.text()).self).toBe(
      'http://other.example:8080/api/feeds/videos.atom',
    );
    const { feed: own } = await feed();
    expect(own.self).toBe('http://localhost/api/feeds/videos.atom');
    expect(own.entries[0]?.link).toMatch(/^http:\/\/localhost\/video\//);
  });
});

describe.each(DIALECTS)("a creator's Atom feed (%s)", (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  it("is the creator's newest videos, as the creator's page lists them", async () => {
    const slug = creatorSlug(seedVideo(0).creator);
    const res = await api.call('GET', `/api/feeds/creators/${encodeURIComponent(slug)}.atom`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const parsed = parseAtom(await res.text());
    const page = await expectJson(
      await api.call('GET', `/api/creators/${encodeURIComponent(slug)}?limit=50`),
      200,
      CreatorPageSchema,
    );
    expect(parsed.title).toBe(`CraftReel: ${page.creator.name}`);
    expect(parsed.alternate).toBe(`http://localhost/creator/${encodeURIComponent(slug)}`);
    expect(page.videos.length).toBeGreaterThan(0);
    expect(parsed.entries.map((entry) => entry.id)).toEqual(
      page.videos.map((video) => `http://localhost/video/${encodeURIComponent(video._id)}`),
    );
    const etag = res.headers.get('etag') ?? '';
    const again = await api.call('GET', `/api/feeds/creators/${encodeURIComponent(slug)}.atom`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('is a 404 in the error shape for a slug of no video, a 400 for one too long', async () => {
    await expectError(
      await api.call('GET', '/api/feeds/creators/no-such-creator.atom'),
      404,
      ServerMessage.creatorNotFound,
    );
    await expectError(await api.call('GET', `/api/feeds/creators/${'x'.repeat(201)}.atom`), 400);
  });
});

describe.each(DIALECTS)("a playlist's Atom feed (%s)", (dialect) => {
  let api: TestApi;
  let owner: { token: string };
  let curator: { token: string };
  beforeAll(async () => {
    api = await createTestApi(dialect);
    owner = await api.signUp({ firstName: 'Ada', lastName: 'Weaver' });
    curator = await signUpCurator(api);
  });
  afterAll(() => api.close());

  /** A playlist of the owner's with these videos, in this order, and this visibility. */
  async function playlistOf(title: string, videoIds: string[], visibility: string) {
    const res = await api.call('POST', '/api/user/playlists', {
      token: owner.token,
      body: { playlist: { title } },
    });
    const created = (await expectJson(res, 201, PlaylistsResponseSchema)).playlists[0];
    if (!created) throw new Error('no playlist in the answer');
    for (const _id of videoIds) {
      const added = await api.call('POST', `/api/user/playlists/${created._id}`, {
        token: owner.token,
        body: { video: { _id } },
      });
      expect(added.status).toBe(201);
    }
    const set = await api.call('PATCH', `/api/user/playlists/${created._id}`, {
      token: owner.token,
      body: { playlist: { visibility } },
    });
    expect(set.status).toBe(200);
    return created._id;
  }
  const feedOf = (playlistId: string, headers: Record<string, string> = {}) =>
    api.call('GET', `/api/feeds/playlists/${playlistId}.atom`, { headers });

  it("is the playlist's videos in its order, titled by it and its owner", async () => {
    const ids = [seedVideo(3).id, seedVideo(0).id, seedVideo(5).id];
    const playlistId = await playlistOf('Jar & <lamp> ideas', ids, 'public');
    const res = await feedOf(playlistId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBeNull();
    const parsed = parseAtom(await res.text());
    expect(parsed.title).toBe('CraftReel: Jar & <lamp> ideas, by Ada Weaver');
    expect(parsed.self).toBe(`http://localhost/api/feeds/playlists/${playlistId}.atom`);
    expect(parsed.alternate).toBe(`http://localhost/playlist/${playlistId}`);
    expect(parsed.entries.map((entry) => entry.id)).toEqual(
      ids.map((id) => `http://localhost/video/${encodeURIComponent(id)}`),
    );
  });

  it('is there for an unlisted playlist, marked noindex', async () => {
    const playlistId = await playlistOf('Unlisted lamps', [seedVideo(1).id], 'unlisted');
    const res = await feedOf(playlistId);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(parseAtom(await res.text()).entries).toHaveLength(1);
  });

  it('answers a private playlist exactly as a missing one, even its owner', async () => {
    const playlistId = await playlistOf('Private lamps', [seedVideo(1).id], 'private');
    const headers = { 'x-request-id': 'feeds-test' };
    const whole = async (res: Response) => ({
      status: res.status,
      headers: [...res.headers.entries()],
      body: await res.text(),
    });
    const hidden = await whole(await feedOf(playlistId, headers));
    const missing = await whole(await feedOf('no-such-playlist', headers));
    expect(hidden).toEqual(missing);
    await expectError(await feedOf(playlistId), 404, ServerMessage.playlistNotFound);
    const asOwner = await api.call('GET', `/api/feeds/playlists/${playlistId}.atom`, {
      token: owner.token,
    });
    expect(asOwner.status).toBe(404);
  });

  it('shows an edit at once, revalidates by its ETag, and leaves out retired videos', async () => {
    const added = await api.call('POST', '/api/curation/videos', {
      token: curator.token,
      body: newVideoBody({ title: 'Lamp to retire' }),
    });
    const retiring = (await expectJson(added, 201, VideoResponseSchema)).video;
    const playlistId = await playlistOf(
      'Changing lamps',
      [seedVideo(2).id, retiring._id],
      'public',
    );
    const first = await feedOf(playlistId);
    const etag = first.headers.get('etag') ?? '';
    expect(parseAtom(await first.text()).entries).toHaveLength(2);
    expect((await feedOf(playlistId, { 'if-none-match': etag })).status).toBe(304);

    const retired = await api.call('POST', `/api/curation/videos/${retiring._id}/retire`, {
      token: curator.token,
    });
    expect(retired.status).toBe(200);
    const renamed = await api.call('PATCH', `/api/user/playlists/${playlistId}`, {
      token: owner.token,
      body: { playlist: { title: 'Changed lamps' } },
    });
    expect(renamed.status).toBe(200);
    const after = await feedOf(playlistId, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const parsed = parseAtom(await after.text());
    expect(parsed.title).toBe('CraftReel: Changed lamps, by Ada Weaver');
    expect(parsed.entries.map((entry) => entry.title)).toEqual([seedVideo(2).title]);
  });

  it.each([
    [`/api/feeds/playlists/${'x'.repeat(201)}.atom`, 400],
    ['/api/feeds/playlists/.atom', 404],
    ['/api/feeds/playlists/abc', 404],
  ])('refuses %s in the error shape (%i)', async (path, status) => {
    await expectError(await api.call('GET', path), status);
  });
});

describe('Atom feeds behind a proxy, or with PUBLIC_ORIGIN', () => {
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'craftreel.example' };

  it('believe X-Forwarded-Proto and -Host only from a trusted proxy', async () => {
    const trusting = await createTestApi('sqlite', { trustedProxies: 1 });
    const plain = await createTestApi('sqlite');
    try {
      const behind = await trusting.call('GET', '/api/feeds/videos.atom', { headers: forwarded });
      expect(parseAtom(await behind.text()).self).toBe(
        'https://craftreel.example/api/feeds/videos.atom',
      );
      const direct = await plain.call('GET', '/api/feeds/videos.atom', { headers: forwarded });
      expect(parseAtom(await direct.text()).self).toBe('http://localhost/api/feeds/videos.atom');
    } finally {
      await trusting.close();
      await plain.close();
    }
  });

  it('use PUBLIC_ORIGIN, whatever the request says', async () => {
    const api = await createTestApi('sqlite', { publicOrigin: 'https://craftreel.example' });
    try {
      const res = await api.app.request('http://elsewhere.example/api/feeds/videos.atom');
      const parsed = parseAtom(await res.text());
      expect(parsed.self).toBe('https://craftreel.example/api/feeds/videos.atom');
      expect(parsed.entries[0]?.thumbnail).toMatch(/^https:\/\/craftreel\.example\/thumbnails\//);
    } finally {
      await api.close();
    }
  });
});
