import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { readToken, type TokenConfig, tokenFromHeader } from '../auth/tokens.ts';
import { findUserById } from '../db/repositories/user.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './router.ts';

/**
 * Lets a request through only with a valid token whose user still exists and still has the
 * token's email; anything else is 401 with the spec's message.
 */
export function requireUser(db: Kysely<Database>, tokens: TokenConfig) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const claims = token ? await readToken(tokens, token) : undefined;
    const user = claims ? await findUserById(db, claims.userId) : undefined;
    if (!claims || !user || user.email !== claims.email) {
      throw new ApiError(401, ServerMessage.invalidToken);
    }
    c.set('user', user);
    await next();
  });
}
