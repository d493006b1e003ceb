import * as z from 'zod/mini';
import { HISTORY_SEARCH_MAX, PROGRESS_BATCH_MAX, PROGRESS_SECONDS_MAX } from './progress.schema.ts';

/*
 * What clients send, kept apart from what the API answers (progress.schema.ts): the web app never
 * parses a request, and a module it imports brings every schema built in it into its bundle.
 */

function wholeSeconds(name: string, minimum: number) {
  return z
    .number({ error: `${name} must be a number` })
    .check(
      z.int(`${name} must be a whole number of seconds`),
      z.minimum(minimum, `${name} must be at least ${minimum}`),
      z.maximum(PROGRESS_SECONDS_MAX, `${name} must be at most ${PROGRESS_SECONDS_MAX}`),
    );
}

/** `{ seconds, duration }`: the position reached, within the video's length. */
export const SaveProgressBodySchema = z
  .object({
    seconds: wholeSeconds('seconds', 0),
    duration: wholeSeconds('duration', 1),
  })
  .check(
    z.refine((body) => body.seconds <= body.duration, {
      error: 'seconds must not be past duration',
      path: ['seconds'],
    }),
  );

/** `{ videoIds }`: the videos of a page of cards, 1 to PROGRESS_BATCH_MAX. */
export const ProgressLookupBodySchema = z.object({
  videoIds: z
    .array(
      z
        .string({ error: 'videoIds must hold ids' })
        .check(
          z.minLength(1, 'a video id is required'),
          z.maxLength(200, 'a video id is too long'),
        ),
      { error: 'videoIds must be a list of ids' },
    )
    .check(
      z.minLength(1, 'videoIds must name at least one video'),
      z.maxLength(PROGRESS_BATCH_MAX, `videoIds must name at most ${PROGRESS_BATCH_MAX} videos`),
    ),
});

/** `{ historyPaused }`: the settings to change. */
export const UpdateSettingsBodySchema = z.object({
  historyPaused: z.boolean({ error: 'historyPaused must be true or false' }),
});

/** The history's query: a page, narrowed to videos whose title or creator holds `q`. */
export const HistoryQuerySchema = z.object({
  q: z
    .optional(
      z.string().check(
        z.maxLength(HISTORY_SEARCH_MAX, `q must be at most ${HISTORY_SEARCH_MAX} characters`),
        z.refine((text) => !text.includes('\u0000'), 'q must not contain a NUL character'),
      ),
    )
    .check(z.describe('Text to find in the title or creator, ignoring case')),
  include: z
    .optional(z.enum(['watchedAt'], { error: 'include may only be watchedAt' }))
    .check(z.describe('watchedAt: the answer also says when each video was last watched')),
});
