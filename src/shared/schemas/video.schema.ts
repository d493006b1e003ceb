import { z } from 'zod';

/** A catalogue video as the API answers it (docs/product.md, "API"). */
export const VideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videoLink: z.string(),
  gif: z.string(),
  thumbnail: z.string(),
  views: z.string(),
  created: z.string().describe('Age as text ("3 years ago"), as of when the answer was made'),
  publishedAt: z
    .string()
    .describe(
      'When the video was published (ISO 8601, UTC). Tell its age from this: `created` may be up to a minute old, as answers are cached',
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
    .string()
    .trim()
    .min(1, 'category must not be empty')
    .max(100)
    .optional()
    .describe("A category's _id or categoryName"),
  search: z
    .string()
    .max(100, 'search must be at most 100 characters')
    .refine((text) => !text.includes('\u0000'), 'search must not contain a NUL character')
    .optional()
    .describe(
      'Words to find, ignoring case. Every word must occur in the title, category name, creator ' +
        'or description (a part of a word counts). Videos with every word in the title come ' +
        'first, then those with every word in the title, category name or creator, then the ' +
        'rest; newest first within each. Text of 1–2-character words only looks among the ' +
        'newest 1,000 videos.',
    ),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(VIDEO_PAGE_MAX, `limit must be at most ${VIDEO_PAGE_MAX}`)
    .default(VIDEO_PAGE_DEFAULT),
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
});

export const VideosPageSchema = z.object({
  videos: z.array(VideoSchema),
  nextCursor: z.string().nullable(),
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
        .trim()
        .min(1, 'video._id is required')
        .max(100),
    },
    // A missing or non-object `video` still names the one field the server reads.
    { error: 'video._id is required' },
  ),
});
