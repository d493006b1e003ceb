import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Message } from '#client/lib/messages.ts';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import { logoutMutationKey } from './use-auth-busy.ts';

/** After logging out, the auth buttons stay busy this long (docs/product.md, "Timings"). */
export const LOGOUT_BUSY_MS = 1000;

/**
 * Logs out: clears the stored token and the session, empties every cached list (liked,
 * playlists, history, watch later), says 'logged out successfully' and goes home. The mutation
 * stays pending for LOGOUT_BUSY_MS more, which is what keeps the auth buttons busy meanwhile.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      // Leave the signed-in-only page first, or its guard would send us to /login instead of
      // home. flushSync: the router otherwise renders the move in a transition, after signOut's.
      navigate('/', { flushSync: true });
      useAuthStore.getState().signOut();
      queryClient.removeQueries();
      toast(Message.loggedOut);
      await new Promise((resolve) => setTimeout(resolve, LOGOUT_BUSY_MS));
    },
  });
}
