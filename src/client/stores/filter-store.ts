import { create } from 'zustand';

/** Category filter values of spec section 4, and the category name each one selects. */
export const CATEGORY_FILTERS = {
  BY_CRAFT_IDEAS: 'Craft Ideas',
  BY_PAINTINGS: 'Paintings',
  BY_BEST_OUT_OF_WASTE: 'Best Out of Waste',
} as const;
export type CategoryFilter = keyof typeof CATEGORY_FILTERS;

export interface FilterState {
  categoryBy: CategoryFilter | null;
  searchBy: string;
}

export type FilterAction =
  | { type: 'ALL' }
  | { type: 'CATEGORY'; payload: CategoryFilter }
  | { type: 'SEARCH'; payload: string };

export const initialFilters: FilterState = { categoryBy: null, searchBy: '' };

/** ALL resets category and search; CATEGORY sets the category; SEARCH sets lower-cased text. */
export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'ALL':
      return initialFilters;
    case 'CATEGORY':
      return { ...state, categoryBy: action.payload };
    case 'SEARCH':
      return { ...state, searchBy: action.payload.toLowerCase() };
  }
}

export const useFilterStore = create<FilterState & { dispatch(action: FilterAction): void }>()(
  (set) => ({
    ...initialFilters,
    dispatch: (action) => set((state) => filterReducer(state, action)),
  }),
);
