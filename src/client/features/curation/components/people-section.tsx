import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { CURATION_LIMITS } from '#shared/schemas/curation.schema.ts';
import { type RoleFilter, useCuratedUsers } from '../api/get-curated-users.ts';
import { PeopleRow } from './people-row.tsx';
import './people-section.css';

const ROLE_FILTERS: { value: RoleFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg({ message: 'All', context: 'people of any role' }) },
  { value: 'curator', label: msg`Curators` },
  { value: 'member', label: msg`Members` },
];

/**
 * The Curation page's people (docs/decisions/0010): find users by part of their email or name, and make
 * them curators or members again.
 */
export function PeopleSection() {
  const headingId = useId();
  const roleId = useId();
  const selfId = useAuthStore((state) => state.user?._id);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const users = useCuratedUsers(q, role);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const problem = errorText(users.error);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  return (
    <section className="curation-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="curation-section__title">
        {t`People`}
      </h2>
      <p className="curation-section__lede">
        {t`Curators can use this page. The last curator cannot give up the role.`}
      </p>

      <form className="curation-people__search" aria-label={t`Find people`} onSubmit={search}>
        <TextField
          label={t`Email or name`}
          type="search"
          value={draft}
          maxLength={CURATION_LIMITS.search}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <div className="text-field">
          <label className="text-field__label" htmlFor={roleId}>
            {t`Role`}
          </label>
          <select
            id={roleId}
            className="text-field__input"
            value={role}
            onChange={(event) => {
              const next = ROLE_FILTERS.find((item) => item.value === event.currentTarget.value);
              if (next) setRole(next.value);
            }}
          >
            {ROLE_FILTERS.map((item) => (
              <option key={item.value} value={item.value}>
                {i18n._(item.label)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" icon="search">
          {t`Search`}
        </Button>
      </form>

      {users.isPending ? (
        <div role="status" aria-label={t`Loading people`}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : users.isError ? (
        <EmptyState icon="alert" message={t`The people could not be loaded. ${problem}`} />
      ) : list.length === 0 ? (
        <EmptyState icon="user" message={t`No one matches this search.`} />
      ) : (
        <>
          <ul className="curation-people__list" aria-label={t`People found`}>
            {list.map((user) => (
              <PeopleRow key={user._id} user={user} isSelf={user._id === selfId} />
            ))}
          </ul>
          {users.hasNextPage ? (
            <Button
              variant="secondary"
              isBusy={users.isFetchingNextPage}
              onClick={() => void users.fetchNextPage()}
            >
              {t`Load more`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
