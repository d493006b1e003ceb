import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import { type SignupBody, SignupResponseSchema } from '#shared/schemas/user.schema.ts';
import { authMutationKey } from '../hooks/use-auth-busy.ts';

/** POST /api/auth/signup: the new user and a token. The confirm-password value is never sent. */
export function signup({ firstName, lastName, email, password }: SignupBody) {
  return apiRequest('/auth/signup', {
    method: 'POST',
    body: { firstName, lastName, email, password },
    schema: SignupResponseSchema,
  });
}

/** Creates an account and signs in with it ('Successfully Signed up' / 'error signing up'). */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authMutationKey, 'signup'],
    mutationFn: signup,
    onSuccess: ({ encodedToken, createdUser }) => {
      toast(Message.signedUp);
      useAuthStore.getState().signIn(encodedToken, createdUser);
      void queryClient.invalidateQueries();
    },
    onError: () => toast(Message.signupFailed, 'red'),
  });
}
