import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '#client/components/ui/icon.tsx';

export interface NavItem {
  to: string;
  /** Translated where it is drawn (nav-link-list.tsx). */
  label: MessageDescriptor;
  icon: IconName;
}

/** The six places both the side menu and the bottom nav list (docs/product.md, "Screens"). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: msg`Home`, icon: 'home' },
  { to: '/playlist', label: msg`Playlist`, icon: 'playlist' },
  { to: '/liked', label: msg`Liked`, icon: 'heart' },
  { to: '/watchlater', label: msg`Watch Later`, icon: 'clock' },
  { to: '/history', label: msg`History`, icon: 'history' },
  { to: '/projects', label: msg`Projects`, icon: 'scissors' },
];

/**
 * Following (docs/product.md, "Following"): in the side menu, after the six. The bottom nav keeps
 * the six: at 320 px a seventh tab leaves no room for "Watch Later" on one line in every language.
 */
export const FOLLOWING_NAV_ITEM: NavItem = {
  to: '/following',
  label: msg`Following`,
  icon: 'user',
};

/** '/' and '/video' are both the home listing; every other item owns its sub-paths. */
export function isNavItemCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.to === '/') return path === '/' || path === '/video';
  return path === item.to || path.startsWith(`${item.to}/`);
}
