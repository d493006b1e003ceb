import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { memoryRateLimits } from '#server/http/rate-limits.ts';
import { sweepUnattachedPhotos } from '#server/made/photo-sweep.ts';
import { createPhotoProcessor } from '#server/node/photos/photo-processing.ts';
import { PhotoError } from '#server/photos/photo-error.ts';
import {
  createDatabasePhotoStore,
  type PhotoProcessor,
  photoKey,
} from '#server/photos/photo-store.ts';
import { MADE_PHOTO_MAX_BYTES, MADE_UNATTACHED_PHOTOS_MAX } from '#shared/made-post-bounds.ts';
import { ServerMessage } from '#shared/messages.ts';
import { type MadePhoto, MadePhotoResponseSchema } from '#shared/schemas/made-post.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { image, noisyJpeg, pngDeclaring } from '../support/photo-fixtures.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const SCRIPT = '<script>alert(document.cookie)</script>';

/** A JPEG whose comment segment, right after its start marker, holds a script. */
async function polyglotJpeg(): Promise<Buffer> {
  const jpeg = await image(40, 30, 'jpeg');
  const comment = Buffer.from(SCRIPT);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.byteLength + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

const HOUR = 3600_000;

// "Made it" photos (docs/product.md, "Made it posts"): the upload, the variants served from our
// own origin, the refusals, the cap on photos waiting for a post, and the sweep of old ones.
describe.each(DIALECTS)('Made it photos (%s)', (dialect) => {
  let api: TestApi;
  let clock = new Date();
  const sharpProcessor = createPhotoProcessor();
  /** The processor the app calls: sharp's, unless a test swaps in another. */
  let processor: PhotoProcessor | null = sharpProcessor;
  /** Whether the photo store refuses to keep variants (a store that is away). */
  let storeFails = false;
  /** Whether the photo store refuses to delete variants. */
  let storeDeleteFails = false;

  beforeAll(async () => {
    api = await createTestApi(dialect, {
      now: () => clock,
      photoProcessor: {
        process: (input) =>
          processor ? processor.process(input) : Promise.reject(new PhotoError('busy')),
      },
      photoStore: {
        put: (photo) =>
          storeFails
            ? Promise.reject(new Error('the photo store is away'))
            : createDatabasePhotoStore(api.database.db).put(photo),
        get: (key) => createDatabasePhotoStore(api.database.db).get(key),
        delete: (ids) =>
          storeDeleteFails
            ? Promise.reject(new Error('the photo store is away'))
            : createDatabasePhotoStore(api.database.db).delete(ids),
      },
      rateLimits: memoryRateLimits({
        apiPerAddress: { points: 100_000, seconds: 60 },
        signupPerAddress: { points: 100_000, seconds: 3600 },
        photoUploadPerUser: { points: 5, seconds: 3600 },
      }),
    });
  });
  afterAll(() => api.close());

  function upload(token: string, bytes: Uint8Array, contentType = 'application/octet-stream') {
    return Promise.resolve(
      api.app.request('/api/user/photos', {
        method: 'POST',
        headers: { authorization: token, 'content-type': contentType },
        body: Uint8Array.from(bytes),
      }),
    );
  }

  async function uploaded(
    token: string,
    bytes: Uint8Array,
    contentType?: string,
  ): Promise<MadePhoto> {
    const res = await upload(token, bytes, contentType);
    return (await expectJson(res, 201, MadePhotoResponseSchema)).photo;
  }

  async function served(url: string) {
    const res = await api.app.request(url);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  async function expectServedWebp(url: string): Promise<Uint8Array> {
    const { res, bytes } = await served(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    return bytes;
  }

  it('reads the bytes even when the Content-Type says JSON or text', async () => {
    const { token } = await api.signUp();
    const jpeg = await image(30, 20, 'jpeg');
    for (const type of ['application/json', 'text/plain; charset=utf-8']) {
      await uploaded(token, jpeg, type);
    }
  });

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'takes a %s whatever its Content-Type, and serves its variants as WebP',
    async (format) => {
      const { token } = await api.signUp();
      const photo = await uploaded(token, await image(700, 400, format));
      expect(photo).toMatchObject({ width: 700, height: 400 });
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
        [320, 183],
        [640, 366],
        [700, 400],
      ]);
      for (const variant of photo.variants) {
        expect(variant.url).toBe(`/photos/${photoKey(photo._id, variant.width)}`);
        const bytes = await expectServedWebp(variant.url);
        const metadata = await sharp(bytes).metadata();
        expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      }
    },
  );

  it('refuses what is not a JPEG, PNG, WebP or AVIF by its bytes, whatever it claims (415)', async () => {
    const { token } = await api.signUp();
    const gif = await image(20, 20, 'gif');
    await expectError(
      await upload(token, gif, 'image/jpeg'),
      415,
      ServerMessage.photoUnsupportedType,
    );
    const html = new TextEncoder().encode(`<!doctype html>${SCRIPT}`);
    await expectError(
      await upload(token, html, 'image/png'),
      415,
      ServerMessage.photoUnsupportedType,
    );
    await expectError(
      await upload(token, new Uint8Array()),
      415,
      ServerMessage.photoUnsupportedType,
    );
  });

  it('refuses a truncated photo and a decompression bomb (422)', async () => {
    const { token } = await api.signUp();
    const jpeg = await noisyJpeg(400, 300);
    const cut = jpeg.subarray(0, Math.floor(jpeg.byteLength * 0.6));
    await expectError(await upload(token, cut), 422, ServerMessage.photoUnreadable);
    const bomb = await pngDeclaring(30_000, 30_000);
    await expectError(await upload(token, bomb), 422, ServerMessage.photoTooManyPixels);
  });

  it('refuses a photo over 15 MB (413), by the body limit and by the pipeline', async () => {
    const { token } = await api.signUp();
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(await image(20, 20, 'jpeg'));
    await expectError(await upload(token, big), 413, ServerMessage.photoTooLarge);
    await expectError(
      await upload(token, big.subarray(0, MADE_PHOTO_MAX_BYTES + 1)),
      413,
      ServerMessage.photoTooLarge,
    );
    // Within the body limit, the pipeline's own refusal answers the same.
    processor = { process: () => Promise.reject(new PhotoError('too_large')) };
    try {
      await expectError(
        await upload(token, await image(20, 20, 'jpeg')),
        413,
        ServerMessage.photoTooLarge,
      );
    } finally {
      processor = sharpProcessor;
    }
  });

  it('answers 503 when the pipeline is busy, and nothing is stored', async () => {
    const { token, userId } = await api.signUp();
    processor = null;
    try {
      await expectError(
        await upload(token, await image(20, 20, 'jpeg')),
        503,
        ServerMessage.photoBusy,
      );
    } finally {
      processor = sharpProcessor;
    }
    const rows = await api.database.db
      .selectFrom('made_photos')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps no EXIF (GPS), ICC, XMP or IPTC of a photo', async () => {
    const { token } = await api.signUp();
    const fixture = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#c33' },
    })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await sharp(fixture).metadata()).exif).toBeDefined();
    const photo = await uploaded(token, fixture);
    expect(photo).toMatchObject({ width: 40, height: 60 });
    for (const variant of photo.variants) {
      const bytes = await expectServedWebp(variant.url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(Buffer.from(bytes).includes('PhoneMaker')).toBe(false);
    }
  });

  it('serves an HTML/JS polyglot only as re-encoded WebP, not to be sniffed, sandboxed', async () => {
    const { token } = await api.signUp();
    const polyglot = await polyglotJpeg();
    expect(polyglot.includes(SCRIPT)).toBe(true);
    const photo = await uploaded(token, polyglot);
    for (const variant of photo.variants) {
      const bytes = await expectServedWebp(variant.url);
      expect(Buffer.from(bytes).includes('<script')).toBe(false);
    }
  });

  it('answers 404 in the error shape for any other /photos address', async () => {
    for (const path of [
      `/photos/${newId()}-320`,
      '/photos/nothing',
      '/photos/%2e%2e%2fapi%2fvideos',
      `/photos/${newId()}-0`,
    ]) {
      const res = await api.app.request(path);
      await expectError(res, 404, ServerMessage.pageNotFound);
    }
  });

  it('asks for a token (401)', async () => {
    const res = await upload('', await image(20, 20, 'jpeg'));
    await expectError(res, 401, ServerMessage.invalidToken);
  });

  it(`holds at most ${MADE_UNATTACHED_PHOTOS_MAX} photos waiting for a post a user (409)`, async () => {
    const { token, userId } = await api.signUp();
    const createdAt = clock.toISOString();
    // Rows stand for earlier uploads (their variants do not matter to the cap).
    await api.database.db
      .insertInto('made_photos')
      .values(
        Array.from({ length: MADE_UNATTACHED_PHOTOS_MAX - 1 }, () => ({
          id: newId(),
          user_id: userId,
          width: 10,
          height: 10,
          widths: '[10]',
          placeholder: 'data:,',
          created_at: createdAt,
        })),
      )
      .execute();
    const small = await image(30, 20, 'png');
    await uploaded(token, small);
    await expectError(await upload(token, small), 409, ServerMessage.tooManyUnattachedPhotos);
    // Another user is not held back by this one's photos.
    const other = await api.signUp();
    await uploaded(other.token, small);
  });

  it('lets no two uploads at once take the last place under the cap', async () => {
    const { token, userId } = await api.signUp();
    const createdAt = clock.toISOString();
    await api.database.db
      .insertInto('made_photos')
      .values(
        Array.from({ length: MADE_UNATTACHED_PHOTOS_MAX - 2 }, () => ({
          id: newId(),
          user_id: userId,
          width: 10,
          height: 10,
          widths: '[10]',
          placeholder: 'data:,',
          created_at: createdAt,
        })),
      )
      .execute();
    // Four uploads, each held after the early check until all four have passed it: two places
    // are left, so two are kept and two refused.
    const uploads = 4;
    let arrived = 0;
    let allArrived = () => {};
    const together = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    processor = {
      process: async (input) => {
        arrived += 1;
        if (arrived === uploads) allArrived();
        await together;
        return sharpProcessor.process(input);
      },
    };
    try {
      const small = await image(30, 20, 'png');
      const answers = await Promise.all(
        Array.from({ length: uploads }, () => upload(token, small)),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 409, 409]);
    } finally {
      processor = sharpProcessor;
    }
    const waiting = await api.database.db
      .selectFrom('made_photos')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(waiting).toHaveLength(MADE_UNATTACHED_PHOTOS_MAX);
  });

  it('takes the row back when the variants cannot be stored, and keeps nothing', async () => {
    const { token, userId } = await api.signUp();
    storeFails = true;
    try {
      const res = await upload(token, await image(30, 20, 'png'));
      expect(res.status).toBe(500);
    } finally {
      storeFails = false;
    }
    const rows = await api.database.db
      .selectFrom('made_photos')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
    // The place under the cap is free again.
    await uploaded(token, await image(30, 20, 'png'));
  });

  it('sweeps photos no post took within a day: rows and variants', async () => {
    const { token, userId } = await api.signUp();
    const old = await uploaded(token, await image(30, 20, 'png'));
    const url = old.variants[0]?.url ?? '';
    await expectServedWebp(url);
    const startedAt = clock;
    try {
      clock = new Date(startedAt.getTime() + 23 * HOUR);
      // Any upload sweeps (anyone's): a day has not passed yet.
      const other = await api.signUp();
      await uploaded(other.token, await image(30, 20, 'png'));
      expect((await served(url)).res.status).toBe(200);
      clock = new Date(startedAt.getTime() + 25 * HOUR);
      await uploaded(other.token, await image(30, 20, 'png'));
      await expectError(await api.app.request(url), 404, ServerMessage.pageNotFound);
      const rows = await api.database.db
        .selectFrom('made_photos')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toEqual([]);
      // The interval's sweep (node/index.ts) calls the same function: the rest goes too.
      const store = createDatabasePhotoStore(api.database.db);
      const later = new Date(clock.getTime() + 48 * HOUR);
      while ((await sweepUnattachedPhotos(api.database.db, store, later)) > 0) {}
      const waiting = await api.database.db
        .selectFrom('made_photos')
        .select('id')
        .where('post_id', 'is', null)
        .where('created_at', '<', clock.toISOString())
        .execute();
      expect(waiting).toEqual([]);
    } finally {
      clock = startedAt;
    }
  });

  it("deletes a deleted post's and account's variants later when the store fails at first", async () => {
    const queued = async () =>
      (await api.database.db.selectFrom('photo_deletions').select('photo_id').execute()).map(
        (row) => row.photo_id,
      );
    const { videos } = (await (await api.call('GET', '/api/videos?limit=1')).json()) as {
      videos: Array<{ _id: string }>;
    };
    const videoId = videos[0]?._id ?? '';
    const maker = await api.signUp();
    const leaver = await api.signUp();
    const small = await image(30, 20, 'png');
    const [posted, left] = await Promise.all(
      [maker, leaver].map((who) => uploaded(who.token, small)),
    );
    const res = await api.call('POST', '/api/user/made', {
      token: maker.token,
      body: {
        videoId,
        photoIds: [posted?._id],
        minutes: 30,
        felt: 'as_expected',
        visibility: 'public',
      },
    });
    expect(res.status).toBe(201);
    const { post } = (await res.json()) as { post: { _id: string } };
    const urls = [posted, left].map((photo) => photo?.variants[0]?.url ?? '');

    storeDeleteFails = true;
    try {
      const deleted = await api.call('DELETE', `/api/user/made/${post._id}`, {
        token: maker.token,
      });
      expect(deleted.status).toBe(204);
      const gone = await api.call('DELETE', '/api/auth/account', {
        token: leaver.token,
        body: { password: 'correct horse battery' },
      });
      expect(gone.status).toBe(200);
    } finally {
      storeDeleteFails = false;
    }
    // The rows went; the bytes are still there, and queued.
    for (const url of urls) expect((await served(url)).res.status).toBe(200);
    expect((await queued()).sort()).toEqual([posted?._id, left?._id].sort());

    // A day later the sweep deletes them from the store and clears the queue.
    const store = createDatabasePhotoStore(api.database.db);
    await sweepUnattachedPhotos(api.database.db, store, new Date(Date.now() + 25 * HOUR));
    for (const url of urls)
      await expectError(await api.app.request(url), 404, ServerMessage.pageNotFound);
    expect(await queued()).toEqual([]);
  });

  it('limits uploads per user (429 with Retry-After)', async () => {
    const { token } = await api.signUp();
    const small = await image(30, 20, 'png');
    for (let i = 0; i < 5; i++) await uploaded(token, small);
    const res = await upload(token, small);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectError(res, 429, /^Too many requests/);
  });
});

describe('Made it photos without a pipeline', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('sqlite');
  });
  afterAll(() => api.close());

  it('answers 503 for a photo, and still 4xx for what is no photo', async () => {
    const { token } = await api.signUp();
    const send = (body: Uint8Array) =>
      api.app.request('/api/user/photos', {
        method: 'POST',
        headers: { authorization: token },
        body: Uint8Array.from(body),
      });
    await expectError(await send(await image(20, 20, 'jpeg')), 503, ServerMessage.photoBusy);
    await expectError(await send(new Uint8Array()), 415, ServerMessage.photoUnsupportedType);
    await expectError(
      await send(new TextEncoder().encode(SCRIPT)),
      415,
      ServerMessage.photoUnsupportedType,
    );
  });
});
