import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, statusOf } from '#client/lib/api-client.ts';
import { type PublicProfile, PublicProfileSchema } from '#shared/schemas/profile.schema.ts';

/** Public profiles by handle, as the cache keeps them (handles are compared lower-cased). */
export const profileKeys = {
  all: ['profiles'] as const,
  one: (handle: string) => ['profiles', handle.trim().toLowerCase()] as const,
};

export function getPublicProfile(handle: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiRequest(`/users/${encodeURIComponent(handle)}`, {
    schema: PublicProfileSchema,
    signal,
  });
}

export function publicProfileQueryOptions(handle: string) {
  return queryOptions({
    queryKey: profileKeys.one(handle),
    queryFn: ({ signal }) => getPublicProfile(handle, signal),
    // A handle no one holds stays unknown: asking again will not change that.
    retry: (failureCount, error) => statusOf(error) !== 404 && failureCount < 1,
  });
}

/** Anyone's public profile, signed in or not. */
export function usePublicProfile(handle: string) {
  return useQuery(publicProfileQueryOptions(handle));
}
