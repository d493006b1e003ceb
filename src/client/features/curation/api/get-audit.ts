import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { AuditPageSchema } from '#shared/schemas/curation.schema.ts';
import { type AuditFilters, auditFiltersToSearch } from '../audit-format.ts';
import { curationKeys } from './curation-keys.ts';

/** GET /api/curation/audit: the changes, newest first, filtered. */
function getAudit(filters: AuditFilters, cursor: string | undefined, signal: AbortSignal) {
  const params = auditFiltersToSearch(filters);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/curation/audit?${params}`, { schema: AuditPageSchema, signal });
}

/** The audit under the filters, a page at a time ("Load more"). */
export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: curationKeys.audit(Object.fromEntries(auditFiltersToSearch(filters))),
      queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
    // Changes are made from every section: read the audit again whenever it is shown.
    staleTime: 0,
  });
}
