import { Link, useParams } from 'wouter';
import { Icon } from '#client/components/ui/icon.tsx';
import { AccountSettings } from '#client/features/auth/components/account-settings.tsx';
import { UserDetails } from '#client/features/auth/components/user-details.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import './profile.css';

/** /profile and /profile/{profileAction}: 'settings' shows Settings, anything else User. */
export function ProfileRoute() {
  const { profileAction } = useParams();
  const isSettings = profileAction === 'settings';
  usePageTitle(isSettings ? 'Settings' : 'Profile');
  return (
    <div className="profile-page">
      <h1 className="visually-hidden">{isSettings ? 'Settings' : 'Profile'}</h1>
      <nav className="profile-page__nav" aria-label="Profile sections">
        <ul className="profile-page__nav-list">
          <li>
            <Link
              to="/profile"
              className="profile-page__nav-link"
              aria-current={isSettings ? undefined : 'page'}
            >
              <Icon name="user" />
              User
            </Link>
          </li>
          <li>
            <Link
              to="/profile/settings"
              className="profile-page__nav-link"
              aria-current={isSettings ? 'page' : undefined}
            >
              <Icon name="settings" />
              Settings
            </Link>
          </li>
        </ul>
      </nav>
      <div className="profile-page__content">
        {isSettings ? <AccountSettings /> : <UserDetails />}
      </div>
    </div>
  );
}
