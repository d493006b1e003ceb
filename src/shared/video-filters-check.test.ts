import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, TIME_RANGES } from './craft-fact-values.ts';
import { type VideoFilters, VideoFiltersSchema } from './schemas/video-filters.schema.ts';
import { VIDEO_FILTER_LIMITS } from './video-bounds.ts';
import { VIDEO_FILTER_NAMES, validVideoFilters } from './video-filters-check.ts';

/**
 * What the schema keeps of `given`: all of it when it parses, else what is left once the fields
 * it refused are dropped (each field is checked on its own, so what is left parses).
 */
function keptBySchema(given: Record<string, string>): VideoFilters {
  const parsed = VideoFiltersSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return VideoFiltersSchema.parse(
    Object.fromEntries(Object.entries(given).filter(([name]) => !refused.has(name))),
  );
}

/** Texts near every rule: the allowed values, lengths about each bound, spaces, NULs, no word. */
const filterText = fc.oneof(
  fc.constantFrom(...DIFFICULTIES, ...TIME_RANGES, 'Beginner', 'under-30 ', '', ' ', '-', '\u0000'),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  ...Object.values(VIDEO_FILTER_LIMITS).map((limit) =>
    fc.string({ minLength: limit - 2, maxLength: limit + 2 }),
  ),
  fc
    .tuple(fc.constantFrom('', ' ', '\t', '\u00a0', '\n'), fc.string({ maxLength: 101 }))
    .map(([space, text]) => `${space}${text}${space}`),
  fc.string({ maxLength: 6 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('--', '..', ' . ', '\u200b'),
);

const givenFilters = fc.dictionary(
  fc.constantFrom(...VIDEO_FILTER_NAMES, 'cursor', 'limit', 'other'),
  filterText,
);

describe('the hand check of the video filters', () => {
  it('names the schema’s fields, in its order', () => {
    expect(VIDEO_FILTER_NAMES).toEqual(Object.keys(VideoFiltersSchema.shape));
  });

  it('keeps exactly what VideoFiltersSchema keeps, as it gives it back, on any input', () => {
    fc.assert(
      fc.property(givenFilters, (given) => {
        expect(validVideoFilters(given)).toStrictEqual(keptBySchema(given));
      }),
      { numRuns: 3000 },
    );
  });

  it('trims the category, and refuses one that is only spaces or too long', () => {
    expect(validVideoFilters({ category: '  paintings ' })).toStrictEqual({
      category: 'paintings',
    });
    expect(validVideoFilters({ category: '   ' })).toStrictEqual({});
    expect(validVideoFilters({ category: 'c'.repeat(101) })).toStrictEqual({});
    expect(keptBySchema({ category: '  paintings ' })).toStrictEqual({ category: 'paintings' });
  });
});
