import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import { type CuratedUser, CuratedUserResponseSchema } from '#shared/schemas/curation.schema.ts';
import type { Role } from '#shared/schemas/user.schema.ts';
import { curationKeys } from './curation-keys.ts';

interface RoleChange {
  user: CuratedUser;
  role: Role;
}

/** PATCH /api/curation/users/{id}: makes a user a curator, or a member again. */
async function setUserRole({ user, role }: RoleChange): Promise<CuratedUser> {
  const path = `/curation/users/${encodeURIComponent(user._id)}`;
  const answer = await apiRequest(path, {
    method: 'PATCH',
    body: { role },
    schema: CuratedUserResponseSchema,
  });
  return answer.user;
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.all, 'users', 'role'],
    mutationFn: setUserRole,
    onSuccess: (user) => {
      const email = user.email;
      toast(
        user.role === 'curator' ? t`${email} is now a curator` : t`${email} is no longer a curator`,
      );
      // The signed-in user who gave up their own role: the menu and this page follow at once,
      // as the server already refuses their next curation call. A member's session has no
      // `role` (UserSchema), so it is left out rather than set.
      const auth = useAuthStore.getState();
      if (auth.user && auth.user._id === user._id && user.role !== 'curator') {
        const { role: _dropped, ...member } = auth.user;
        useAuthStore.setState({ user: member });
        // Reading the curation lists again would only be refused now: drop them instead.
        queryClient.removeQueries({ queryKey: curationKeys.all });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: [...curationKeys.all, 'users'] });
      void queryClient.invalidateQueries({ queryKey: [...curationKeys.all, 'audit'] });
    },
  });
}
