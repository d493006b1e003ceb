import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import '#client/components/ui/section-nav.css';
import { Icon } from '#client/components/ui/icon.tsx';
import { AccountSettings } from '#client/features/auth/components/account-settings.tsx';
import { UserDetails } from '#client/features/auth/components/user-details.tsx';
import { LibrarySettings } from '#client/features/library/components/library-settings.tsx';
import { listKeys } from '#client/features/lists/api/get-list.ts';
import { playlistKeys } from '#client/features/playlists/api/get-playlists.ts';
import { LanguageSettings } from '#client/features/preferences/components/language-settings.tsx';
import { PublicProfileForm } from '#client/features/profiles/components/public-profile-form.tsx';
import { withAreas } from '#client/i18n/activate-locale.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { LIST_NAMES } from '#shared/schemas/list.schema.ts';
import './profile.css';

/** "Demo data" (docs/decisions/0011): in the demo build only, which is the only one with its code. */
const DemoDataSettings =
  import.meta.env.MODE === 'demo'
    ? lazy(() =>
        withAreas(
          ['demo'],
          () => import('#client/features/demo/components/demo-data-settings.tsx'),
        ).then((m) => ({ default: m.DemoDataSettings })),
      )
    : null;

/**
 * Settings: the account's, then "Your library" (export and import), whose import refreshes
 * every cached list and playlist (features do not know each other's keys; the app does).
 */
function SettingsSections() {
  const queryClient = useQueryClient();
  const refreshLibrary = () => {
    for (const list of LIST_NAMES) {
      void queryClient.invalidateQueries({ queryKey: listKeys.list(list) });
    }
    void queryClient.invalidateQueries({ queryKey: playlistKeys.all });
  };
  return (
    <>
      <AccountSettings />
      <LanguageSettings />
      <LibrarySettings onImported={refreshLibrary} />
      {DemoDataSettings && (
        <Suspense fallback={null}>
          <DemoDataSettings />
        </Suspense>
      )}
    </>
  );
}

/** /profile and /profile/{profileAction}: 'settings' shows Settings, anything else User. */
export function ProfileRoute() {
  const { profileAction } = useParams();
  const isSettings = profileAction === 'settings';
  usePageTitle(isSettings ? t`Settings` : t`Profile`);
  return (
    <div className="profile-page">
      <h1 className="visually-hidden">{isSettings ? t`Settings` : t`Profile`}</h1>
      <nav className="profile-page__nav" aria-label={t`Profile sections`}>
        <ul className="section-nav__list">
          <li>
            <Link
              to="/profile"
              className="section-nav__link"
              aria-current={isSettings ? undefined : 'page'}
            >
              <Icon name="user" />
              {t`User`}
            </Link>
          </li>
          <li>
            <Link
              to="/profile/settings"
              className="section-nav__link"
              aria-current={isSettings ? 'page' : undefined}
            >
              <Icon name="settings" />
              {t`Settings`}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="profile-page__content">
        {isSettings ? (
          <SettingsSections />
        ) : (
          <>
            <UserDetails />
            <PublicProfileForm />
          </>
        )}
      </div>
    </div>
  );
}
