import type { Kysely } from 'kysely';
import type { User } from '#shared/schemas/user.schema.ts';
import { findSignedInUser } from '../db/repositories/user.repository.ts';
import type { Database } from '../db/schema.ts';
import { readToken, type TokenClaims, type TokenConfig } from './tokens.ts';

/**
 * The user a token stands for, or undefined when the token is forged, expired or malformed,
 * its user is gone, that user's email is no longer the one the token was issued for, or its
 * session has ended (logout, sign out everywhere, a password change).
 * The one place a token becomes a user: the auth guard and POST /api/auth/verify both ask here.
 * (A signed-in list read makes the same check inside its own query: see the repositories'
 * `Owner`.)
 */
export async function userFromToken(
  db: Kysely<Database>,
  tokens: TokenConfig,
  token: string,
): Promise<User | undefined> {
  const claims = await readToken(tokens, token);
  return claims && userFromClaims(db, claims);
}

/**
 * The user of already verified claims, if that user still exists with the token's email and
 * session: one query.
 */
export async function userFromClaims(
  db: Kysely<Database>,
  claims: TokenClaims,
): Promise<User | undefined> {
  return findSignedInUser(db, claims);
}
