import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import type { CuratedUser } from '#shared/schemas/curation.schema.ts';
import { useSetUserRole } from '../api/set-user-role.ts';

interface PeopleRowProps {
  user: CuratedUser;
  /** The signed-in curator: removing their own role is warned about first. */
  isSelf: boolean;
}

/** One user: their name, email and role, and the button that changes the role. */
export function PeopleRow({ user, isSelf }: PeopleRowProps) {
  const nameId = useId();
  const setRole = useSetUserRole();
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Where focus goes when the confirmation opens or closes: the control the user now needs.
  const focusNext = useRef<'remove' | 'confirm' | null>(null);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const isCurator = user.role === 'curator';

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'remove') removeRef.current?.focus();
    if (target === 'confirm') confirmRef.current?.focus();
  });

  const closeConfirm = () => {
    focusNext.current = 'remove';
    setConfirming(false);
  };

  return (
    <li className="curation-people__row">
      <div className="curation-people__who">
        <span id={nameId} className="curation-people__name">
          {name}
        </span>
        <span className="curation-people__email">{user.email}</span>
      </div>
      <span
        className={
          isCurator
            ? 'curation-people__badge curation-people__badge--curator'
            : 'curation-people__badge'
        }
      >
        {isCurator ? t`Curator` : t`Member`}
      </span>
      <div className="curation-people__actions">
        {isCurator ? (
          <Button
            ref={removeRef}
            variant="secondary"
            aria-describedby={nameId}
            disabled={confirming}
            onClick={() => {
              setRole.reset();
              focusNext.current = 'confirm';
              setConfirming(true);
            }}
          >
            {t`Remove curator role`}
          </Button>
        ) : (
          <Button
            variant="secondary"
            aria-describedby={nameId}
            isBusy={setRole.isPending}
            onClick={() => setRole.mutate({ user, role: 'curator' })}
          >
            {t`Make curator`}
          </Button>
        )}
      </div>
      {confirming ? (
        <div className="curation-people__confirm">
          <p>
            {isSelf
              ? t`Remove your own curator role? You lose access to this page at once, and only another curator can give the role back.`
              : t`Remove the curator role of ${name}? They can no longer use the Curation page.`}
          </p>
          <div className="curation-people__actions">
            <Button
              ref={confirmRef}
              variant="danger"
              // Short enough for a 320px screen; the name is tied to it as its description.
              aria-describedby={nameId}
              isBusy={setRole.isPending}
              onClick={() => setRole.mutate({ user, role: 'member' }, { onSettled: closeConfirm })}
            >
              {isSelf ? t`Yes, remove my role` : t`Yes, remove the role`}
            </Button>
            <Button variant="ghost" onClick={closeConfirm}>
              {t`Cancel`}
            </Button>
          </div>
        </div>
      ) : null}
      {setRole.error ? (
        <p className="curation-people__error" role="alert">
          {errorText(setRole.error)}
        </p>
      ) : null}
    </li>
  );
}
