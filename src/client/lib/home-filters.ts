import { useLocation, useSearchParams } from 'wouter';
import type { VideoFilters } from '#shared/schemas/video-filters.schema.ts';
import { VIDEO_FILTER_LIMITS } from '#shared/video-bounds.ts';
import {
  VIDEO_FILTER_NAMES,
  validVideoFilters,
  videoFilterParams,
} from '#shared/video-filters-check.ts';
import { useNavigate } from './router/history-router.tsx';

/*
 * The home listing's filters. They live in the address
 * (`/?category=paintings&search=paper&difficulty=beginner&time=under-30&material=cardboard`),
 * so the back button, a reload and a shared link all bring them back. They have the shape
 * GET /api/videos takes (VideoFiltersSchema, the API's own checks, which validVideoFilters makes
 * by hand: the first load of / carries no zod), and one function writes
 * them both into the address and into the request (docs/decisions/0013).
 */

/** The craft-fact filters (difficulty, time, material) of the home filters. */
export type CraftFilters = Pick<VideoFilters, 'difficulty' | 'time' | 'material'>;

/** No filter: the whole catalogue. */
export const NO_FILTERS: VideoFilters = {};

const NO_CRAFT_FILTERS: CraftFilters = {
  difficulty: undefined,
  time: undefined,
  material: undefined,
};

/**
 * A filter's text in the address as the home listing takes it: the search lower-cased, as the
 * search box types it; a material trimmed and cut to the API's bound, as its field applies it.
 */
function fromAddress(name: keyof VideoFilters, text: string): string {
  if (name === 'search') return text.toLowerCase();
  if (name === 'material') return text.trim().slice(0, VIDEO_FILTER_LIMITS.material);
  return text;
}

/**
 * The filters an address holds, checked by the API's own rules. A hand-edited address may hold
 * anything: a value the API would refuse is left out (that filter shows as unset), not an error.
 */
export function readHomeFilters(params: URLSearchParams): VideoFilters {
  const given: Record<string, string> = {};
  for (const name of VIDEO_FILTER_NAMES) {
    const text = fromAddress(name, params.get(name) ?? '');
    if (text) given[name] = text;
  }
  return validVideoFilters(given);
}

/**
 * `?category=…&search=…&difficulty=…&time=…&material=…` of the filters set, or '' when none is:
 * the home listing's address, and the query of GET /api/videos (whose next pages add `cursor`).
 */
export function homeQueryString(filters: VideoFilters, cursor?: string): string {
  const params = videoFilterParams(filters);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The filters the feed asks the API for: the search without the spaces around it (the address
 * keeps them, so the search box shows the text as typed).
 */
export function requestedFilters(filters: VideoFilters): VideoFilters {
  return { ...filters, search: filters.search?.trim() || undefined };
}

/** The catalogue's Atom feed of these filters (GET /api/feeds/videos.atom), as a path. */
export function homeFeedPath(filters: VideoFilters): string {
  return `/api/feeds/videos.atom${homeQueryString(requestedFilters(filters))}`;
}

/** The paths that show the home listing (docs/product.md, "Screens"). */
const HOME_PATHS = new Set(['/', '/video']);

/**
 * The filters in the address, and ways to change them. Every change is a navigation to the home
 * listing (a new history entry), so Back undoes it; elsewhere in the app the filters are empty.
 */
export function useHomeFilters() {
  const [params] = useSearchParams();
  const [pathname] = useLocation();
  const navigate = useNavigate();
  const isHome = HOME_PATHS.has(pathname);
  const filters = isHome ? readHomeFilters(params) : NO_FILTERS;
  // flushSync: a filter is a direct answer to a click or a keystroke, so it renders at once.
  // In a transition (the router's default) React would first put the clicked radio back.
  const show = (next: VideoFilters) => navigate(`/${homeQueryString(next)}`, { flushSync: true });
  return {
    filters,
    /** Whether the home listing is the page on screen. */
    isHome,
    /** Opens the home listing as it is filtered now. */
    goHome: () => show(filters),
    setCategory: (category: string) => show({ ...filters, category }),
    setSearch: (search: string) => show({ ...filters, search: search.toLowerCase() }),
    /** Sets some of the craft-fact filters, keeping the others, the category and the search. */
    setCraft: (craft: CraftFilters) => show({ ...filters, ...craft }),
    /** Drops the craft-fact filters only. */
    clearCraft: () => show({ ...filters, ...NO_CRAFT_FILTERS }),
    /** The All filter: no category, no search text, no craft-fact filter. */
    showAll: () => show(NO_FILTERS),
  };
}
