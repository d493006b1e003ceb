import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isSignInProblem } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { toast } from '#client/stores/toast-store.ts';
import {
  type Follow,
  type FollowKind,
  FollowsResponseSchema,
} from '#shared/schemas/follow.schema.ts';
import { followKeys } from './follow-keys.ts';

/** Follows (true) or unfollows (false); answers the user's follows as they now are. */
export async function setFollow(
  kind: FollowKind,
  target: string,
  follow: boolean,
): Promise<Follow[]> {
  const path = `/user/follows/${kind}/${encodeURIComponent(target)}`;
  const { follows } = await apiRequest(path, {
    method: follow ? 'PUT' : 'DELETE',
    schema: FollowsResponseSchema,
  });
  return follows;
}

/**
 * The Follow button's mutation: the answer becomes the cached follows, and the Following list
 * is fetched again when next shown. A toast says when it failed (and what the API said).
 */
export function useSetFollow(kind: FollowKind, target: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...followKeys.follows(), kind, target],
    mutationFn: (follow: boolean) => setFollow(kind, target, follow),
    onSuccess: (follows) => {
      queryClient.setQueryData(followKeys.follows(), follows);
      void queryClient.invalidateQueries({ queryKey: followKeys.following() });
    },
    onError: (error) => {
      if (isSignInProblem(error)) toast(Message.loginFirst, 'red');
      else toast(t`Could not change what you follow. Try again.`, 'red');
    },
  });
}
