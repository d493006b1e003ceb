import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Message } from '#client/lib/messages.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { LoginBody } from '#shared/schemas/user.schema.ts';
import { login } from '../api/login.ts';

/**
 * Signs in with email and password. Success stores the token and shows Message.loggedIn;
 * the signed-out-only route guard then sends the user back where they came from.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: LoginBody) => {
      const auth = useAuthStore.getState();
      auth.setLoading(true);
      try {
        const { encodedToken, foundUser } = await login(body);
        toast(Message.loggedIn, 'green');
        auth.signIn(encodedToken, foundUser);
        // Anything fetched while signed out (a refused /user list) is stale now.
        void queryClient.invalidateQueries();
      } catch {
        auth.setLoading(false);
        toast(Message.loginFailed, 'red');
      }
    },
    [queryClient],
  );
}
