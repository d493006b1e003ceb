import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import { type LoginBody, LoginResponseSchema } from '#shared/schemas/user.schema.ts';
import { authMutationKey } from '../hooks/use-auth-busy.ts';

/** POST /api/auth/login: the user and a token. */
export function login(body: LoginBody) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: LoginResponseSchema });
}

/**
 * Signs in with email and password. Success stores the token and shows 'Login SuccessFully';
 * the signed-out-only route guard then sends the user back where they came from.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authMutationKey, 'login'],
    mutationFn: login,
    onSuccess: ({ encodedToken, foundUser }) => {
      toast(Message.loggedIn);
      useAuthStore.getState().signIn(encodedToken, foundUser);
      // Anything fetched while signed out (a refused /user list) is stale now.
      void queryClient.invalidateQueries();
    },
    onError: () => toast(Message.loginFailed, 'red'),
  });
}
