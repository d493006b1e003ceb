import { t } from '@lingui/core/macro';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { Icon } from '#client/components/ui/icon.tsx';
import { useHomeFilters } from '#client/lib/home-filters.ts';
import { VIDEO_FILTER_LIMITS } from '#shared/video-bounds.ts';
import './search-box.css';

/** The search waits this long after the last keystroke (docs/product.md, "Timings"). */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * The top bar's search. The address holds the search in force (`?search=`); the box shows it,
 * except while the user is typing: typed text is lower-cased, typing goes to the home listing,
 * and the text becomes the address's search once typing pauses for 1000 ms (Enter: at once).
 */
export function SearchBox() {
  const inputId = useId();
  const { filters, isHome, goHome, setSearch } = useHomeFilters();
  // What has been typed but not yet searched for; null when the box simply shows the address.
  const [typed, setTyped] = useState<string | null>(null);
  const applySearch = useDebouncedCallback((text: string) => {
    setTyped(null);
    setSearch(text);
  }, SEARCH_DEBOUNCE_MS);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.toLowerCase();
    setTyped(text);
    if (!isHome) goHome();
    applySearch(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applySearch.isPending()) applySearch.flush();
    else if (!isHome) goHome();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: one element, the form, is the search landmark
    <form role="search" className="search-box" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t`Search videos`}
      </label>
      <Icon name="search" size={18} className="search-box__icon" />
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        placeholder={t`Search videos`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={VIDEO_FILTER_LIMITS.search}
        value={typed ?? filters.search ?? ''}
        onChange={onChange}
      />
    </form>
  );
}
