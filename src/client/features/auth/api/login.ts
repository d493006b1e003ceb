import { apiRequest } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { LoginResponseSchema } from '#shared/schemas/user.schema.ts';
import type { LoginBody } from '#shared/schemas/user-request.schema.ts';
import { type NewSession, useSignInMutation } from '../hooks/use-sign-in-mutation.ts';

/** POST /api/auth/login: the user and a token. */
export async function login(body: LoginBody): Promise<NewSession> {
  const answer = await apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: LoginResponseSchema,
  });
  return { token: answer.encodedToken, user: answer.foundUser };
}

/** Signs in with email and password ('Login SuccessFully' / 'no such user found'). */
export function useLogin() {
  return useSignInMutation({
    name: 'login',
    request: login,
    messages: { success: Message.loggedIn, failure: Message.loginFailed },
  });
}
