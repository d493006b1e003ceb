import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { CuratedUsersPageSchema } from '#shared/schemas/curation.schema.ts';
import type { Role } from '#shared/schemas/user.schema.ts';
import { curationKeys } from './curation-keys.ts';

/** Whom the People section lists: everyone, or one role. */
export type RoleFilter = Role | 'all';

/** GET /api/curation/users: users in email order, found by part of an email or name. */
function getCuratedUsers(
  q: string,
  role: RoleFilter,
  cursor: string | undefined,
  signal: AbortSignal,
) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role !== 'all') params.set('role', role);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/curation/users?${params}`, { schema: CuratedUsersPageSchema, signal });
}

/** The users a search finds, a page at a time ("Load more"). */
export function useCuratedUsers(q: string, role: RoleFilter) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: curationKeys.users(q, role),
      queryFn: ({ pageParam, signal }) => getCuratedUsers(q, role, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
    // The list stays while the next search loads, instead of flashing empty at each keystroke.
    placeholderData: (previous) => previous,
  });
}
