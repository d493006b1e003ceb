import { t } from '@lingui/core/macro';
import { useEffect, useId } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCategories } from '../api/get-categories.ts';
import './category-filters.css';

interface CategoryFiltersProps {
  /** The chosen category's `_id`, or null for All. */
  selected: string | null;
  /** Called with a category's `_id`, or null when All is chosen. */
  onSelect(categoryId: string | null): void;
}

/** The home page's category radios: All, then one per category the server has, by its label. */
export function CategoryFilters({ selected, onSelect }: CategoryFiltersProps) {
  const name = useId();
  const { data: categories, isPending, error } = useCategories();
  useEffect(() => {
    if (error) console.warn('Could not load the categories', error);
  }, [error]);

  const options = [
    { id: null, label: t`All` },
    ...(categories ?? []).map((category) => ({ id: category._id, label: category.label })),
  ];
  return (
    <fieldset className="category-filters" aria-busy={isPending || undefined}>
      <legend className="visually-hidden">{t`Category`}</legend>
      {options.map(({ id, label }) => (
        <label key={id ?? ''} className="category-filters__option">
          <input
            className="category-filters__input"
            type="radio"
            name={name}
            checked={selected === id}
            onChange={() => onSelect(id)}
          />
          <span className="category-filters__label">{label}</span>
        </label>
      ))}
      {isPending && (
        <span className="category-filters__loading">
          <Skeleton shape="block" width="5.5rem" height="2.5rem" />
          <Skeleton shape="block" width="6rem" height="2.5rem" />
          <Skeleton shape="block" width="8.5rem" height="2.5rem" />
        </span>
      )}
    </fieldset>
  );
}
