import { Button } from '#client/components/ui/button.tsx';
import { useAuthBusy } from '../hooks/use-auth-busy.ts';
import { useLogout } from '../hooks/use-logout.ts';
import './profile-panel.css';

/** Account settings: for now, logging out (docs/product.md, "Accounts"). */
export function AccountSettings() {
  const logOut = useLogout();
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
    </section>
  );
}
