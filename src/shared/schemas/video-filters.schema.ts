import * as z from 'zod/mini';
import { DIFFICULTIES, TIME_RANGES } from '../craft-fact-values.ts';
import { hasMaterialWord } from '../material-key.ts';
import { VIDEO_FILTER_LIMITS } from '../video-bounds.ts';

export { VIDEO_FILTER_LIMITS } from '../video-bounds.ts';

/*
 * The catalogue's filters, as GET /api/videos takes them in its query (video-request.schema.ts
 * adds the page's limit and cursor and the API's descriptions) and as the web app keeps them in
 * the home listing's address (src/client/lib/home-filters.ts, which reads them with the hand
 * check of video-filters-check.ts: the first load of / carries no zod). A test holds the check
 * to this schema.
 */

const noNul = (name: string) =>
  z.refine<string>((text) => !text.includes('\u0000'), `${name} must not contain a NUL character`);

export const VideoFiltersSchema = z.object({
  category: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'category must not be empty'),
        z.maxLength(VIDEO_FILTER_LIMITS.category),
      ),
  ),
  search: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          VIDEO_FILTER_LIMITS.search,
          `search must be at most ${VIDEO_FILTER_LIMITS.search} characters`,
        ),
        noNul('search'),
      ),
  ),
  difficulty: z.optional(
    z.enum(DIFFICULTIES, { error: `difficulty must be one of ${DIFFICULTIES.join(', ')}` }),
  ),
  time: z.optional(z.enum(TIME_RANGES, { error: `time must be one of ${TIME_RANGES.join(', ')}` })),
  material: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          VIDEO_FILTER_LIMITS.material,
          `material must be at most ${VIDEO_FILTER_LIMITS.material} characters`,
        ),
        z.refine(hasMaterialWord, 'material must hold a letter or a digit'),
        noNul('material'),
      ),
  ),
});

/** The catalogue's filters: a field left out filters nothing. */
export type VideoFilters = z.infer<typeof VideoFiltersSchema>;
