import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { isSignedIn, useAuthStore } from '#client/stores/auth-store.ts';
import {
  type Follow,
  type FollowKind,
  FollowsResponseSchema,
} from '#shared/schemas/follow.schema.ts';
import { followKeys } from './follow-keys.ts';

export async function getFollows(signal?: AbortSignal): Promise<Follow[]> {
  return (await apiRequest('/user/follows', { schema: FollowsResponseSchema, signal })).follows;
}

export const getFollowsQueryOptions = () =>
  queryOptions({ queryKey: followKeys.follows(), queryFn: ({ signal }) => getFollows(signal) });

/**
 * Whether the signed-in user follows this creator or category: undefined while it is not
 * known yet, false for a visitor.
 */
export function useIsFollowing(kind: FollowKind, target: string): boolean | undefined {
  const signedIn = useAuthStore(isSignedIn);
  const { data } = useQuery({ ...getFollowsQueryOptions(), enabled: signedIn });
  if (!signedIn) return false;
  return data?.some((f) => f.kind === kind && f.target === target);
}
