import * as z from 'zod/mini';

/** A catalogue video as the API answers it (docs/product.md, "API"). */
export const VideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videoLink: z.string(),
  gif: z.string(),
  thumbnail: z.string(),
  views: z.string(),
  created: z
    .string()
    .check(z.describe('Age as text ("3 years ago"), as of when the answer was made')),
  publishedAt: z
    .string()
    .check(
      z.describe(
        'When the video was published (ISO 8601, UTC). Tell its age from this: `created` may be up to a minute old, as answers are cached',
      ),
    ),
  creator: z.string(),
  description: z.string(),
  categoryName: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;

export const VIDEO_PAGE_DEFAULT = 48;
export const VIDEO_PAGE_MAX = 100;

export const VideoQuerySchema = z.object({
  category: z
    .optional(
      z.string().check(z.trim(), z.minLength(1, 'category must not be empty'), z.maxLength(100)),
    )
    .check(z.describe("A category's _id or categoryName")),
  search: z
    .optional(z.string().check(z.maxLength(100, 'search must be at most 100 characters')))
    .check(z.describe('Text the title or category name contains, ignoring case')),
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.minimum(1, 'limit must be at least 1'),
        z.maximum(VIDEO_PAGE_MAX, `limit must be at most ${VIDEO_PAGE_MAX}`),
      ),
    VIDEO_PAGE_DEFAULT,
  ),
  cursor: z
    .optional(z.string().check(z.maxLength(200)))
    .check(z.describe('nextCursor of the previous page')),
});

export const VideosPageSchema = z.object({
  videos: z.array(VideoSchema),
  nextCursor: z.nullable(z.string()),
});
export type VideosPage = z.infer<typeof VideosPageSchema>;

export const VideoResponseSchema = z.object({ video: VideoSchema });

/**
 * The body of every "add a video" call. The client may send the whole video it shows; the
 * server reads only `_id` and answers with the catalogue's copy.
 */
export const VideoRefBodySchema = z.object({
  video: z.looseObject(
    {
      _id: z
        .string({ error: 'video._id is required' })
        .check(z.trim(), z.minLength(1, 'video._id is required'), z.maxLength(100)),
    },
    // A missing or non-object `video` still names the one field the server reads.
    { error: 'video._id is required' },
  ),
});
