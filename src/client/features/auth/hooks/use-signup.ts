import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Message } from '#client/lib/messages.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { toast } from '#client/stores/toast-store.ts';
import type { SignupBody } from '#shared/schemas/user.schema.ts';
import { signup } from '../api/signup.ts';

/** Creates an account and signs in with it (Message.signedUp / Message.signupFailed). */
export function useSignup() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: SignupBody) => {
      const auth = useAuthStore.getState();
      auth.setLoading(true);
      try {
        const { encodedToken, createdUser } = await signup(body);
        toast(Message.signedUp, 'green');
        auth.signIn(encodedToken, createdUser);
        void queryClient.invalidateQueries();
      } catch {
        auth.setLoading(false);
        toast(Message.signupFailed, 'red');
      }
    },
    [queryClient],
  );
}
