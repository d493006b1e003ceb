import { t } from '@lingui/core/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import {
  DISPLAY_NAME_MAX,
  HANDLE_MAX,
  HANDLE_MIN,
  type HandleProblem,
  handleProblemOf,
  normalizeHandle,
} from '#shared/schemas/handle.schema.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import '#client/components/ui/settings-panel.css';
import './profiles.css';

/** What the form says of each broken rule of a handle (handle.schema.ts). */
function handleProblemText(problem: HandleProblem): string {
  switch (problem) {
    case 'too-short':
      return t`A handle has at least ${HANDLE_MIN} characters.`;
    case 'too-long':
      return t`A handle has at most ${HANDLE_MAX} characters.`;
    case 'characters':
      return t`Use only letters a–z, digits, _ and -.`;
    case 'start':
      return t`Start with a letter or a digit.`;
    case 'reserved':
      return t`This handle is reserved. Choose another.`;
  }
}

/**
 * Profile, "Public profile" (docs/product.md, "Public profile"): the handle and display name of
 * the user's page at /u/{handle}. The handle is checked as it is typed, by the rules the server
 * holds it to; a handle someone else holds is only known on saving (409).
 */
export function PublicProfileForm() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  // A fresh form for each saved profile, so its fields start from what the server holds.
  return <ProfileFields key={`${user.handle}|${user.displayName}`} user={user} />;
}

function ProfileFields({ user }: { user: User }) {
  const titleId = useId();
  const handleField = useRef<HTMLInputElement>(null);
  const [handle, setHandle] = useState(user.handle ?? '');
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [takenHandle, setTakenHandle] = useState<string | null>(null);
  const update = useUpdateProfile({
    onSaved: () => toast(t`Public profile saved`),
    onFailed: (error) => {
      if (statusOf(error) === 409) {
        setTakenHandle(normalizeHandle(handle));
        handleField.current?.focus();
      } else {
        toast(errorText(error) || t`Could not save your public profile. Try again.`, 'red');
      }
    },
  });

  const wanted = normalizeHandle(handle);
  const problem = wanted === '' ? null : handleProblemOf(wanted);
  const taken = takenHandle !== null && takenHandle === wanted;
  const message = problem ? handleProblemText(problem) : taken ? t`That handle is taken` : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (problem) {
      handleField.current?.focus();
      return;
    }
    const name = displayName.trim();
    update.mutate({
      handle: wanted === '' ? null : wanted,
      displayName: name === '' ? null : name,
    });
  };

  return (
    <section className="settings-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Public profile`}</h2>
      <p className="settings-panel__text">
        {t`Choose a handle to get a public page. It shows your display name and the playlists you make public; never your email.`}
      </p>
      <form className="profile-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <TextField
          ref={handleField}
          label={t`Handle`}
          name="handle"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          maxLength={HANDLE_MAX + 10}
          value={handle}
          aria-invalid={message ? true : undefined}
          onChange={(event) => setHandle(event.target.value)}
          hint={
            message ? (
              <span className="profile-form__problem" role="alert">
                {message}
              </span>
            ) : wanted === '' ? (
              t`No handle: you have no public page.`
            ) : (
              <>
                {t`Your page:`} <bdi dir="ltr">/u/{wanted}</bdi>
              </>
            )
          }
        />
        <TextField
          label={t`Display name`}
          name="displayName"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX}
          value={displayName}
          placeholder={`${user.firstName} ${user.lastName}`.trim()}
          onChange={(event) => setDisplayName(event.target.value)}
          hint={t`Left empty, your first and last name show.`}
        />
        <div className="profile-form__actions">
          <Button type="submit" variant="primary" isBusy={update.isPending}>
            {t`Save public profile`}
          </Button>
          {user.handle ? (
            <Link className="profile-form__link" to={`/u/${user.handle}`}>
              {t`View your public page`}
            </Link>
          ) : null}
        </div>
      </form>
    </section>
  );
}
