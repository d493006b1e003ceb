import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { useAudit } from '../api/get-audit.ts';
import {
  type AuditFilters,
  auditFiltersFromSearch,
  auditFiltersToSearch,
} from '../audit-format.ts';
import { AuditEntryItem } from './audit-entry.tsx';
import { AuditFiltersForm } from './audit-filters.tsx';
import './audit-section.css';

/**
 * The Curation page's audit (docs/decisions/0010): every curator change, newest first, filtered by
 * action, kind, curator and dates. The filters live in the address, so a link or reload keeps
 * them.
 */
export function AuditSection() {
  const headingId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = auditFiltersFromSearch(params);
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const problem = errorText(audit.error);

  const filter = (next: AuditFilters) => {
    const search = auditFiltersToSearch(next).toString();
    navigate(`/curation/audit${search ? `?${search}` : ''}`, { replace: true });
  };

  return (
    <section className="curation-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="curation-section__title">
        {t`Audit`}
      </h2>
      <p className="curation-section__lede">{t`Every change curators made, newest first.`}</p>
      <AuditFiltersForm filters={filters} onChange={filter} />

      {audit.isPending ? (
        <div role="status" aria-label={t`Loading the audit`}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : audit.isError ? (
        <EmptyState icon="alert" message={t`The audit could not be loaded. ${problem}`} />
      ) : entries.length === 0 ? (
        <EmptyState icon="history" message={t`No changes match these filters.`} />
      ) : (
        <>
          <ol className="curation-audit__list" aria-label={t`Changes, newest first`}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry._id} entry={entry} />
            ))}
          </ol>
          {audit.hasNextPage ? (
            <Button
              variant="secondary"
              isBusy={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {t`Load more`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
