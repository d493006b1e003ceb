import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '#shared/schemas/curation.schema.ts';
import { useCuratedUsers } from '../api/get-curated-users.ts';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type AuditFilters } from '../audit-format.ts';

interface AuditFiltersFormProps {
  filters: AuditFilters;
  onChange(filters: AuditFilters): void;
}

/**
 * The audit's filters. Each change applies at once (the address keeps it); the actor is picked
 * from the curators, the only users who make changes.
 */
export function AuditFiltersForm({ filters, onChange }: AuditFiltersFormProps) {
  const ids = { action: useId(), kind: useId(), actor: useId(), from: useId(), to: useId() };
  const curators = useCuratedUsers('', 'curator');
  const curatorList = curators.data?.pages.flatMap((page) => page.users) ?? [];
  // An actor named in the address who is no longer a curator still shows as chosen.
  const actor = filters.actor;
  const actorMissing = actor !== undefined && !curatorList.some((user) => user._id === actor);

  const set = (key: keyof AuditFilters, value: string) => {
    const { [key]: _old, ...rest } = filters;
    onChange(value ? ({ ...rest, [key]: value } as AuditFilters) : rest);
  };

  return (
    <form
      className="curation-audit__filters"
      aria-label={t`Filter the audit`}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="text-field">
        <label className="text-field__label" htmlFor={ids.action}>
          {t`Action`}
        </label>
        <select
          id={ids.action}
          className="text-field__input"
          value={filters.action ?? ''}
          onChange={(event) => set('action', event.currentTarget.value)}
        >
          <option value="">{t`Any action`}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {i18n._(AUDIT_ACTION_LABELS[action])}
            </option>
          ))}
        </select>
      </div>
      <div className="text-field">
        <label className="text-field__label" htmlFor={ids.kind}>
          {t`Changed`}
        </label>
        <select
          id={ids.kind}
          className="text-field__input"
          value={filters.targetKind ?? ''}
          onChange={(event) => set('targetKind', event.currentTarget.value)}
        >
          <option value="">{t`Anything`}</option>
          {AUDIT_TARGET_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(AUDIT_TARGET_LABELS[kind])}
            </option>
          ))}
        </select>
      </div>
      <div className="text-field">
        <label className="text-field__label" htmlFor={ids.actor}>
          {t`Made by`}
        </label>
        <select
          id={ids.actor}
          className="text-field__input"
          value={filters.actor ?? ''}
          onChange={(event) => set('actor', event.currentTarget.value)}
        >
          <option value="">{t`Any curator`}</option>
          {curatorList.map((user) => (
            <option key={user._id} value={user._id}>
              {user.email}
            </option>
          ))}
          {actorMissing ? <option value={actor}>{t`User ${actor}`}</option> : null}
        </select>
      </div>
      <div className="text-field">
        <label className="text-field__label" htmlFor={ids.from}>
          {t`From`}
        </label>
        <input
          id={ids.from}
          type="date"
          className="text-field__input"
          value={filters.from ?? ''}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
      </div>
      <div className="text-field">
        <label className="text-field__label" htmlFor={ids.to}>
          {t`To (included)`}
        </label>
        <input
          id={ids.to}
          type="date"
          className="text-field__input"
          value={filters.to ?? ''}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
      </div>
      <Button variant="ghost" onClick={() => onChange({})}>
        {t`Clear filters`}
      </Button>
    </form>
  );
}
