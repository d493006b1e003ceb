import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { readToken, type TokenClaims, type TokenConfig, tokenFromHeader } from '../auth/tokens.ts';
import { userFromClaims } from '../auth/user-from-token.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './router.ts';

function invalidToken(): ApiError {
  return new ApiError(401, ServerMessage.invalidToken);
}

/** The verified claims of a request's token; a missing or bad token is 401. No database read. */
async function claimsOfHeader(
  tokens: TokenConfig,
  header: string | undefined,
): Promise<TokenClaims> {
  const token = tokenFromHeader(header);
  const claims = token ? await readToken(tokens, token) : undefined;
  if (!claims) throw invalidToken();
  return claims;
}

/** The user of a request's token; a missing or bad token, or a user gone, is 401. */
async function userOfHeader(
  db: Kysely<Database>,
  tokens: TokenConfig,
  header: string | undefined,
  verified?: TokenClaims,
): Promise<User> {
  const user = await userFromClaims(db, verified ?? (await claimsOfHeader(tokens, header)));
  if (!user) throw invalidToken();
  return user;
}

/**
 * Lets a request through only with a validly signed, unexpired token, and hands the handlers
 * its claims as `c.var.claims`, without reading the database. A handler behind it alone must
 * make sure the user still exists with the token's email itself, and answer 401 otherwise: the
 * library list reads do so inside their one query (the repositories' `Owner`), so a signed-in
 * read is one database round trip. Writes add `requireUser`.
 */
export function requireToken(tokens: TokenConfig) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('claims', await claimsOfHeader(tokens, c.req.header('authorization')));
    await next();
  });
}

/**
 * Lets a request through only with a valid token whose user still exists and still has the
 * token's email, and hands the handlers that user (never its password hash) as `c.var.user`.
 */
export function requireUser(db: Kysely<Database>, tokens: TokenConfig) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Claims requireToken has already verified are not verified twice.
    const verified =
      (c.get('claims') as TokenClaims | undefined) ??
      (await claimsOfHeader(tokens, c.req.header('authorization')));
    c.set('claims', verified);
    c.set('user', await userOfHeader(db, tokens, c.req.header('authorization'), verified));
    await next();
  });
}

/** For handlers behind requireToken whose own query found no such user: 401. */
export function orphanedToken(): ApiError {
  return invalidToken();
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
