import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { type TokenConfig, tokenFromHeader } from '../auth/tokens.ts';
import { userFromToken } from '../auth/user-from-token.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './router.ts';

/** The user of a request's token; a missing or bad token is 401 with ServerMessage.invalidToken. */
async function userOfHeader(
  db: Kysely<Database>,
  tokens: TokenConfig,
  header: string | undefined,
): Promise<User> {
  const token = tokenFromHeader(header);
  const user = token ? await userFromToken(db, tokens, token) : undefined;
  if (!user) throw new ApiError(401, ServerMessage.invalidToken);
  return user;
}

/**
 * Lets a request through only with a valid token whose user still exists and still has the
 * token's email, and hands the handlers that user (never its password hash) as `c.var.user`.
 */
export function requireUser(db: Kysely<Database>, tokens: TokenConfig) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', await userOfHeader(db, tokens, c.req.header('authorization')));
    await next();
  });
}

/**
 * For routes a visitor may call too: undefined when the request carries no token at all (no
 * authorization header, or a blank one); a token that is there must be valid, else 401.
 */
export async function userOrVisitor(
  db: Kysely<Database>,
  tokens: TokenConfig,
  header: string | undefined,
): Promise<User | undefined> {
  if (tokenFromHeader(header) === undefined) return undefined;
  return userOfHeader(db, tokens, header);
}
