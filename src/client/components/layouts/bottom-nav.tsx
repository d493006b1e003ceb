import { t } from '@lingui/core/macro';
import { MAIN_NAV_ITEMS } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';
import './bottom-nav.css';

/** The phone's tab bar, fixed at the bottom of small screens (hidden on wider ones). */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label={t`Bottom navigation`}>
      <NavLinkList items={MAIN_NAV_ITEMS} block="bottom-nav" />
    </nav>
  );
}
