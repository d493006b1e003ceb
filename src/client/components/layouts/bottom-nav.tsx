import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { isNavItemCurrent, MAIN_NAV_ITEMS } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';
import './bottom-nav.css';

/** The phone's tab bar, fixed at the bottom of small screens (hidden on wider ones). */
export function BottomNav() {
  const navRef = useRef<HTMLElement>(null);
  const [pathname] = useLocation();
  const current = MAIN_NAV_ITEMS.findIndex((item) => isNavItemCurrent(item, pathname));
  // Where the seven tabs are wider than the phone, the list scrolls sideways (bottom-nav.css):
  // on the first render and whenever the current tab changes, bring it into the bar's view,
  // moving the list no more than needed and the page not at all ('nearest' on both axes, which
  // holds in a right-to-left page too, where scrollLeft counts down from 0).
  useEffect(() => {
    if (current < 0) return;
    const link = navRef.current?.querySelectorAll('a')[current];
    link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav ref={navRef} className="bottom-nav" aria-label={t`Bottom navigation`}>
      <NavLinkList items={MAIN_NAV_ITEMS} block="bottom-nav" />
    </nav>
  );
}
