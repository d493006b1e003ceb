import * as z from 'zod/mini';

/*
 * The two answers of the "Made it" API that carry no post (src/shared/schemas/made-post.schema.ts
 * holds the others): a report taken, and a deletion's empty 204.
 */

/** `POST /api/made/{postId}/reports`: 201 `{ reported: true }`. */
export const ReportedSchema = z.object({ reported: z.literal(true) });

/** A 204 answer: no body, which apiRequest reads as undefined. */
export const NoContentSchema = z.undefined();
