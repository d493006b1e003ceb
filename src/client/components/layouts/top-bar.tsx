import { t } from '@lingui/core/macro';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { Icon } from '#client/components/ui/icon.tsx';
import { IconButton } from '#client/components/ui/icon-button.tsx';
import { LogoMark } from '#client/components/ui/logo-mark.tsx';
import { useHistoryLocation } from '#client/lib/router/history-router.tsx';
import { isSignedIn, useAuthStore } from '#client/stores/auth-store.ts';
import { SearchBox } from './search-box.tsx';
import { SIDE_MENU_ID } from './side-menu.tsx';
import '#client/components/ui/button.css';
import './top-bar.css';

interface TopBarProps {
  /** null in the prerendered shell, where CSS shows the menu open on a wide screen only. */
  isMenuOpen: boolean | null;
  onToggleMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/** Product name, menu toggle, search, and the login or profile icon (docs/product.md, "Screens"). */
export function TopBar({ isMenuOpen, onToggleMenu, menuButtonRef }: TopBarProps) {
  const signedIn = useAuthStore(isSignedIn);
  const { pathname, search, hash } = useHistoryLocation();
  return (
    <header className="top-bar">
      {isMenuOpen === null ? (
        // Prerendered: the icon of the menu as CSS shows it (docked, so "close", when wide).
        <button
          type="button"
          className="icon-button icon-button--ghost icon-button--md"
          aria-label={t`Menu`}
          title={t`Menu`}
          aria-controls={SIDE_MENU_ID}
        >
          <Icon name="menu" size={22} className="top-bar__menu-icon--narrow" />
          <Icon name="close" size={22} className="top-bar__menu-icon--wide" />
        </button>
      ) : (
        <IconButton
          ref={menuButtonRef}
          icon={isMenuOpen ? 'close' : 'menu'}
          label={t`Menu`}
          aria-expanded={isMenuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={onToggleMenu}
        />
      )}
      <Link to="/" className="top-bar__brand">
        <LogoMark size={30} className="top-bar__mark" />
        <span className="top-bar__name">CraftReel</span>
      </Link>
      <SearchBox />
      {signedIn ? (
        <Link
          to="/profile"
          className="icon-button top-bar__account top-bar__account--profile"
          aria-label={t`Profile`}
          title={t`Profile`}
        >
          <Icon name="user" size={22} />
        </Link>
      ) : (
        // The login page sends the visitor back here once signed in.
        <Link
          to="/login"
          state={{ from: { pathname, search, hash } }}
          className="icon-button top-bar__account"
          aria-label={t`Login`}
          title={t`Login`}
        >
          <Icon name="login" size={22} />
        </Link>
      )}
    </header>
  );
}
