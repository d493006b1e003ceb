import * as z from 'zod/mini';

/*
 * What clients send, kept apart from what the API answers (related.schema.ts): the web app never
 * parses a request, and a module it imports brings every schema built in it into its bundle.
 */

/** GET /api/video/{videoId}/related. */
export const RelatedQuerySchema = z.object({
  hideWatched: z
    .optional(z.enum(['0', '1'], { error: 'hideWatched must be 0 or 1' }))
    .check(
      z.describe(
        "1: leave out the videos in the signed-in user's history (else they come last, marked watched)",
      ),
    ),
});
