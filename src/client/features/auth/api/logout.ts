import { apiRequest } from '#client/lib/api-client.ts';
import { LogoutResponseSchema } from '#shared/schemas/user.schema.ts';

/**
 * POST /api/auth/logout: ends the stored token's session on the server, so the token is refused
 * from then on. The token is read when this is called, so call it before forgetting it.
 */
export function endSession() {
  return apiRequest('/auth/logout', { method: 'POST', schema: LogoutResponseSchema });
}

/** POST /api/auth/logout-everywhere: ends every session of the user, this one included. */
export function endEverySession() {
  return apiRequest('/auth/logout-everywhere', { method: 'POST', schema: LogoutResponseSchema });
}
