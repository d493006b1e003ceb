import * as z from 'zod/mini';
import { VIDEO_PAGE_DEFAULT, VIDEO_PAGE_MAX } from '../video-bounds.ts';

/*
 * What clients send, kept apart from what the API answers (follow.schema.ts, creator.schema.ts):
 * the web app never parses a request.
 */

/** `limit` and `cursor` of a creator page and of the Following page: the catalogue's paging. */
export const VideoPageQuerySchema = z.object({
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
    .optional(z.string().check(z.maxLength(200, 'cursor is not one this server gave out')))
    .check(z.describe('nextCursor of the previous page')),
});
