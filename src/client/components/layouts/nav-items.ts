import type { IconName } from '#client/components/ui/icon.tsx';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** The six places both the side menu and the bottom nav list (docs/product.md, "Screens"). */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/playlist', label: 'Playlist', icon: 'playlist' },
  { to: '/liked', label: 'Liked', icon: 'heart' },
  { to: '/watchlater', label: 'Watch Later', icon: 'clock' },
  { to: '/history', label: 'History', icon: 'history' },
  { to: '/projects', label: 'Projects', icon: 'scissors' },
];

/** '/' and '/video' are both the home listing; every other item owns its sub-paths. */
export function isNavItemCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.to === '/') return path === '/' || path === '/video';
  return path === item.to || path.startsWith(`${item.to}/`);
}
