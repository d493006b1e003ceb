import * as z from 'zod/mini';

import { DIFFICULTIES } from '../craft-fact-values.ts';

export {
  DIFFICULTIES,
  type Difficulty,
  TIME_RANGES,
  type TimeRange,
} from '../craft-fact-values.ts';
export { VIDEO_PAGE_DEFAULT, VIDEO_PAGE_MAX } from '../video-bounds.ts';

/** One thing a project needs: "Cardboard sheet", with an optional quantity ("2 A4 sheets"). */
export const MaterialSchema = z.object({
  name: z.string(),
  quantity: z.optional(z.string()),
});
export type Material = z.infer<typeof MaterialSchema>;

/** A catalogue video as the API answers it (docs/product.md, "API"). */
export const VideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videoLink: z.string(),
  gif: z.string(),
  thumbnail: z.string(),
  views: z.string().check(z.describe('Views as English display text ("12K", "1.2M")')),
  viewCount: z
    .number()
    .check(z.describe('Views as the number they are, for a client to say in its own language')),
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
  difficulty: z.enum(DIFFICULTIES),
  projectMinutes: z
    .number()
    .check(z.describe('How long the project takes to make, in minutes (not the video length)')),
  materials: z
    .array(MaterialSchema)
    .check(z.describe('What the project needs, in the order the video lists it')),
  retired: z.optional(
    z
      .literal(true)
      .check(
        z.describe(
          'Present (true) only on a video a curator has retired: it has left the catalogue and ' +
            'search, and shows in users’ lists as no longer available',
        ),
      ),
  ),
});
export type Video = z.infer<typeof VideoSchema>;

export const VideosPageSchema = z.object({
  videos: z.array(VideoSchema),
  nextCursor: z.nullable(z.string()),
});
export type VideosPage = z.infer<typeof VideosPageSchema>;

export const VideoResponseSchema = z.object({ video: VideoSchema });
