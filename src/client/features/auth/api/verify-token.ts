import { apiRequest } from '#client/lib/api-client.ts';
import { VerifyResponseSchema } from '#shared/schemas/user.schema.ts';

/** POST /api/auth/verify: the stored token's user, or an error when the token is no good. */
export function verifyToken(encodedToken: string, signal?: AbortSignal) {
  return apiRequest('/auth/verify', {
    method: 'POST',
    body: { encodedToken },
    schema: VerifyResponseSchema,
    signal,
  });
}
