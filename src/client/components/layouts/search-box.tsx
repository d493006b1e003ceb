import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '#client/components/ui/icon.tsx';
import { useDebounce } from '#client/lib/use-debounce.ts';
import { useFilterStore } from '#client/stores/filter-store.ts';
import './search-box.css';

/**
 * The top bar's search (spec section 4): typing lower-cases the text and goes to the home
 * listing; the filter store gets the text once typing pauses for 1000 ms (Enter sends it at once).
 */
export function SearchBox() {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const searchBy = useFilterStore((state) => state.searchBy);
  const dispatch = useFilterStore((state) => state.dispatch);
  const [text, setText] = useState(searchBy);
  const debouncedText = useDebounce(text);
  // The last text the store holds, so neither effect answers the other's change.
  const sentText = useRef(searchBy);

  useEffect(() => {
    if (debouncedText === sentText.current) return;
    sentText.current = debouncedText;
    dispatch({ type: 'SEARCH', payload: debouncedText });
  }, [debouncedText, dispatch]);

  // The home page's "All" filter clears the search: show that here too.
  useEffect(() => {
    if (searchBy === sentText.current) return;
    sentText.current = searchBy;
    setText(searchBy);
  }, [searchBy]);

  const goHome = () => {
    if (pathname !== '/') navigate('/');
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value.toLowerCase());
    goHome();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text !== sentText.current) {
      sentText.current = text;
      dispatch({ type: 'SEARCH', payload: text });
    }
    goHome();
  };

  return (
    <form role="search" className="search-box" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search videos
      </label>
      <Icon name="search" size={18} className="search-box__icon" />
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        placeholder="Search videos"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={onChange}
      />
    </form>
  );
}
