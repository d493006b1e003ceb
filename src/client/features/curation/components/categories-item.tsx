import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import type { Category } from '#shared/schemas/category.schema.ts';
import { CategoryNotEmptyError, useDeleteCategory } from '../api/delete-category.ts';
import { useEditCategory } from '../api/edit-category.ts';
import { categoryNotEmptyText } from '../category-order.ts';
import { CategoryForm } from './categories-form.tsx';

export type MoveDirection = 'up' | 'down';

interface CategoryItemProps {
  category: Category;
  isFirst: boolean;
  isLast: boolean;
  onMove(direction: MoveDirection): void;
  /** Lets the list give focus back to a move button once the move is drawn. */
  registerMoveButton(key: string, button: HTMLButtonElement | null): void;
  /** After a delete: the list moves focus somewhere that still exists. */
  onDeleted(): void;
}

type Mode = 'view' | 'edit' | 'confirm-delete';

/** One category: what it shows, and its move, edit and delete controls. */
export function CategoryItem({
  category,
  isFirst,
  isLast,
  onMove,
  registerMoveButton,
  onDeleted,
}: CategoryItemProps) {
  const nameId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const edit = useEditCategory();
  const remove = useDeleteCategory();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const nameFieldRef = useRef<HTMLInputElement>(null);
  // Where focus goes when the mode next changes: the control the user now needs.
  const focusNext = useRef<'edit' | 'delete' | 'confirm' | 'name' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'edit') editButtonRef.current?.focus();
    if (target === 'delete') deleteButtonRef.current?.focus();
    if (target === 'confirm') confirmButtonRef.current?.focus();
    if (target === 'name') nameFieldRef.current?.focus();
  });

  const switchTo = (next: Mode, focus: typeof focusNext.current) => {
    focusNext.current = focus;
    setMode(next);
  };

  const deleteError =
    remove.error instanceof CategoryNotEmptyError
      ? categoryNotEmptyText(remove.error.videos)
      : errorText(remove.error) || null;
  const name = category.categoryName;
  const label = category.label;

  return (
    <li className="curation-categories__item">
      {mode === 'edit' ? (
        <CategoryForm
          initial={{
            name: category.categoryName,
            label: category.label,
            description: category.description,
          }}
          forName={name}
          submitLabel={t`Save`}
          isPending={edit.isPending}
          serverError={errorText(edit.error) || null}
          nameRef={nameFieldRef}
          onCancel={() => {
            edit.reset();
            switchTo('view', 'edit');
          }}
          onSubmit={(fields) =>
            edit.mutate(
              { categoryId: category._id, fields },
              { onSuccess: () => switchTo('view', 'edit') },
            )
          }
        />
      ) : (
        <>
          <div className="curation-categories__text">
            <h4 id={nameId} className="curation-categories__name">
              {category.categoryName}
            </h4>
            <p className="curation-categories__meta">{t`Filter label: ${label}`}</p>
            {category.description ? (
              <p className="curation-categories__meta">{category.description}</p>
            ) : null}
          </div>
          <div className="curation-categories__actions">
            <Button
              ref={(button) => registerMoveButton(`${category._id}:up`, button)}
              variant="secondary"
              aria-describedby={nameId}
              disabled={isFirst}
              onClick={() => onMove('up')}
            >
              {t`Move up`}
            </Button>
            <Button
              ref={(button) => registerMoveButton(`${category._id}:down`, button)}
              variant="secondary"
              aria-describedby={nameId}
              disabled={isLast}
              onClick={() => onMove('down')}
            >
              {t`Move down`}
            </Button>
            <Button
              ref={editButtonRef}
              variant="secondary"
              aria-describedby={nameId}
              onClick={() => {
                remove.reset();
                switchTo('edit', 'name');
              }}
            >
              {t`Edit`}
            </Button>
            <Button
              ref={deleteButtonRef}
              variant="ghost"
              icon="trash"
              aria-describedby={nameId}
              onClick={() => {
                remove.reset();
                switchTo('confirm-delete', 'confirm');
              }}
            >
              {t`Delete`}
            </Button>
          </div>
          {mode === 'confirm-delete' ? (
            <div className="curation-categories__confirm">
              <p>{t`Delete ${name}? This cannot be undone.`}</p>
              <div className="curation-categories__actions">
                <Button
                  ref={confirmButtonRef}
                  variant="danger"
                  isBusy={remove.isPending}
                  // A promise, not mutate's callbacks: this item is gone once the delete is done,
                  // and the list must still move focus.
                  onClick={() =>
                    remove.mutateAsync(category).then(onDeleted, () => switchTo('view', 'delete'))
                  }
                >
                  {t`Yes, delete ${name}`}
                </Button>
                <Button variant="ghost" onClick={() => switchTo('view', 'delete')}>
                  {t`Cancel`}
                </Button>
              </div>
            </div>
          ) : null}
          {deleteError ? (
            <p className="curation-categories__error" role="alert">
              {deleteError}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}
