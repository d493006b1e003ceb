import type { Kysely } from 'kysely';
import { newId, nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';

/**
 * Starts a session for the user: its id goes into the token (`sid`), and `expiresAt` is the
 * token's expiry. The user's sessions that have expired are cleared on the way.
 */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  sign: (sessionId: string) => Promise<{ token: string; expiresAt: Date }>,
): Promise<string> {
  const id = newId();
  const { token, expiresAt } = await sign(id);
  const now = nowIso();
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<', now)
    .execute();
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, created_at: now, expires_at: expiresAt.toISOString() })
    .execute();
  return token;
}

/** Ends one session of the user's (logout); false when it had ended already. */
export async function endSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the user's, or every one but `except` (a password change keeps its own). */
export async function endSessions(
  db: Kysely<Database>,
  userId: string,
  except?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except !== undefined) query = query.where('id', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
