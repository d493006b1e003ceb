import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorText } from '#client/lib/error-text.ts';
import type { Category } from '#shared/schemas/category.schema.ts';
import { useAddCategory } from '../api/add-category.ts';
import { useCurationCategories } from '../api/get-curation-categories.ts';
import { useReorderCategories } from '../api/reorder-categories.ts';
import { moveItem } from '../category-order.ts';
import { CategoryForm } from './categories-form.tsx';
import { CategoryItem, type MoveDirection } from './categories-item.tsx';
import './categories-section.css';

const EMPTY_FORM = { name: '', label: '', description: '' };

/**
 * The Curation page's categories (docs/decisions/0010): listed in the catalogue's order, which the home
 * page's filters follow; added, edited in place, moved up and down, and deleted when empty.
 */
export function CategoriesSection() {
  const headingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const categories = useCurationCategories();
  const add = useAddCategory();
  const reorder = useReorderCategories();
  // A new form after each add, so its fields start empty again.
  const [addedCount, setAddedCount] = useState(0);
  // The button to give focus back to once the move is drawn, and where its category is to
  // stand then. A button that is now disabled (Move up at the top) drops focus to the page, so
  // its twin takes it; a re-drawn list could lose it too.
  const [moved, setMoved] = useState<{ id: string; direction: MoveDirection; to: number } | null>(
    null,
  );
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const list = categories.data ?? [];
  const categoryCount = list.length;

  useEffect(() => {
    if (!moved || list[moved.to]?._id !== moved.id) return;
    setMoved(null);
    const wanted = moveButtons.current.get(`${moved.id}:${moved.direction}`);
    const other = moveButtons.current.get(
      `${moved.id}:${moved.direction === 'up' ? 'down' : 'up'}`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved, list]);

  const move = (category: Category, direction: MoveDirection) => {
    // One move at a time: each names the whole order, which the previous one changes.
    if (reorder.isPending) return;
    const index = list.findIndex((item) => item._id === category._id);
    const by = direction === 'up' ? -1 : 1;
    reorder.mutate(moveItem(list, index, by));
    setMoved({ id: category._id, direction, to: index + by });
  };

  const registerMoveButton = (key: string, button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(key, button);
    else moveButtons.current.delete(key);
  };

  return (
    <section className="curation-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="curation-section__title">
        {t`Categories`}
      </h2>
      <p className="curation-section__lede">
        {t`The home page's filters show categories in this order, by their filter label. A category that still holds videos cannot be deleted.`}
      </p>

      <div className="curation-card">
        <h3 className="curation-section__subtitle">{t`Add a category`}</h3>
        <CategoryForm
          key={addedCount}
          initial={EMPTY_FORM}
          submitLabel={t`Add category`}
          isPending={add.isPending}
          serverError={errorText(add.error) || null}
          onSubmit={(fields) =>
            add.mutate(fields, {
              onSuccess: () => {
                add.reset();
                setAddedCount((count) => count + 1);
              },
            })
          }
        />
      </div>

      <h3 ref={listHeadingRef} tabIndex={-1} className="curation-section__subtitle">
        {plural(categoryCount, { one: '# category', other: '# categories' })}
      </h3>
      {categories.isPending ? (
        <div role="status" aria-label={t`Loading categories`}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : categories.isError ? (
        <EmptyState icon="alert" message={t`The categories could not be loaded.`} />
      ) : list.length === 0 ? (
        <EmptyState icon="grip" message={t`No categories yet. Add the first one above.`} />
      ) : (
        <ol className="curation-categories__list" aria-label={t`Categories, in order`}>
          {list.map((category, index) => (
            <CategoryItem
              key={category._id}
              category={category}
              isFirst={index === 0}
              isLast={index === list.length - 1}
              onMove={(direction) => move(category, direction)}
              registerMoveButton={registerMoveButton}
              onDeleted={() => listHeadingRef.current?.focus()}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
