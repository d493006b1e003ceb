import type { Kysely } from 'kysely';
import { formatTimestamp } from '#shared/format/timestamp.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { isUniqueViolation } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import { type Owner, ownerIs } from '../page.ts';
import type { Database, UserRow } from '../schema.ts';
import { lockCurators } from './curation-user.repository.ts';
import { deleteMadeOfUser } from './made-post-write.repository.ts';

/** Every column but the password hash: what any user lookup reads. */
const publicColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'created_at',
  'updated_at',
  'role',
  'handle',
  'display_name',
] as const;

/** The public face of a user row: the hash never leaves this module except through findCredentials. */
function toUser(row: Omit<UserRow, 'password_hash'>): User {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: formatTimestamp(new Date(row.created_at)),
    updatedAt: formatTimestamp(new Date(row.updated_at)),
    handle: row.handle,
    displayName: row.display_name,
    // Only a curator's answer says so: a member's keeps the spec's shape (user.schema.ts).
    ...(row.role === 'curator' ? { role: 'curator' as const } : {}),
  };
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(publicColumns)
    .where('email', '=', email)
    .executeTakeFirst();
  return row && toUser(row);
}

/**
 * The user a token's claims name, in one query: only while the row is there, still has the
 * token's email and still holds the token's session (ownerIs, as every signed-in read checks).
 */
export async function findSignedInUser(
  db: Kysely<Database>,
  owner: Owner,
): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(publicColumns)
    .where(ownerIs(owner))
    .executeTakeFirst();
  return row && toUser(row);
}

export interface Credentials {
  user: User;
  passwordHash: string;
}

/** The one read of a password hash, for sign-in: the user of that email and their hash. */
export async function findCredentials(
  db: Kysely<Database>,
  email: string,
): Promise<Credentials | undefined> {
  const row = await db
    .selectFrom('users')
    .select([...publicColumns, 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { user: toUser(row), passwordHash: row.password_hash };
}

export interface NewUserInput {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** Inserts a user; a taken email surfaces as the driver's unique-violation error. */
export async function insertUser(db: Kysely<Database>, input: NewUserInput): Promise<User> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    email: input.email,
    password_hash: input.passwordHash,
    first_name: input.firstName,
    last_name: input.lastName,
    created_at: now,
    updated_at: now,
    role: 'member',
    handle: null,
    display_name: null,
  };
  await db.insertInto('users').values(row).execute();
  return toUser(row);
}

export interface ProfileInput {
  /** Normalized (handle.schema.ts); null gives the handle up. */
  handle: string | null;
  displayName: string | null;
}

/**
 * Sets the user's handle and display name; answers the user as now stored, 'handle-taken' when
 * another user holds the handle, or undefined when the user is gone. The unique index decides:
 * of two users claiming one handle at once, one update commits and the other meets the index
 * (on PostgreSQL, after waiting for the first to commit). The old handle is free once this commits.
 */
export async function setProfile(
  db: Kysely<Database>,
  userId: string,
  input: ProfileInput,
): Promise<User | 'handle-taken' | undefined> {
  try {
    await db
      .updateTable('users')
      .set({ handle: input.handle, display_name: input.displayName, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return 'handle-taken';
    throw error;
  }
  const row = await db
    .selectFrom('users')
    .select(publicColumns)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && toUser(row);
}

/** What a public profile shows of its user, and the id its playlists are found by. */
export interface PublicUser {
  id: string;
  handle: string;
  displayName: string;
  /** YYYY-MM. */
  joinedAt: string;
}

/** The user holding a handle (normalized), as the public profile shows them; never the email. */
export async function findUserByHandle(
  db: Kysely<Database>,
  handle: string,
): Promise<PublicUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'handle', 'display_name', 'first_name', 'last_name', 'created_at'])
    .where('handle', '=', handle)
    .executeTakeFirst();
  if (!row?.handle) return undefined;
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.display_name ?? `${row.first_name} ${row.last_name}`.trim(),
    joinedAt: new Date(row.created_at).toISOString().slice(0, 7),
  };
}

/** The password hash of a user, for checking a password a signed-in user gives again. */
export async function findPasswordHash(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

/**
 * Sets a new password hash and ends the user's other sessions, in one transaction: a stolen
 * token stops working the moment the password changes. Answers how many sessions ended.
 */
export async function changePassword(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  keepSession: string,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    const ended = await tx
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', keepSession)
      .executeTakeFirst();
    return Number(ended.numDeletedRows);
  });
}

/**
 * 'deleted' with the ids of the user's "Made it" photos, whose rows went: the caller deletes
 * their variants from the photo store (which may not be the database) once this has committed.
 */
export type AccountDeletion =
  | { outcome: 'deleted'; photoIds: string[] }
  | { outcome: 'last-curator' };

/**
 * Deletes the user and everything of theirs (lists, playlists and their videos, sandbox todos,
 * sessions, "Made it" posts, photos and reports) in one transaction: all of it goes, or, if anything fails, none of it. The last
 * curator's account stays ('last-curator'): only a curator can make another, so the site would
 * be left with no one to look after it. The check is made with the curators locked, in the
 * deleting transaction, so two last curators deleting at once cannot both go.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  userId: string,
): Promise<AccountDeletion> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('users')
      .select('role')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (row?.role === 'curator') {
      const curators = await lockCurators(tx);
      if (curators.includes(userId) && curators.length <= 1) return { outcome: 'last-curator' };
    }
    await tx.deleteFrom('list_entries').where('user_id', '=', userId).execute();
    await tx
      .deleteFrom('playlist_videos')
      .where(
        'playlist_id',
        'in',
        tx.selectFrom('playlists').select('id').where('user_id', '=', userId),
      )
      .execute();
    await tx.deleteFrom('playlists').where('user_id', '=', userId).execute();
    await tx.deleteFrom('test_todos').where('user_id', '=', userId).execute();
    await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    const photoIds = await deleteMadeOfUser(tx, userId);
    await tx.deleteFrom('users').where('id', '=', userId).execute();
    return { outcome: 'deleted', photoIds };
  });
}
