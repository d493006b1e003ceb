import { apiRequest } from '#client/lib/api-client.ts';
import { type SignupBody, SignupResponseSchema } from '#shared/schemas/user.schema.ts';

/** POST /api/auth/signup: the new user and a token. The confirm-password value is never sent. */
export function signup({ firstName, lastName, email, password }: SignupBody) {
  return apiRequest('/auth/signup', {
    method: 'POST',
    body: { firstName, lastName, email, password },
    schema: SignupResponseSchema,
  });
}
