import { t } from '@lingui/core/macro';
import {
  type ComponentType,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { BottomNav } from '#client/components/layouts/bottom-nav.tsx';
import { NavigationProgress } from '#client/components/layouts/navigation-progress.tsx';
import { SideMenu } from '#client/components/layouts/side-menu.tsx';
import { TopBar } from '#client/components/layouts/top-bar.tsx';
import { useMediaQuery } from '#client/components/layouts/use-media-query.ts';
import { ToastBar } from '#client/components/ui/toast-bar.tsx';
import { withAreas } from '#client/i18n/activate-locale.ts';
import { ScrollRestoration } from '#client/lib/router/scroll-restoration.tsx';
import '#client/styles/layout.css';
import { PlaylistModalSlot } from './playlist-modal-slot.tsx';

/** Where the side menu docks beside the page instead of floating over it (layout.css agrees). */
const WIDE_SCREEN = '(min-width: 64rem)';
const MAIN_ID = 'main-content';

/** The demo's notice (docs/decisions/0011): in the demo build only, which is the only one with its code. */
const DemoBanner =
  import.meta.env.MODE === 'demo'
    ? lazy(() =>
        withAreas(['demo'], () => import('#client/features/demo/components/demo-banner.tsx')).then(
          (m) => ({ default: m.DemoBanner }),
        ),
      )
    : null;

/*
 * The language menu (and, with it, the account's language) loads after the page: it is not
 * needed to draw it (the server drew it in the visitor's language), and the first load stays small.
 */
const LanguageMenu = lazy<ComponentType>(() =>
  withAreas(
    ['preferences'],
    () => import('#client/features/preferences/components/language-menu.tsx'),
  ).then(
    (m) => ({ default: m.LanguageMenu }),
    // Its code could not be fetched (offline, or a deploy replaced the chunk): the frame of every
    // page goes on without the menu rather than failing the page.
    () => ({ default: () => null }),
  ),
);

/** The side menu's language menu, once the app runs (the server's page has none to match). */
function LanguageMenuOnceRunning() {
  const [isRunning, setIsRunning] = useState(false);
  useEffect(() => setIsRunning(true), []);
  if (!isRunning) return null;
  return (
    <Suspense fallback={null}>
      <LanguageMenu />
    </Suspense>
  );
}

/** The frame of every page: top bar, side menu, bottom nav, toast bar and playlist modal. */
export function RootLayout({ children }: { children: ReactNode }) {
  // null in the prerendered shell: CSS docks the menu on a wide screen until the app runs.
  const isWide = useMediaQuery(WIDE_SCREEN);
  // Docked and open on a wide screen, tucked away on a small one. The user's toggle holds for
  // the kind of screen it was made on; when the screen changes kind, the menu follows it again.
  const [menuChoice, setMenuChoice] = useState<{
    isWide: boolean | null;
    isOpen: boolean | null;
  } | null>(null);
  const isMenuOpen = menuChoice?.isWide === isWide ? menuChoice.isOpen : isWide;
  const setIsMenuOpen = useCallback(
    (isOpen: boolean | null) => setMenuChoice({ isWide, isOpen }),
    [isWide],
  );
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  const closeMenu = useCallback(() => setIsMenuOpen(false), [setIsMenuOpen]);
  const closeDrawerAfterNavigation = useCallback(() => {
    if (!isWide) setIsMenuOpen(false);
  }, [isWide, setIsMenuOpen]);

  // The frame that will move focus into a just-opened drawer; cancelled if it closes first,
  // so a quick Escape is not followed by focus jumping into a closed menu.
  const focusFrame = useRef(0);
  const toggleMenu = () => {
    const opening = !isMenuOpen;
    setIsMenuOpen(opening);
    cancelAnimationFrame(focusFrame.current);
    if (opening && !isWide) {
      // Take a keyboard user into the drawer they just opened.
      focusFrame.current = requestAnimationFrame(() =>
        menuRef.current?.querySelector('a')?.focus(),
      );
    }
  };

  // Escape closes the drawer and hands focus back to its toggle.
  useEffect(() => {
    if (isWide || !isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cancelAnimationFrame(focusFrame.current);
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isWide, isMenuOpen, setIsMenuOpen]);

  // A page change that removed the focused control (a submitted login form, a deleted
  // playlist) would leave keyboard focus on the document: hand it to the new page instead.
  // Focus that is still somewhere (the search box, a menu link, a page's own heading) stays.
  const [pathname] = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
  }, [pathname]);

  // Focus the page itself rather than changing the URL's hash, which the router would see.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView();
  };

  return (
    <div
      className={`app-shell${isMenuOpen === null ? ' app-shell--menu-auto' : isMenuOpen ? ' app-shell--menu-open' : ''}`}
    >
      <a className="app-shell__skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        {t`Skip to content`}
      </a>
      <NavigationProgress />
      <TopBar isMenuOpen={isMenuOpen} onToggleMenu={toggleMenu} menuButtonRef={menuButtonRef} />
      <div className="app-shell__body">
        <SideMenu
          ref={menuRef}
          isOpen={isMenuOpen}
          isOverlay={isWide === false}
          onClose={closeMenu}
          onNavigate={closeDrawerAfterNavigation}
          footer={<LanguageMenuOnceRunning />}
        />
        <main id={MAIN_ID} className="app-shell__main" tabIndex={-1}>
          {DemoBanner && (
            <Suspense fallback={null}>
              <DemoBanner />
            </Suspense>
          )}
          {children}
        </main>
      </div>
      <BottomNav />
      <ToastBar page={pathname} />
      <PlaylistModalSlot />
      <ScrollRestoration />
    </div>
  );
}
