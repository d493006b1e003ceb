import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { readToken, type TokenConfig, tokenFromHeader } from '../auth/tokens.ts';
import { findSignedInUser } from '../db/repositories/user.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './router.ts';

/**
 * Lets a request through only from a signed-in curator, and hands the handlers that user as
 * `c.var.user` (and the token's claims as `c.var.claims`). The role is read from the database
 * on every request, in the one query that also checks the token's user and session (ownerIs,
 * as requireUser does): a curator who is demoted, or whose session ended, is refused at once,
 * with the same token. No token, or a bad one: 401; a member: 403.
 */
export function requireCurator(db: Kysely<Database>, tokens: TokenConfig) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const claims = token ? await readToken(tokens, token) : undefined;
    if (!claims) throw new ApiError(401, ServerMessage.invalidToken);
    const user = await findSignedInUser(db, claims);
    if (!user) throw new ApiError(401, ServerMessage.invalidToken);
    if (user.role !== 'curator') throw new ApiError(403, ServerMessage.curatorsOnly);
    c.set('claims', claims);
    c.set('user', user);
    await next();
  });
}
