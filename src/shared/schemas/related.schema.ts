import * as z from 'zod/mini';
import { VideoSchema } from './video.schema.ts';

/** How many videos GET /api/video/{videoId}/related answers at most. */
export const RELATED_MAX = 12;

/** Why a video is related to the one being watched, as a stable code (the web app says it). */
export const RELATED_REASONS = ['material', 'category', 'difficulty', 'recent'] as const;

export const RelatedReasonSchema = z.object({
  kind: z
    .enum(RELATED_REASONS)
    .check(
      z.describe(
        'material: it needs a material the video needs too (named in `material`); category: ' +
          'it is of the same category; difficulty: its project is as hard, or one step ' +
          'easier or harder; recent: none of these, one of the newest videos',
      ),
    ),
  material: z.optional(
    z
      .string()
      .check(
        z.describe('With kind material: the first shared material, as the watched video names it'),
      ),
  ),
});
export type RelatedReason = z.infer<typeof RelatedReasonSchema>;

export const RelatedVideoSchema = z.object({
  video: VideoSchema,
  reason: RelatedReasonSchema,
  watched: z
    .boolean()
    .check(
      z.describe("In the signed-in user's history (such videos come last); false for a visitor"),
    ),
});
export type RelatedVideo = z.infer<typeof RelatedVideoSchema>;

export const RelatedVideosResponseSchema = z.object({
  related: z
    .array(RelatedVideoSchema)
    .check(
      z.describe(
        `Up to ${RELATED_MAX} other videos of the catalogue: same category first, then more ` +
          'materials in common, then a similar difficulty, then newest; watched ones last',
      ),
    ),
});
