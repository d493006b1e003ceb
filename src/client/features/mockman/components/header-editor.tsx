import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { type HeaderAction, type HeaderRow, usedHeaderCount } from '../model/header-rows.ts';
import './header-editor.css';

export interface HeaderEditorProps {
  rows: readonly HeaderRow[];
  onAction: (action: HeaderAction) => void;
}

/** The editable header list; its legend counts the ticked rows, e.g. "Headers (1)". */
export function HeaderEditor({ rows, onAction }: HeaderEditorProps) {
  const locale = useActiveLocale();
  const headerCount = formatCount(usedHeaderCount(rows), locale);
  const listRef = useRef<HTMLUListElement>(null);
  // After a row is removed its button is gone; focus moves to the row that took its place.
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const target = Math.min(index, rows.length - 1);
    listRef.current
      ?.querySelector<HTMLInputElement>(`[data-row="${target}"] .mockman__header-name`)
      ?.focus();
  }, [rows]);

  return (
    <fieldset className="mockman__headers">
      <legend className="mockman__legend">{t`Headers (${headerCount})`}</legend>
      <ul className="mockman__header-list" ref={listRef}>
        {rows.map((row, index) => {
          const n = formatCount(index + 1, locale);
          const isLast = index === rows.length - 1;
          return (
            // Rows have no identity beyond their place; the inputs are controlled, so index keys
            // keep typing and focus stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list
            <li key={index} className="mockman__header-row" data-row={index}>
              <label className="mockman__header-use">
                <input
                  type="checkbox"
                  className="mockman__checkbox"
                  checked={row.isUsed}
                  onChange={(event) =>
                    onAction({ type: 'set-used', index, isUsed: event.target.checked })
                  }
                />
                <span className="visually-hidden">{t`Use header ${n}`}</span>
              </label>
              <input
                type="text"
                className="mockman__input mockman__header-name"
                aria-label={t`Header ${n} name`}
                placeholder={t`Header`}
                autoComplete="off"
                spellCheck={false}
                value={row.header}
                onChange={(event) =>
                  onAction({ type: 'edit', index, field: 'header', text: event.target.value })
                }
              />
              <input
                type="text"
                className="mockman__input mockman__header-value"
                aria-label={t`Header ${n} value`}
                placeholder={t`Value`}
                autoComplete="off"
                spellCheck={false}
                value={row.value}
                onChange={(event) =>
                  onAction({ type: 'edit', index, field: 'value', text: event.target.value })
                }
              />
              {isLast ? (
                <span className="mockman__header-remove" aria-hidden="true" />
              ) : (
                <button
                  type="button"
                  className="mockman__header-remove mockman__icon-button"
                  onClick={() => {
                    focusAfterRemove.current = index;
                    onAction({ type: 'remove', index });
                  }}
                >
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">{t`Remove header ${n}`}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
