import { msg, t } from '@lingui/core/macro';
import type { ReactNode, Ref } from 'react';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { MAIN_NAV_ITEMS, type NavItem } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';
import './side-menu.css';

export const SIDE_MENU_ID = 'side-menu';

const MORE_ITEMS: readonly NavItem[] = [
  { to: '/mockman', label: msg`Request tester`, icon: 'send' },
];
/** Curators also look after the catalogue (docs/decisions/0010). */
const CURATOR_ITEMS: readonly NavItem[] = [
  { to: '/curation', label: msg`Curation`, icon: 'brush' },
  ...MORE_ITEMS,
];

interface SideMenuProps {
  /** null in the prerendered shell: docked on a wide screen, tucked away on a small one (CSS). */
  isOpen: boolean | null;
  /** On small screens the menu floats over the page; a backdrop closes it. */
  isOverlay: boolean;
  onClose: () => void;
  onNavigate: () => void;
  ref?: Ref<HTMLElement>;
  /** What the menu ends with, under its links (the app puts the language menu there). */
  footer?: ReactNode;
}

/** The toggled side menu (docs/product.md, "Screens"): docked beside the page on wide screens, a drawer on small. */
export function SideMenu({ isOpen, isOverlay, onClose, onNavigate, ref, footer }: SideMenuProps) {
  const isCurator = useAuthStore((state) => state.user?.role === 'curator');
  return (
    <>
      <nav
        ref={ref}
        id={SIDE_MENU_ID}
        aria-label={t`Main menu`}
        className={`side-menu${isOpen === null ? ' side-menu--auto' : isOpen ? ' side-menu--open' : ''}`}
      >
        <NavLinkList items={MAIN_NAV_ITEMS} block="side-menu" onNavigate={onNavigate} />
        <hr className="side-menu__stitch" />
        <p className="side-menu__heading">{t`More`}</p>
        <NavLinkList
          items={isCurator ? CURATOR_ITEMS : MORE_ITEMS}
          block="side-menu"
          onNavigate={onNavigate}
        />
        {footer && (
          <>
            <hr className="side-menu__stitch" />
            {footer}
          </>
        )}
      </nav>
      {isOverlay && isOpen ? (
        // A pointer convenience only: keyboard users close the drawer with Escape or the toggle.
        <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} />
      ) : null}
    </>
  );
}
