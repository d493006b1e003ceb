import type { Kysely } from 'kysely';
import { formatTimestamp } from '#shared/format/timestamp.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database, UserRow } from '../schema.ts';

/** The public face of a user row: the hash never leaves this module. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: formatTimestamp(new Date(row.created_at)),
    updatedAt: formatTimestamp(new Date(row.updated_at)),
  };
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUserInput {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** Inserts a user; a taken email surfaces as the driver's unique-violation error. */
export async function insertUser(db: Kysely<Database>, input: NewUserInput): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    email: input.email,
    password_hash: input.passwordHash,
    first_name: input.firstName,
    last_name: input.lastName,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}
