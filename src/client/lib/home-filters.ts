import { useLocation, useSearchParams } from 'wouter';
import {
  DIFFICULTIES,
  type Difficulty,
  TIME_RANGES,
  type TimeRange,
} from '#shared/schemas/video.schema.ts';
import { useNavigate } from './router/history-router.tsx';

/**
 * The home listing's filters. They live in the address
 * (`/?category=paintings&search=paper&difficulty=beginner&time=under-30&material=cardboard`),
 * so the back button, a reload and a shared link all bring them back.
 */
export interface HomeFilters {
  /** A category's `_id`, or null for All. */
  category: string | null;
  /** Lower-cased search text, as typed (the feed trims it before asking the server). */
  search: string;
  /** The projects' difficulty, or null for any. */
  difficulty: Difficulty | null;
  /** How long the projects take, or null for any time. */
  time: TimeRange | null;
  /** A material the projects need, as entered (trimmed), or '' for any. */
  material: string;
}

export const NO_FILTERS: HomeFilters = {
  category: null,
  search: '',
  difficulty: null,
  time: null,
  material: '',
};

/** The craft-fact filters (difficulty, time, material) of `filters`. */
export type CraftFilters = Pick<HomeFilters, 'difficulty' | 'time' | 'material'>;

const NO_CRAFT_FILTERS: CraftFilters = { difficulty: null, time: null, material: '' };

/** The most characters of a material the address keeps (the API's bound). */
const MATERIAL_MAX = 80;

/** A material from the address, or '' when it holds no word the API could match. */
function materialOf(value: string | null): string {
  const material = (value ?? '').trim().slice(0, MATERIAL_MAX);
  return /[\p{L}\p{N}]/u.test(material) ? material : '';
}

/** `value` when it is one of `options` (a hand-edited address may hold anything), else null. */
function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

/** The paths that show the home listing (docs/product.md, "Screens"). */
const HOME_PATHS = new Set(['/', '/video']);

export function readHomeFilters(params: URLSearchParams): HomeFilters {
  return {
    category: params.get('category') || null,
    search: (params.get('search') ?? '').toLowerCase(),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    time: oneOf(TIME_RANGES, params.get('time')),
    material: materialOf(params.get('material')),
  };
}

/** `?category=…&search=…&difficulty=…&time=…&material=…`, or '' when nothing is filtered. */
export function homeQueryString(filters: HomeFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.time) params.set('time', filters.time);
  const material = filters.material.trim();
  if (material) params.set('material', material);
  const query = params.toString();
  return query ? `?${query}` : '';
}

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
  const show = (next: HomeFilters) => navigate(`/${homeQueryString(next)}`, { flushSync: true });
  return {
    filters,
    /** Whether the home listing is the page on screen. */
    isHome,
    /** Opens the home listing as it is filtered now. */
    goHome: () => show(filters),
    setCategory: (category: string | null) => show({ ...filters, category }),
    setSearch: (search: string) => show({ ...filters, search: search.toLowerCase() }),
    /** Sets some of the craft-fact filters, keeping the others, the category and the search. */
    setCraft: (craft: Partial<CraftFilters>) => show({ ...filters, ...craft }),
    /** Drops the craft-fact filters only. */
    clearCraft: () => show({ ...filters, ...NO_CRAFT_FILTERS }),
    /** The All filter: no category, no search text, no craft-fact filter. */
    showAll: () => show(NO_FILTERS),
  };
}
