import * as z from 'zod/mini';
import {
  MADE_CAPTION_MAX,
  MADE_COUNTS_BATCH_MAX,
  MADE_MINUTES_MAX,
  MADE_MINUTES_MIN,
  MADE_PAGE_MAX,
  MADE_PHOTOS_MAX,
  MADE_PHOTOS_MIN,
  MADE_SUBSTITUTIONS_MAX,
} from '../made-post-bounds.ts';
import { MADE_FELT, MADE_REPORT_REASONS, MADE_VISIBILITIES } from './made-post.schema.ts';

/*
 * What clients send about "Made it" posts, kept apart from what the API answers
 * (made-post.schema.ts): the web app never parses a request.
 */

const feltError = `felt must be one of ${MADE_FELT.join(', ')}`;
const visibilityError = `visibility must be one of ${MADE_VISIBILITIES.join(', ')}`;
const reasonError = `reason must be one of ${MADE_REPORT_REASONS.join(', ')}`;

const photoIds = z
  .array(
    z
      .string({ error: 'photoIds must hold photo ids' })
      .check(z.maxLength(40, 'photoIds must hold photo ids')),
    {
      error: 'photoIds must be a list of photo ids',
    },
  )
  .check(
    z.minLength(MADE_PHOTOS_MIN, `A post needs at least ${MADE_PHOTOS_MIN} photo`),
    z.maxLength(MADE_PHOTOS_MAX, `A post holds at most ${MADE_PHOTOS_MAX} photos`),
    z.describe('The photos, in the order shown: ids from POST /api/user/photos'),
  );
const caption = z
  .string({ error: 'caption must be text' })
  .check(z.maxLength(MADE_CAPTION_MAX, `caption must be at most ${MADE_CAPTION_MAX} characters`));
const minutes = z
  .number({ error: 'minutes must be a number' })
  .check(
    z.int('minutes must be a whole number'),
    z.minimum(MADE_MINUTES_MIN, `minutes must be at least ${MADE_MINUTES_MIN}`),
    z.maximum(MADE_MINUTES_MAX, `minutes must be at most ${MADE_MINUTES_MAX}`),
  );
const felt = z.enum(MADE_FELT, { error: feltError });
const substitutions = z
  .string({ error: 'substitutions must be text' })
  .check(
    z.maxLength(
      MADE_SUBSTITUTIONS_MAX,
      `substitutions must be at most ${MADE_SUBSTITUTIONS_MAX} characters`,
    ),
  );
const visibility = z.enum(MADE_VISIBILITIES, { error: visibilityError });

/** `POST /api/user/made`: a new post on a video. Text is trimmed; caption may be empty. */
export const CreateMadePostBodySchema = z.object({
  videoId: z
    .string({ error: 'videoId is required' })
    .check(z.maxLength(200, 'videoId is too long')),
  photoIds,
  caption: z.optional(caption),
  minutes,
  felt,
  substitutions: z.optional(substitutions),
  visibility: z.optional(visibility).check(z.describe('private (the default) or public')),
});
export type CreateMadePostBody = z.infer<typeof CreateMadePostBodySchema>;

/** `PATCH /api/user/made/{postId}`: any of the fields; photoIds replaces the post's photos. */
export const EditMadePostBodySchema = z.object({
  photoIds: z.optional(photoIds),
  caption: z.optional(caption),
  minutes: z.optional(minutes),
  felt: z.optional(felt),
  substitutions: z.optional(substitutions),
  visibility: z.optional(visibility),
});
export type EditMadePostBody = z.infer<typeof EditMadePostBodySchema>;

/** `POST /api/made/{postId}/reports`: why. */
export const ReportMadePostBodySchema = z.object({
  reason: z.enum(MADE_REPORT_REASONS, { error: reasonError }),
});

/** `limit` and `cursor` of the post lists (gallery, a maker's, moderation). */
export const MadePageQuerySchema = z.object({
  limit: z.optional(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.minimum(1, 'limit must be at least 1'),
        z.maximum(MADE_PAGE_MAX, `limit must be at most ${MADE_PAGE_MAX}`),
      ),
  ),
  cursor: z.optional(z.string().check(z.maxLength(200, 'cursor is not one this server gave out'))),
});

/** The moderation queue's query: which tab, and a page. */
export const ModerationQuerySchema = z.extend(MadePageQuerySchema, {
  state: z.optional(z.enum(['reported', 'hidden'], { error: 'state must be reported or hidden' })),
});

/** `GET /api/made/counts?videoIds=a,b`: up to MADE_COUNTS_BATCH_MAX comma-separated video ids. */
export const MadeCountsQuerySchema = z.object({
  videoIds: z
    .string({ error: 'videoIds is required' })
    .check(
      z.maxLength(
        MADE_COUNTS_BATCH_MAX * 41,
        `videoIds lists at most ${MADE_COUNTS_BATCH_MAX} videos`,
      ),
    ),
});
