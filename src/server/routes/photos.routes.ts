import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { MADE_PHOTO_MAX_BYTES, MADE_UNATTACHED_PHOTOS_MAX } from '#shared/made-post-bounds.ts';
import { ServerMessage, tooManyRequestsMessage } from '#shared/messages.ts';
import { ErrorBodySchema } from '#shared/schemas/error.schema.ts';
import { MadePhotoResponseSchema } from '#shared/schemas/made-post.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { newId } from '../db/ids.ts';
import {
  countUnattachedPhotos,
  deleteUnattachedPhoto,
  insertMadePhoto,
} from '../db/repositories/made-post-write.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, RateLimitedError } from '../http/api-error.ts';
import { errorBody } from '../http/error-body.ts';
import { errorJsonResponse, errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import { requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';
import { madePhotoJson } from '../made/made-post-json.ts';
import { sweepUnattachedPhotos } from '../made/photo-sweep.ts';
import { PhotoError } from '../photos/photo-error.ts';
import { photoResponseHeaders } from '../photos/photo-headers.ts';
import type { PhotoProcessor, PhotoStore } from '../photos/photo-store.ts';
import { acceptedPhotoType } from '../photos/photo-type.ts';

const megabytes = MADE_PHOTO_MAX_BYTES / (1024 * 1024);

const upload = createRoute({
  method: 'post',
  path: '/photos',
  tags: ['made'],
  security: [{ token: [] }],
  summary: 'Upload a photo for a "Made it" post',
  description:
    `The body is the image's bytes, up to ${megabytes} MB, with any Content-Type: the type is ` +
    'told by the bytes (JPEG, PNG, WebP or AVIF). It is stored as WebP at up to three widths ' +
    'with no metadata (no EXIF, no location), plus a tiny placeholder; the original is not ' +
    "kept. The photo is the uploader's and waits for a post to take it by its _id " +
    `(POST /api/user/made); one no post took within a day is deleted, and a user may have at ` +
    `most ${MADE_UNATTACHED_PHOTOS_MAX} waiting (409). 415: not an accepted type; 422: damaged, ` +
    'truncated, too many pixels or too slow to decode; 503: too many photos being processed.',
  request: {
    body: {
      required: true,
      content: {
        'application/octet-stream': {
          schema: z.string().max(MADE_PHOTO_MAX_BYTES).openapi({ format: 'binary' }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(MadePhotoResponseSchema, 'The stored photo, with its variants’ addresses'),
    ...errorResponses(401, 409, 415, 422, 429),
    413: { ...errorResponses(413)[413], description: `Body over ${megabytes} MB` },
    503: errorJsonResponse(
      ErrorBodySchema,
      'Too many photos are being processed: try again shortly',
    ),
  },
});

export interface PhotoUploadDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
  /** Counts uploads per user (photoUploadPerUser); null: not limited. */
  limits: RateLimits | null;
  /** The pipeline; null: every upload is refused as busy (503). */
  photoProcessor: PhotoProcessor | null;
  photoStore: PhotoStore;
}

/** POST /api/user/photos (docs/product.md, "Made it posts"): a photo for a post to take. */
export function photoUploadRoutes({
  db,
  tokens,
  now,
  limits,
  photoProcessor,
  photoStore,
}: PhotoUploadDeps) {
  const router = createRouter();
  router.use('/photos', requireUser(db, tokens));
  return router.openapi(upload, async (c) => {
    const userId = c.var.user._id;
    // Every upload counts, a refused one too, before its bytes are read.
    const wait = limits ? await limits.take('photoUploadPerUser', userId) : null;
    if (wait !== null) throw new RateLimitedError(wait, tooManyRequestsMessage(wait));
    const uploadedAt = now();
    // Each upload sweeps a bounded batch of stale photos (anyone's), so the cap below counts
    // only photos still waiting.
    await sweepUnattachedPhotos(db, photoStore, uploadedAt);
    if ((await countUnattachedPhotos(db, userId)) >= MADE_UNATTACHED_PHOTOS_MAX) {
      throw new ApiError(409, ServerMessage.tooManyUnattachedPhotos);
    }
    // The body limit (app.ts, LARGER_BODIES) has already refused a body over the limit.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    // A refusal is a PhotoError, an ApiError: app.onError answers it with its status and message.
    // A file that is no photo is the client's fault (415), even when no pipeline could take it.
    acceptedPhotoType(bytes);
    if (!photoProcessor) throw new PhotoError('busy');
    const photo = await photoProcessor.process(bytes);
    const id = newId();
    const row = {
      id,
      userId,
      width: photo.width,
      height: photo.height,
      widths: photo.variants.map((variant) => variant.width),
      placeholder: photo.placeholder,
      createdAt: uploadedAt.toISOString(),
    };
    // The row first, where the cap is checked again (the check above only refuses early: two
    // uploads at once both pass it). Then the variants: if storing them fails and the row cannot be taken back (the
    // database went away), the row is left unattached, which the sweep deletes with whatever
    // variants it has within a day; the other order could leave stored bytes no row names.
    // Nobody can name the photo before this answers, so a row without its variants is never read.
    if ((await insertMadePhoto(db, row, MADE_UNATTACHED_PHOTOS_MAX)) === 'full') {
      throw new ApiError(409, ServerMessage.tooManyUnattachedPhotos);
    }
    try {
      await photoStore.put({ id, variants: photo.variants });
    } catch (error) {
      await deleteUnattachedPhoto(db, id).catch(() => {});
      throw error;
    }
    const json = madePhotoJson({ ...row, widths: JSON.stringify(row.widths) });
    return c.json({ photo: json }, 201);
  });
}

/**
 * GET /photos/{photoId}-{width}: a stored variant's WebP bytes, from our own origin, with the
 * headers of photos/photo-headers.ts. Not part of the JSON API: the web app's <img> elements load
 * it. Served whatever the post's visibility (keys are unguessable ULIDs); anything else is a 404
 * in the API's error shape.
 */
export function photoRoutes({ photoStore }: { photoStore: PhotoStore }) {
  return createRouter().get('/:key', async (c) => {
    const variant = await photoStore.get(c.req.param('key'));
    if (!variant) return c.json(errorBody([ServerMessage.pageNotFound]), 404);
    return c.body(
      new Uint8Array(variant.bytes),
      200,
      Object.fromEntries(photoResponseHeaders(variant.bytes.byteLength)),
    );
  });
}
