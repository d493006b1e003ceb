import { useId } from 'react';
import { type CategoryFilter, useFilterStore } from '#client/stores/filter-store.ts';
import './category-filters.css';

const options: ReadonlyArray<{ label: string; value: CategoryFilter | null }> = [
  { label: 'All', value: null },
  { label: 'Crafts', value: 'BY_CRAFT_IDEAS' },
  { label: 'Paintings', value: 'BY_PAINTINGS' },
  { label: 'Best out of waste', value: 'BY_BEST_OUT_OF_WASTE' },
];

/** The home page's category radios: All (which also clears the search) or one category. */
export function CategoryFilters() {
  const categoryBy = useFilterStore((state) => state.categoryBy);
  const dispatch = useFilterStore((state) => state.dispatch);
  const name = useId();

  return (
    <fieldset className="category-filters">
      <legend className="visually-hidden">Category</legend>
      {options.map(({ label, value }) => (
        <label key={label} className="category-filters__option">
          <input
            className="category-filters__input"
            type="radio"
            name={name}
            checked={categoryBy === value}
            onChange={() =>
              dispatch(value ? { type: 'CATEGORY', payload: value } : { type: 'ALL' })
            }
          />
          <span className="category-filters__label">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
