import * as z from 'zod/mini';
import { hasMaterialWord } from '../material-key.ts';
import { DIFFICULTIES, TIME_RANGES } from './video.schema.ts';

/*
 * The catalogue's filters, as GET /api/videos takes them in its query (video-request.schema.ts
 * adds the page's limit and cursor and the API's descriptions) and as the web app keeps them in
 * the home listing's address (src/client/lib/home-filters.ts). Apart from the request schemas
 * because the web app parses these on its first load: a module it imports brings every schema
 * built in it into its bundle.
 */

/** The most characters each text filter may have. */
export const VIDEO_FILTER_LIMITS = {
  category: 100,
  search: 100,
  material: 80,
} as const;

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
