import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { authMutationKey } from './use-auth-busy.ts';

/** What a successful login or signup gives: the token to keep and whose it is. */
export interface NewSession {
  token: string;
  user: User;
}

interface SignInMutation<TBody> {
  name: 'login' | 'signup';
  request: (body: TBody) => Promise<NewSession>;
  /**
   * Green toast on success, red toast on failure; a 429 (too many attempts) shows the server's
   * own message instead, which says how long to wait.
   */
  messages: { success: string; failure: string };
}

/**
 * A request that ends in a session (login, signup): on success the token is stored, the user
 * signed in and every cached query refetched (anything fetched while signed out is stale); the
 * route guard then sends the user back where they came from.
 */
export function useSignInMutation<TBody>({ name, request, messages }: SignInMutation<TBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authMutationKey, name],
    mutationFn: request,
    onSuccess: ({ token, user }) => {
      toast(messages.success);
      useAuthStore.getState().signIn(token, user);
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      const limited = error instanceof ApiRequestError && error.status === 429 && errorText(error);
      toast(limited || messages.failure, 'red');
    },
  });
}
