import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/auth/verify: the stored token's user, or an error when the token is no good. */
export function verifyToken(encodedToken: string, signal?: AbortSignal) {
  return apiRequest('/auth/verify', {
    method: 'POST',
    body: { encodedToken },
    // Imported when asked for: the start checks a stored sign-in, and the first load of / carries
    // no zod (scripts/first-load-size.mjs).
    schema: () => import('#shared/schemas/user.schema.ts').then((s) => s.VerifyResponseSchema),
    signal,
  });
}
