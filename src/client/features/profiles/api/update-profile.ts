import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { ProfileResponseSchema } from '#shared/schemas/profile.schema.ts';
import type { ProfileChange } from '#shared/schemas/profile-request.schema.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { profileKeys } from './get-public-profile.ts';

/** Sets the signed-in user's handle and display name; answers the user as the server has them. */
export async function updateProfile(change: ProfileChange): Promise<User> {
  const { user } = await apiRequest('/user/profile', {
    method: 'PUT',
    body: change,
    schema: ProfileResponseSchema,
  });
  return user;
}

export interface UpdateProfileCallbacks {
  onSaved?(user: User): void;
  onFailed?(error: unknown): void;
}

/**
 * Saves the public profile's handle and display name. The session's user takes the answer, and
 * every public profile cached is read again (the old handle's page is gone, the new one's new).
 */
export function useUpdateProfile({ onSaved, onFailed }: UpdateProfileCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...profileKeys.all, 'update'],
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // Set here rather than by an action of the store: the store is in the first load of /,
      // whose size is held to a limit (docs/architecture.md, "The first load").
      useAuthStore.setState((state) => (state.status === 'signed-in' ? { user } : {}));
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onSaved?.(user);
    },
    onError: (error) => onFailed?.(error),
  });
}
