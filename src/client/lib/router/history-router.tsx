import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { flushSync } from 'react-dom';
import { Router } from 'wouter';
import type {
  AppHistory,
  HistoryAction,
  HistoryLocation,
  HistoryUpdate,
  NavigateOptions,
} from './history.ts';
import { saveScrollPosition } from './scroll-positions.ts';

/** The location on screen, and how it got there (scroll restoration tells Back from a link). */
interface CommittedLocation {
  location: HistoryLocation;
  action: HistoryAction;
}

const HistoryContext = createContext<AppHistory | null>(null);
const CommittedContext = createContext<CommittedLocation | null>(null);
const NavigatingContext = createContext(false);

function useHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('CraftReel: a router hook was used outside <HistoryRouter>');
  return history;
}

/** The location on screen and how it got there. */
export function useCommittedLocation(): CommittedLocation {
  const committed = useContext(CommittedContext);
  if (!committed) throw new Error('CraftReel: a router hook was used outside <HistoryRouter>');
  return committed;
}

/** The location on screen: path, search, hash and the state its navigation passed. */
export function useHistoryLocation(): HistoryLocation {
  return useCommittedLocation().location;
}

/** Moves to another page: `navigate('/login', { replace: true, state })`. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const history = useHistory();
  return useCallback((to, options) => history.navigate(to, options), [history]);
}

/** Whether a navigation is under way: the next page's code is still loading. */
export function useIsNavigating(): boolean {
  return useContext(NavigatingContext);
}

// wouter reads the location through these two (stable, module-level) hooks, so its Route,
// Switch, Link, useParams and useSearchParams all follow the location on screen.
function useWouterLocation(): [string, (to: string, options?: NavigateOptions) => void] {
  return [useHistoryLocation().pathname, useNavigate()];
}
const useWouterSearch = (): string => useHistoryLocation().search;

interface HistoryRouterProps {
  history: AppHistory;
  children: ReactNode;
}

/**
 * Routes by `history` with wouter. A navigation renders the next page in a transition: the page
 * on screen stays (with the progress bar, `useIsNavigating`) until the next one's code has
 * loaded, as React Router's lazy routes did; the first page shows its Suspense fallback.
 */
export function HistoryRouter({ history, children }: HistoryRouterProps) {
  const [committed, setCommitted] = useState<CommittedLocation>(() => ({
    location: history.location,
    action: 'pop',
  }));
  const [isNavigating, startTransition] = useTransition();
  const committedKey = useRef(committed.location.key);
  useLayoutEffect(() => {
    committedKey.current = committed.location.key;
  }, [committed]);

  useLayoutEffect(() => {
    const commit = ({ location, action }: Pick<HistoryUpdate, 'location' | 'action'>) =>
      setCommitted((current) => (current.location === location ? current : { location, action }));
    const unlisten = history.listen((update) => {
      // Leaving the page on screen: remember where it was scrolled to, for Back.
      saveScrollPosition(committedKey.current);
      if (update.flushSync) flushSync(() => commit(update));
      else startTransition(() => commit(update));
    });
    // Effects run children first: a redirect on the first render may have moved already.
    if (history.location.key !== committedKey.current) {
      startTransition(() => commit({ location: history.location, action: 'replace' }));
    }
    return unlisten;
  }, [history]);

  return (
    <HistoryContext value={history}>
      <CommittedContext value={committed}>
        <NavigatingContext value={isNavigating}>
          <Router hook={useWouterLocation} searchHook={useWouterSearch}>
            {children}
          </Router>
        </NavigatingContext>
      </CommittedContext>
    </HistoryContext>
  );
}
