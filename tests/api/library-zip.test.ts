import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '#server/db/ids.ts';
import { createPhotoProcessor } from '#server/node/photos/photo-processing.ts';
import { createDatabasePhotoStore, photoKey } from '#server/photos/photo-store.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  LIBRARY_FORMAT,
  LIBRARY_VERSION,
  type LibraryFile,
  LibraryFileSchema,
  LibraryImportResponseSchema,
} from '#shared/schemas/library.schema.ts';
import type { MadeFelt, MadeVisibility } from '#shared/schemas/made-post.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/**
 * The library zip (docs/product.md, "Profile"): GET /api/user/library.zip exports library.json
 * with the user's "Made it" posts and each photo as a WebP; POST /api/user/library.zip imports it
 * into any account, every photo going through the photo pipeline again, and writes nothing when
 * any part of the zip is bad.
 */

const ZIP = '/api/user/library.zip';
const processor = createPhotoProcessor();

/** A photo-like JPEG of the given size. */
function jpeg(width: number, height: number, mean = 128): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean, sigma: 40 };
  return sharp({ create: { width, height, channels: 3, background: '#000', noise } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const isWebp = (bytes: Uint8Array) =>
  strFromU8(bytes.subarray(0, 4), true) === 'RIFF' &&
  strFromU8(bytes.subarray(8, 12), true) === 'WEBP';

describe.each(DIALECTS)('the library zip (%s)', (dialect) => {
  let api: TestApi;
  let photoA: Buffer;
  let photoB: Buffer;
  beforeAll(async () => {
    api = await createTestApi(dialect, { photoProcessor: processor });
    [photoA, photoB] = await Promise.all([jpeg(1600, 1200, 100), jpeg(500, 400, 160)]);
  });
  afterAll(() => api.close());

  const store = () => createDatabasePhotoStore(api.database.db);

  /** A post as the posts' routes write one: its photos processed, stored and attached. */
  async function post(
    userId: string,
    videoId: string,
    fields: {
      photos: Buffer[];
      caption?: string;
      visibility?: MadeVisibility;
      hidden?: boolean;
      createdAt: string;
      felt?: MadeFelt;
    },
  ): Promise<string> {
    const id = newId();
    const { db } = api.database;
    await db
      .insertInto('made_posts')
      .values({
        id,
        user_id: userId,
        video_id: videoId,
        caption: fields.caption ?? 'My version',
        minutes: 45,
        felt: fields.felt ?? 'as_expected',
        substitutions: 'a cereal box instead of cardboard',
        visibility: fields.visibility ?? 'public',
        hidden_at: fields.hidden ? nowIso() : null,
        created_at: fields.createdAt,
        updated_at: fields.createdAt,
      })
      .execute();
    for (const [position, bytes] of fields.photos.entries()) {
      const processed = await processor.process(bytes);
      const photoId = newId();
      await store().put({ id: photoId, variants: processed.variants });
      await db
        .insertInto('made_photos')
        .values({
          id: photoId,
          user_id: userId,
          post_id: id,
          position,
          width: processed.width,
          height: processed.height,
          widths: JSON.stringify(processed.variants.map((v) => v.width)),
          placeholder: processed.placeholder,
          created_at: fields.createdAt,
        })
        .execute();
    }
    return id;
  }

  const exportZip = async (token: string) => {
    const res = await api.app.request(ZIP, { headers: { authorization: token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="craftreel-library-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    return new Uint8Array(await res.arrayBuffer());
  };
  const importZip = (token: string, body: Uint8Array<ArrayBuffer>) =>
    api.app.request(ZIP, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/zip' },
      body,
    });
  const postsOf = (userId: string) =>
    api.database.db
      .selectFrom('made_posts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();

  it('exports the posts newest first, each photo once as its widest WebP', async () => {
    const maker = await api.signUp();
    await post(maker.userId, seedVideo(0).id, {
      photos: [photoA, photoB],
      caption: 'First try',
      createdAt: '2026-10-01T10:00:00.000Z',
    });
    await post(maker.userId, seedVideo(1).id, {
      photos: [photoB],
      caption: 'Only for me',
      visibility: 'private',
      createdAt: '2026-10-02T10:00:00.000Z',
    });
    const entries = unzipSync(await exportZip(maker.token));
    const file = LibraryFileSchema.parse(
      JSON.parse(strFromU8(entries['library.json'] as Uint8Array)),
    );
    expect(file.posts?.map((p) => [p.videoId, p.caption, p.visibility, p.photos.length])).toEqual([
      [seedVideo(1).id, 'Only for me', 'private', 1],
      [seedVideo(0).id, 'First try', 'public', 2],
    ]);
    const names = file.posts?.flatMap((p) => p.photos) ?? [];
    expect(Object.keys(entries).sort()).toEqual(['library.json', ...names].sort());
    const widths = await Promise.all(
      names.map(async (name) => {
        const bytes = entries[name] as Uint8Array;
        expect(isWebp(bytes)).toBe(true);
        return (await sharp(bytes).metadata()).width;
      }),
    );
    // The 1600 px photo was kept at 1280 at most, the 500 px one at its own width.
    expect(widths.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([500, 500, 1280]);
  });

  it('imports into another account: posts, fields, photos processed again; a second import adds nothing', async () => {
    const maker = await api.signUp();
    await post(maker.userId, seedVideo(2).id, {
      photos: [photoA, photoB],
      caption: 'Made it twice',
      felt: 'harder',
      createdAt: '2026-10-03T10:00:00.000Z',
    });
    await post(maker.userId, seedVideo(3).id, {
      photos: [photoB],
      hidden: true,
      createdAt: '2026-10-04T10:00:00.000Z',
    });
    const zip = await exportZip(maker.token);

    const other = await api.signUp();
    const first = await expectJson(
      await importZip(other.token, zip),
      200,
      LibraryImportResponseSchema,
    );
    expect(first.imported.posts).toEqual({ added: 2, duplicates: 0, unknown: 0 });
    const imported = await postsOf(other.userId);
    expect(
      imported.map((p) => [
        p.video_id,
        p.caption,
        p.felt,
        p.minutes,
        p.created_at,
        p.hidden_at !== null,
      ]),
    ).toEqual([
      [seedVideo(3).id, 'My version', 'as_expected', 45, '2026-10-04T10:00:00.000Z', true],
      [seedVideo(2).id, 'Made it twice', 'harder', 45, '2026-10-03T10:00:00.000Z', false],
    ]);
    const photos = await api.database.db
      .selectFrom('made_photos')
      .selectAll()
      .where('user_id', '=', other.userId)
      .orderBy('position')
      .execute();
    expect(photos).toHaveLength(3);
    for (const photo of photos) {
      const widths = JSON.parse(photo.widths) as number[];
      for (const width of widths) {
        const variant = await store().get(photoKey(photo.id, width));
        expect(variant && isWebp(variant.bytes)).toBe(true);
      }
    }
    // New photo ids: the maker's photos stay the maker's.
    const makersPhotos = await api.database.db
      .selectFrom('made_photos')
      .select('id')
      .where('user_id', '=', maker.userId)
      .execute();
    expect(photos.map((p) => p.id)).not.toEqual(
      expect.arrayContaining(makersPhotos.map((p) => p.id)),
    );
    // Each photo was queued for deletion while it was stored without a row; the rows' transaction
    // took them off the queue, so the photo sweep will leave them be.
    expect(await api.database.db.selectFrom('photo_deletions').selectAll().execute()).toEqual([]);

    const again = await expectJson(
      await importZip(other.token, zip),
      200,
      LibraryImportResponseSchema,
    );
    expect(again.imported.posts).toEqual({ added: 0, duplicates: 2, unknown: 0 });
    expect(await postsOf(other.userId)).toHaveLength(2);
  });

  /** A zip of the given library file and entries. */
  function zipOf(file: LibraryFile | string | null, photos: Record<string, Uint8Array> = {}) {
    const entries: Record<string, Uint8Array> = { ...photos };
    if (file !== null) {
      entries['library.json'] = strToU8(typeof file === 'string' ? file : JSON.stringify(file));
    }
    return zipSync(entries);
  }
  const fileWith = (parts: Partial<LibraryFile>): LibraryFile => ({
    format: LIBRARY_FORMAT,
    version: LIBRARY_VERSION,
    exportedAt: '2026-11-01T00:00:00.000Z',
    likes: [],
    watchLater: [],
    history: [],
    playlists: [],
    ...parts,
  });
  const aPost = (photos: string[], videoId = seedVideo(4).id) => ({
    videoId,
    caption: 'From a zip',
    minutes: 30,
    felt: 'easier' as const,
    substitutions: '',
    visibility: 'public' as const,
    createdAt: '2026-10-05T10:00:00.000Z',
    photos,
  });

  it('refuses a bad zip whole, naming what is wrong, and writes nothing', async () => {
    const user = await api.signUp();
    const webp = await sharp(photoB).webp().toBuffer();
    const like = { videoId: seedVideo(5).id, addedAt: '2026-10-01T00:00:00.000Z' };
    const cases: Array<[string, Uint8Array<ArrayBuffer>, string | RegExp]> = [
      ['not a zip', strToU8('just some text'), ServerMessage.libraryZipUnreadable],
      [
        'no library.json',
        zipOf(null, { 'photos/a.webp': webp }),
        ServerMessage.libraryZipUnreadable,
      ],
      ['library.json not JSON', zipOf('{ nope'), ServerMessage.libraryZipUnreadable],
      [
        'a post naming a photo the zip lacks',
        zipOf(fileWith({ likes: [like], posts: [aPost(['photos/missing.webp'])] })),
        'posts.0.photos.0: photos/missing.webp is not in the zip',
      ],
      [
        'a "photo" that is HTML',
        zipOf(fileWith({ likes: [like], posts: [aPost(['photos/page.webp'])] }), {
          'photos/page.webp': strToU8('<html><script>alert(1)</script></html>'),
        }),
        `posts.0.photos.0: ${ServerMessage.photoUnsupportedType}`,
      ],
      [
        'a post of five photos',
        zipOf(
          fileWith({
            posts: [
              aPost([
                'photos/a.webp',
                'photos/a.webp',
                'photos/a.webp',
                'photos/a.webp',
                'photos/a.webp',
              ]),
            ],
          }),
          {
            'photos/a.webp': webp,
          },
        ),
        'posts.0.photos: must hold at most 4 photos',
      ],
    ];
    for (const [label, body, message] of cases) {
      const errors = await expectError(await importZip(user.token, body), 400, message);
      expect(errors, label).toHaveLength(1);
    }
    expect(await postsOf(user.userId)).toEqual([]);
    const likes = await api.database.db
      .selectFrom('list_entries')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(likes).toEqual([]);
    const photos = await api.database.db
      .selectFrom('photo_variants')
      .select('key')
      .where('created_at', '>', '2026-11-26')
      .execute();
    const stored = new Set(photos.map((p) => p.key));
    const attached = await api.database.db
      .selectFrom('made_photos')
      .select(['id', 'widths'])
      .execute();
    const keys = new Set(
      attached.flatMap((p) => (JSON.parse(p.widths) as number[]).map((w) => photoKey(p.id, w))),
    );
    // Every stored variant belongs to a photo some post holds: a refused zip left none behind.
    for (const key of stored) expect(keys.has(key), key).toBe(true);
    // And what it stored before it was refused was deleted, not left queued for the sweep.
    expect(await api.database.db.selectFrom('photo_deletions').selectAll().execute()).toEqual([]);
  });

  it('skips a post on a video no longer in the catalogue, and refuses posts in a plain JSON file', async () => {
    const user = await api.signUp();
    const webp = await sharp(photoB).webp().toBuffer();
    const zip = zipOf(
      fileWith({
        posts: [aPost(['photos/a.webp']), aPost(['photos/a.webp'], 'no-such-video')],
      }),
      { 'photos/a.webp': webp },
    );
    const done = await expectJson(
      await importZip(user.token, zip),
      200,
      LibraryImportResponseSchema,
    );
    expect(done.imported.posts).toEqual({ added: 1, duplicates: 0, unknown: 1 });

    const json = await api.call('POST', '/api/user/library', {
      token: user.token,
      body: fileWith({ posts: [aPost(['photos/a.webp'])] }),
    });
    await expectError(json, 400, ServerMessage.libraryPostsNeedZip);
  });

  it('reads the zip as bytes whatever Content-Type it is sent with', async () => {
    const user = await api.signUp();
    for (const contentType of ['application/json', 'text/plain', 'application/octet-stream']) {
      const res = await api.app.request(ZIP, {
        method: 'POST',
        headers: { authorization: user.token, 'content-type': contentType },
        body: zipOf(fileWith({})),
      });
      await expectJson(res, 200, LibraryImportResponseSchema);
    }
  });

  it('asks for a token', async () => {
    await expectError(await api.app.request(ZIP), 401);
    await expectError(await importZip('', zipOf(fileWith({}))), 401);
  });
});
