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

export const VideosPageSchema = z.object({
  videos: z.array(VideoSchema),
  nextCursor: z.nullable(z.string()),
});
export type VideosPage = z.infer<typeof VideosPageSchema>;

export const VideoResponseSchema = z.object({ video: VideoSchema });
