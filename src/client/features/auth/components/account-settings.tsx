import { t } from '@lingui/core/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { PASSWORD_MIN } from '#shared/schemas/user.schema.ts';
import { useAuthBusy } from '../hooks/use-auth-busy.ts';
import {
  useChangePassword,
  useDeleteAccount,
  useLogout,
  useLogoutEverywhere,
} from '../hooks/use-logout.ts';
import './profile-panel.css';
import '#client/components/ui/settings-panel.css';

/** Account settings: logging out here, or everywhere (docs/product.md, "Accounts"). */
export function AccountSettings() {
  const logOut = useLogout();
  const logOutEverywhere = useLogoutEverywhere();
  const isLoading = useAuthBusy();
  return (
    <section className="settings-panel" aria-labelledby="account-settings-title">
      <div className="profile-panel__header">
        <h2 id="account-settings-title">{t`Settings`}</h2>
      </div>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Log out of CraftReel`}</h3>
          <p className="settings-panel__text">
            {t`Your likes, playlists, history and watch-later list stay saved for your next visit.`}
          </p>
        </div>
        <Button variant="danger" icon="logout" disabled={isLoading} onClick={() => logOut.mutate()}>
          {t`Log Out`}
        </Button>
      </div>
      <div className="settings-panel__setting">
        <div>
          <h3 className="settings-panel__setting-title">{t`Sign out everywhere`}</h3>
          <p className="settings-panel__text">
            {t`Ends every session of your account, on this device and every other, at once.`}
          </p>
        </div>
        <Button
          variant="secondary"
          icon="logout"
          disabled={isLoading}
          onClick={() => logOutEverywhere.mutate()}
        >
          {t`Sign out everywhere`}
        </Button>
      </div>
      <ChangePasswordSetting />
      <DeleteAccountSetting />
    </section>
  );
}

/** A setting that is a small form: its title and what it does, its fields, and its button. */
function SettingForm({
  title,
  text,
  onSubmit,
  children,
  action,
}: {
  title: string;
  text: string;
  onSubmit: () => void;
  children: ReactNode;
  action: ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      className="settings-panel__setting profile-panel__setting--form"
      aria-labelledby={titleId}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div>
        <h3 id={titleId} className="settings-panel__setting-title">
          {title}
        </h3>
        <p className="settings-panel__text">{text}</p>
        <div className="profile-panel__fields">{children}</div>
      </div>
      {action}
    </form>
  );
}

/** Change password: the current one, then the new one (at least PASSWORD_MIN characters). */
function ChangePasswordSetting() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useChangePassword(() => {
    setCurrent('');
    setNew('');
  });
  return (
    <SettingForm
      title={t`Change password`}
      text={t`Your other sessions are signed out; this one stays signed in.`}
      onSubmit={() => {
        if (!change.isPending) change.mutate({ currentPassword, newPassword });
      }}
      action={
        <Button type="submit" variant="secondary" isBusy={change.isPending}>
          {t`Change password`}
        </Button>
      }
    >
      <PasswordField
        label={t`Current password`}
        subject={t({
          message: 'current password',
          comment: 'In the show/hide button of the field: Show …, Hide …',
        })}
        name="current-password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={t`New password`}
        subject={t({
          message: 'new password',
          comment: 'In the show/hide button of the field: Show …, Hide …',
        })}
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        value={newPassword}
        onChange={(event) => setNew(event.target.value)}
      />
    </SettingForm>
  );
}

/** Delete account: for good, with every list and playlist; the password confirms it. */
function DeleteAccountSetting() {
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const isLoading = useAuthBusy();
  return (
    <SettingForm
      title={t`Delete account`}
      text={t`Deletes your account with your likes, playlists, history and watch-later list, for good.`}
      onSubmit={() => {
        if (!isLoading) remove.mutate({ password });
      }}
      action={
        <Button type="submit" variant="danger" icon="trash" disabled={isLoading}>
          {t`Delete account`}
        </Button>
      }
    >
      <PasswordField
        label={t`Password to confirm`}
        subject={t({
          message: 'password to confirm',
          comment: 'In the show/hide button of the field: Show …, Hide …',
        })}
        name="delete-password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </SettingForm>
  );
}
