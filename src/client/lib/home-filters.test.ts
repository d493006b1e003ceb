import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMaterialWord } from '#shared/material-key.ts';
import { DIFFICULTIES, TIME_RANGES } from '#shared/schemas/video.schema.ts';
import { VIDEO_FILTER_LIMITS, type VideoFilters } from '#shared/schemas/video-filters.schema.ts';
import { VideoQuerySchema } from '#shared/schemas/video-request.schema.ts';
import {
  homeFeedPath,
  homeQueryString,
  NO_FILTERS,
  readHomeFilters,
  requestedFilters,
} from './home-filters.ts';

const read = (query: string) => readHomeFilters(new URLSearchParams(query));

describe('the home filters in the address', () => {
  it('reads and writes every filter', () => {
    const query =
      '?category=paintings&search=sunset&difficulty=beginner&time=30-60&material=Card+stock';
    const filters = read(query);
    expect(filters).toEqual({
      category: 'paintings',
      search: 'sunset',
      difficulty: 'beginner',
      time: '30-60',
      material: 'Card stock',
    });
    expect(homeQueryString(filters)).toBe(query);
    expect(homeQueryString(NO_FILTERS)).toBe('');
  });

  it('names the catalogue feed of the filters, with the search as the listing asks for it', () => {
    expect(homeFeedPath(NO_FILTERS)).toBe('/api/feeds/videos.atom');
    expect(homeFeedPath(read('?search=%20paper%20&difficulty=beginner'))).toBe(
      '/api/feeds/videos.atom?search=paper&difficulty=beginner',
    );
  });

  it('drops what a hand-edited address holds that no filter could mean', () => {
    expect(read('difficulty=easy&time=10&material=%20--%20&category=')).toEqual(NO_FILTERS);
    expect(read(`material=${'x'.repeat(100)}`).material).toHaveLength(80);
  });

  it('leaves out only the filters the API would refuse, keeping the others', () => {
    const filters = read(
      `category=${'c'.repeat(101)}&search=${'s'.repeat(101)}&difficulty=advanced&time=soon` +
        '&material=glue%00',
    );
    expect(filters).toEqual({ difficulty: 'advanced' });
    expect(read('search=a%00b&time=over-60')).toEqual({ time: 'over-60' });
  });

  it('lower-cases the search and trims the material, as their fields do', () => {
    expect(read('search=Paper+&material=+Glue+stick+')).toEqual({
      search: 'paper ',
      material: 'Glue stick',
    });
  });

  it('asks the API without the spaces around the search, which the address keeps', () => {
    const filters = read('search=+paper+&difficulty=beginner');
    expect(homeQueryString(filters)).toBe('?search=+paper+&difficulty=beginner');
    expect(homeQueryString(requestedFilters(filters))).toBe('?search=paper&difficulty=beginner');
    expect(homeQueryString(requestedFilters(read('search=+++')))).toBe('');
    expect(homeQueryString({ material: 'glue' }, 'abc')).toBe('?material=glue&cursor=abc');
  });
});

/** Text as a person types it: whole characters of any script, never a NUL. */
const text = (maxLength: number) =>
  fc
    .string({ unit: 'grapheme', maxLength })
    .filter((value) => value.length <= maxLength && !value.includes('\u0000'));

/** Any set of filters the home listing can hold: the API's bounds, as the address reads them. */
const homeFilters: fc.Arbitrary<VideoFilters> = fc.record(
  {
    category: text(VIDEO_FILTER_LIMITS.category)
      .map((value) => value.trim())
      .filter(Boolean),
    search: text(VIDEO_FILTER_LIMITS.search)
      .map((value) => value.toLowerCase())
      .filter((value) => value !== '' && value.length <= VIDEO_FILTER_LIMITS.search),
    difficulty: fc.constantFrom(...DIFFICULTIES),
    time: fc.constantFrom(...TIME_RANGES),
    material: text(VIDEO_FILTER_LIMITS.material)
      .map((value) => value.trim())
      .filter(hasMaterialWord),
  },
  { requiredKeys: [] },
);

describe('the round trip of the home filters', () => {
  it('keeps any filters unchanged from the address to the request and back', () => {
    fc.assert(
      fc.property(homeFilters, (filters) => {
        const address = homeQueryString(filters);
        expect(read(address)).toEqual(filters);

        const requested = requestedFilters(filters);
        const request = homeQueryString(requested);
        // The API reads the request's query as the filters the feed asked for.
        const {
          limit: _limit,
          cursor: _cursor,
          ...query
        } = VideoQuerySchema.parse(Object.fromEntries(new URLSearchParams(request)));
        expect(query).toEqual(JSON.parse(JSON.stringify(requested)));
        // And the request, as an address, shows the same filters.
        expect(read(request)).toEqual(requested);
        if (filters.search === filters.search?.trim()) expect(request).toBe(address);
      }),
      { numRuns: 300 },
    );
  });
});
