import { i18n } from '@lingui/core';
import { Link, useLocation } from 'wouter';
import { Icon } from '#client/components/ui/icon.tsx';
import { isNavItemCurrent, type NavItem } from './nav-items.ts';

interface NavLinkListProps {
  items: readonly NavItem[];
  /** BEM block of the list's owner, e.g. 'side-menu' gives side-menu__list, side-menu__link. */
  block: string;
  onNavigate?: () => void;
}

/** The links of a nav, the current one marked aria-current="page". */
export function NavLinkList({ items, block, onNavigate }: NavLinkListProps) {
  const [pathname] = useLocation();
  return (
    <ul className={`${block}__list`}>
      {items.map((item) => {
        const isCurrent = isNavItemCurrent(item, pathname);
        return (
          <li key={item.to} className={`${block}__item`}>
            <Link
              to={item.to}
              className={`${block}__link`}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon name={item.icon} size={22} className={`${block}__icon`} />
              <span className={`${block}__label`}>{i18n._(item.label)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
