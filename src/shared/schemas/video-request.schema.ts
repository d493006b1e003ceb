import * as z from 'zod/mini';
import { VIDEO_PAGE_DEFAULT, VIDEO_PAGE_MAX } from './video.schema.ts';
import { VideoFiltersSchema } from './video-filters.schema.ts';

/*
 * What clients send, kept apart from what the API answers (video.schema.ts): the web app never parses
 * a request, and a module it imports brings every schema built in it, checks and all, into
 * its bundle (zod/mini schemas are tree-shaken only when their module is not imported).
 */

const filter = VideoFiltersSchema.shape;

/**
 * `limit` and `cursor` of a page in the catalogue's order: the catalogue's own (VideoQuerySchema),
 * a creator's page and the Following page.
 */
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

/** GET /api/videos: the catalogue's filters (video-filters.schema.ts) and a page of it. */
export const VideoQuerySchema = z.object({
  category: filter.category.check(z.describe("A category's _id or categoryName")),
  search: filter.search.check(
    z.describe(
      'Words to find, ignoring case. Every word must occur in the title, category name, creator ' +
        'or description (a part of a word counts). Videos with every word in the title come ' +
        'first, then those with every word in the title, category name or creator, then the ' +
        'rest; newest first within each. Text of 1–2-character words only looks among the ' +
        'newest 1,000 videos.',
    ),
  ),
  difficulty: filter.difficulty.check(z.describe('Only projects of this difficulty')),
  time: filter.time.check(
    z.describe(
      'Only projects that take this long to make: under-30 is 1–29 minutes, 30-60 is 30 to 60 ' +
        'minutes (both included), over-60 is 61 minutes or more',
    ),
  ),
  material: filter.material.check(
    z.describe(
      'Only projects that need this material. Matched as whole words, in order, ignoring case, ' +
        'accents, punctuation and plural endings: "cardboard" matches "Corrugated cardboard" ' +
        'and "Cardboard tubes", "plastic bottle" matches "Plastic bottles", "card" does not ' +
        'match "Cardboard"',
    ),
  ),
  ...VideoPageQuerySchema.shape,
});

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
