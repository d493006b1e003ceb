import { Button } from '#client/components/ui/button.tsx';
import { useAuthBusy } from '../hooks/use-auth-busy.ts';
import { useLogout, useLogoutEverywhere } from '../hooks/use-logout.ts';
import './profile-panel.css';

/** Account settings: logging out here, or everywhere (docs/product.md, "Accounts"). */
export function AccountSettings() {
  const logOut = useLogout();
  const logOutEverywhere = useLogoutEverywhere();
  const isLoading = useAuthBusy();
  return (
    <section className="profile-panel" aria-labelledby="account-settings-title">
      <div className="profile-panel__header">
        <h2 id="account-settings-title">Settings</h2>
      </div>
      <div className="profile-panel__setting">
        <div>
          <h3 className="profile-panel__setting-title">Log out of CraftReel</h3>
          <p className="profile-panel__setting-text">
            Your likes, playlists, history and watch-later list stay saved for your next visit.
          </p>
        </div>
        <Button variant="danger" icon="logout" disabled={isLoading} onClick={() => logOut.mutate()}>
          Log Out
        </Button>
      </div>
      <div className="profile-panel__setting">
        <div>
          <h3 className="profile-panel__setting-title">Sign out everywhere</h3>
          <p className="profile-panel__setting-text">
            Ends every session of your account, on this device and every other, at once.
          </p>
        </div>
        <Button
          variant="secondary"
          icon="logout"
          disabled={isLoading}
          onClick={() => logOutEverywhere.mutate()}
        >
          Sign out everywhere
        </Button>
      </div>
    </section>
  );
}
