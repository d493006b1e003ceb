import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatDateAndTime } from '#shared/format/dates.ts';
import type { AuditEntry } from '#shared/schemas/curation.schema.ts';
import { AUDIT_ACTION_LABELS, auditChanges, auditSentence } from '../audit-format.ts';

/** One change: when, who, what, and its changed fields before → after (as text, never HTML). */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  const locale = useActiveLocale();
  return (
    <li className="curation-audit__entry">
      <p className="curation-audit__meta">
        <time dateTime={entry.at}>{formatDateAndTime(new Date(entry.at), locale)}</time>
        <span className="curation-audit__action">{i18n._(AUDIT_ACTION_LABELS[entry.action])}</span>
      </p>
      <p className="curation-audit__sentence">
        <strong>{entry.actor.email}</strong> {auditSentence(entry)}
      </p>
      {changes.length > 0 ? (
        <details className="curation-audit__details">
          <summary className="curation-audit__summary">{t`Details`}</summary>
          <div className="curation-audit__table-wrap">
            <table className="curation-audit__table">
              <thead>
                <tr>
                  <th scope="col">{t`Field`}</th>
                  <th scope="col">{t`Before`}</th>
                  <th scope="col">{t`After`}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.field}</th>
                    <td>{change.before}</td>
                    <td>{change.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </li>
  );
}
