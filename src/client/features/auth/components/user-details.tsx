import { t } from '@lingui/core/macro';
import { useAuthStore } from '#client/stores/auth-store.ts';
import './profile-panel.css';
import '#client/components/ui/settings-panel.css';

/**
 * The signed-in user's Name and Email Id (docs/product.md, "Screens"). Signed in on a stored token
 * the server could not check yet, the app has no details to show: it says they will come.
 */
export function UserDetails() {
  const user = useAuthStore((state) => state.user);
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  if (!user) {
    if (!signedIn) return null;
    return (
      <section className="settings-panel" aria-labelledby="user-details-title">
        <h2 id="user-details-title">{t`User`}</h2>
        <p role="status">{t`Your name and email show once CraftReel can reach the server.`}</p>
      </section>
    );
  }
  const name = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <section className="settings-panel" aria-labelledby="user-details-title">
      <div className="profile-panel__header">
        <span className="profile-panel__avatar" aria-hidden="true">
          {initials}
        </span>
        <h2 id="user-details-title">{t`User`}</h2>
      </div>
      <dl className="profile-panel__facts">
        <div className="profile-panel__fact">
          <dt>{t`Name`}</dt>
          <dd>{name}</dd>
        </div>
        <div className="profile-panel__fact">
          <dt>{t`Email Id`}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
    </section>
  );
}
