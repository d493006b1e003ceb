import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '#client/components/ui/icon.tsx';

export interface NavItem {
  to: string;
  /** Translated where it is drawn (nav-link-list.tsx). */
  label: MessageDescriptor;
  icon: IconName;
}

/**
 * The seven places both the side menu and the bottom nav list (docs/product.md, "Layout"): the
 * library's six, then Following (docs/product.md, "Following"). Where the seven do not fit a
 * phone's width with each label on one line, the bottom nav's list scrolls sideways
 * (bottom-nav.css).
 */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: msg`Home`, icon: 'home' },
  { to: '/playlist', label: msg`Playlist`, icon: 'playlist' },
  { to: '/liked', label: msg`Liked`, icon: 'heart' },
  { to: '/watchlater', label: msg`Watch Later`, icon: 'clock' },
  { to: '/history', label: msg`History`, icon: 'history' },
  { to: '/projects', label: msg`Projects`, icon: 'scissors' },
  { to: '/following', label: msg`Following`, icon: 'user' },
];

/** '/' and '/video' are both the home listing; every other item owns its sub-paths. */
export function isNavItemCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.to === '/') return path === '/' || path === '/video';
  return path === item.to || path.startsWith(`${item.to}/`);
}
