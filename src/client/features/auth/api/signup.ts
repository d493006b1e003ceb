import { apiRequest } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { SignupResponseSchema } from '#shared/schemas/user.schema.ts';
import type { SignupBody } from '#shared/schemas/user-request.schema.ts';
import { type NewSession, useSignInMutation } from '../hooks/use-sign-in-mutation.ts';

/** POST /api/auth/signup: the new user and a token. The confirm-password value is never sent. */
export async function signup({
  firstName,
  lastName,
  email,
  password,
}: SignupBody): Promise<NewSession> {
  const answer = await apiRequest('/auth/signup', {
    method: 'POST',
    body: { firstName, lastName, email, password },
    schema: SignupResponseSchema,
  });
  return { token: answer.encodedToken, user: answer.createdUser };
}

/** Creates an account and signs in with it ('Successfully Signed up' / 'error signing up'). */
export function useSignup() {
  return useSignInMutation({
    name: 'signup',
    request: signup,
    messages: { success: Message.signedUp, failure: Message.signupFailed },
  });
}
