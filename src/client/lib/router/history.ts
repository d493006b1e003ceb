/**
 * The session history the app's router follows: the browser's (History API) in the app, an
 * in-memory one in component tests. Each entry carries the state its navigation passed (the
 * guards' "where the visitor came from") and a key of its own, under which the scroll
 * position is kept for Back and Forward.
 */

export interface HistoryLocation {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  /** What the navigation that made this entry passed along; null when nothing. */
  state: unknown;
  /** Unique to this history entry. */
  key: string;
}

/** How the current entry came to be: a new entry, a replaced one, or Back/Forward/reload. */
export type HistoryAction = 'push' | 'replace' | 'pop';

export interface NavigateOptions {
  replace?: boolean | undefined;
  state?: unknown;
  /**
   * Render the new page at once instead of in a transition: for a filter that answers a click
   * or a keystroke, where a transition would first put the control back (lib/home-filters.ts).
   */
  flushSync?: boolean | undefined;
}

export interface HistoryUpdate {
  location: HistoryLocation;
  action: HistoryAction;
  flushSync: boolean;
}

export interface AppHistory {
  readonly location: HistoryLocation;
  /** `to` is an absolute path with optional search and hash: '/login', '/?search=clay'. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Back (-1) or Forward (1) through the entries. */
  go(delta: number): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** What the app keeps in `history.state` of each entry it makes. */
interface EntryState {
  key: string;
  state: unknown;
}

function isEntryState(value: unknown): value is EntryState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(to: string): Pick<HistoryLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://craftreel.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function createListeners() {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  return {
    notify(update: HistoryUpdate) {
      for (const listener of [...listeners]) listener(update);
    },
    listen(listener: (update: HistoryUpdate) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The browser's history, through the History API (one per page: it listens to popstate). */
export function createBrowserHistory(): AppHistory {
  const { notify, listen } = createListeners();
  // The entry the page was opened on (or reloaded) gets a key too, keeping any it had. Written
  // into the entry when the browser is idle, or before the first navigation leaves it:
  // replaceState costs milliseconds the page's start-up has better use for.
  const openedOn: EntryState | null = isEntryState(window.history.state)
    ? null
    : { key: createKey(), state: null };
  let openedOnWritten = openedOn === null;
  const writeOpenedOn = () => {
    if (openedOnWritten || !openedOn) return;
    openedOnWritten = true;
    if (!isEntryState(window.history.state)) window.history.replaceState(openedOn, '');
  };
  if (!openedOnWritten) {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(writeOpenedOn);
    else setTimeout(writeOpenedOn, 0);
  }
  const read = (): HistoryLocation => {
    const entry: unknown = window.history.state ?? (openedOnWritten ? null : openedOn);
    const { pathname, search, hash } = window.location;
    return isEntryState(entry)
      ? { pathname, search, hash, state: entry.state ?? null, key: entry.key }
      : { pathname, search, hash, state: null, key: 'default' };
  };
  let current = read();
  window.addEventListener('popstate', () => {
    current = read();
    notify({ location: current, action: 'pop', flushSync: false });
  });
  return {
    get location() {
      return current;
    },
    navigate(to, { replace = false, state = null, flushSync = false } = {}) {
      writeOpenedOn();
      const entry: EntryState = { key: createKey(), state };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      current = read();
      notify({ location: current, action: replace ? 'replace' : 'push', flushSync });
    },
    go: (delta) => window.history.go(delta),
    listen,
  };
}

/** A history in memory, for component tests: `createMemoryHistory(['/liked'])`. */
export function createMemoryHistory(
  initialEntries: ReadonlyArray<string | { path: string; state?: unknown }> = ['/'],
): AppHistory {
  const { notify, listen } = createListeners();
  const toLocation = (path: string, state: unknown = null): HistoryLocation => ({
    ...parsePath(path),
    state,
    key: createKey(),
  });
  const entries = initialEntries.map((entry) =>
    typeof entry === 'string' ? toLocation(entry) : toLocation(entry.path, entry.state),
  );
  if (entries.length === 0) entries.push(toLocation('/'));
  let index = entries.length - 1;
  const at = (position: number): HistoryLocation => {
    const entry = entries[position];
    if (!entry) throw new Error(`memory history: no entry ${position}`);
    return entry;
  };
  return {
    get location() {
      return at(index);
    },
    navigate(to, { replace = false, state = null, flushSync = false } = {}) {
      const location = toLocation(to, state);
      if (replace) entries[index] = location;
      else {
        entries.splice(index + 1, entries.length, location);
        index = entries.length - 1;
      }
      notify({ location, action: replace ? 'replace' : 'push', flushSync });
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      notify({ location: at(index), action: 'pop', flushSync: false });
    },
    listen,
  };
}
