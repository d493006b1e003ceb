import { DIFFICULTIES, TIME_RANGES } from './craft-fact-values.ts';
import { hasMaterialWord } from './material-key.ts';
import type { VideoFilters } from './schemas/video-filters.schema.ts';
import { VIDEO_FILTER_LIMITS } from './video-bounds.ts';

/*
 * The catalogue's filters checked by hand, exactly as VideoFiltersSchema checks them (the API's
 * own rules, schemas/video-filters.schema.ts): the home listing reads its filters from the
 * address on the first load of /, which carries no zod (scripts/first-load-size.mjs).
 * video-filters-check.test.ts holds the two to the same answers on any input.
 */

/** The filters' names, in the order the schema lists them (and the address writes them). */
export const VIDEO_FILTER_NAMES = ['category', 'search', 'difficulty', 'time', 'material'] as const;

type FilterName = (typeof VIDEO_FILTER_NAMES)[number];

const hasNul = (text: string) => text.includes('\u0000');
const isOneOf = <T extends string>(values: readonly T[], text: string): text is T =>
  (values as readonly string[]).includes(text);

/** Each filter's value as the schema gives it back, or undefined when the schema refuses it. */
const CHECKS: { [Name in FilterName]: (text: string) => VideoFilters[Name] } = {
  category: (text) => {
    const trimmed = text.trim();
    return trimmed.length >= 1 && trimmed.length <= VIDEO_FILTER_LIMITS.category
      ? trimmed
      : undefined;
  },
  search: (text) => (text.length <= VIDEO_FILTER_LIMITS.search && !hasNul(text) ? text : undefined),
  difficulty: (text) => (isOneOf(DIFFICULTIES, text) ? text : undefined),
  time: (text) => (isOneOf(TIME_RANGES, text) ? text : undefined),
  material: (text) =>
    text.length <= VIDEO_FILTER_LIMITS.material && hasMaterialWord(text) && !hasNul(text)
      ? text
      : undefined,
};

/**
 * The filters of `given` the API would take, as VideoFiltersSchema gives them back (the category
 * trimmed); a filter it would refuse is left out, and so is any other field.
 */
export function validVideoFilters(given: Readonly<Record<string, string>>): VideoFilters {
  const filters: VideoFilters = {};
  for (const name of VIDEO_FILTER_NAMES) keep(filters, name, given[name]);
  return filters;
}

function keep<Name extends FilterName>(filters: VideoFilters, name: Name, text?: string): void {
  if (text === undefined) return;
  const value = CHECKS[name](text);
  if (value !== undefined) filters[name] = value;
}

/**
 * The filters set, as query parameters in the schema's order: how the home listing's address,
 * GET /api/videos and the catalogue's feed (GET /api/feeds/videos.atom) write them.
 */
export function videoFilterParams(filters: VideoFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of VIDEO_FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}
