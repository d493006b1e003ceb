import { apiRequest } from '#client/lib/api-client.ts';
import { type LoginBody, LoginResponseSchema } from '#shared/schemas/user.schema.ts';

/** POST /api/auth/login: the user and a token. */
export function login(body: LoginBody) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: LoginResponseSchema });
}
