import { useLocation, useSearchParams } from 'wouter';
import { useNavigate } from './router/history-router.tsx';

/**
 * The home listing's filters. They live in the address (`/?category=paintings&search=paper`),
 * so the back button, a reload and a shared link all bring them back.
 */
export interface HomeFilters {
  /** A category's `_id`, or null for All. */
  category: string | null;
  /** Lower-cased search text, as typed (the feed trims it before asking the server). */
  search: string;
}

export const NO_FILTERS: HomeFilters = { category: null, search: '' };

/** The paths that show the home listing (docs/product.md, "Screens"). */
const HOME_PATHS = new Set(['/', '/video']);

export function readHomeFilters(params: URLSearchParams): HomeFilters {
  return {
    category: params.get('category') || null,
    search: (params.get('search') ?? '').toLowerCase(),
  };
}

/** `?category=…&search=…`, or '' when nothing is filtered. */
export function homeQueryString({ category, search }: HomeFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
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
    /** The All filter: no category and no search text. */
    showAll: () => show(NO_FILTERS),
  };
}
