import {
  type Expression,
  type Kysely,
  PostgresAdapter,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import type { CuratedUser } from '#shared/schemas/curation.schema.ts';
import type { Role } from '#shared/schemas/user.schema.ts';
import { nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';
import { type Actor, recordAudit } from './curation-audit.repository.ts';

const columns = ['id', 'email', 'first_name', 'last_name', 'role'] as const;

function toCuratedUser(row: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
}): CuratedUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
  };
}

/** `text` as a LIKE pattern that finds it anywhere, its wildcards (and the escape) escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface UserSearch {
  /** Part of an email or name, any case. */
  q?: string | undefined;
  role?: Role | undefined;
  limit: number;
  /** The email of the last user of the page before (users are listed by email). */
  after?: string | undefined;
}

/**
 * Users by email, for curators: those whose email, first or last name (or the two together)
 * hold `q`, any case. Paged by email, which is unique.
 */
export async function findCuratedUsers(
  db: Kysely<Database>,
  search: UserSearch,
): Promise<{ users: CuratedUser[]; next: string | null }> {
  const conditions: Expression<SqlBool>[] = [];
  const q = search.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(sql<SqlBool>`(lower(email) like ${pattern} escape '\\'
      or lower(first_name || ' ' || last_name) like ${pattern} escape '\\')`);
  }
  if (search.role) conditions.push(sql<SqlBool>`role = ${search.role}`);
  if (search.after !== undefined) conditions.push(sql<SqlBool>`email > ${search.after}`);
  let query = db
    .selectFrom('users')
    .select(columns)
    .orderBy('email')
    .limit(search.limit + 1);
  for (const condition of conditions) query = query.where(condition);
  const rows = await query.execute();
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    users: page.map(toCuratedUser),
    next: rows.length > search.limit && last ? last.email : null,
  };
}

/**
 * The curators' ids, their rows locked on PostgreSQL until the transaction ends (in id order,
 * so two transactions taking the lock cannot deadlock): whoever checks "not the last curator"
 * with it keeps that true until its change commits. A transaction that was waiting sees the
 * curators as the one before it left them. SQLite runs one writing transaction at a time.
 */
export async function lockCurators(trx: Transaction<Database>): Promise<string[]> {
  let curators = trx.selectFrom('users').select('id').where('role', '=', 'curator');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    curators = curators.orderBy('id').forUpdate();
  }
  return (await curators.execute()).map((row) => row.id);
}

export type RoleChange =
  | { outcome: 'changed' | 'unchanged'; user: CuratedUser }
  | { outcome: 'no-such-user' }
  | { outcome: 'last-curator' };

/**
 * Gives a user a role, and records it, in one transaction. The last curator may not be made a
 * member (a curator demoting themself, as only a curator can change roles): the site would be
 * left with no one to look after it. The curators are locked first (lockCurators), so two
 * curators demoting each other at once cannot both pass that check.
 */
export async function changeRole(
  db: Kysely<Database>,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
    const curatorIds = await lockCurators(trx);
    let target = trx.selectFrom('users').select(columns).where('id', '=', userId);
    if (postgres) target = target.forUpdate();
    const row = await target.executeTakeFirst();
    if (!row) return { outcome: 'no-such-user' } as const;
    if (row.role === role) return { outcome: 'unchanged', user: toCuratedUser(row) } as const;
    if (row.role === 'curator' && curatorIds.length <= 1) {
      return { outcome: 'last-curator' } as const;
    }
    await trx
      .updateTable('users')
      .set({ role, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    await recordAudit(trx, actor, [
      {
        action: 'user.role',
        targetKind: 'user',
        targetId: userId,
        before: { role: row.role },
        after: { role },
      },
    ]);
    return { outcome: 'changed', user: toCuratedUser({ ...row, role }) } as const;
  });
}

/** For the command line (scripts/user-role.ts): a user's role by email, no audit actor. */
export async function setRoleByEmail(
  db: Kysely<Database>,
  email: string,
  role: Role,
): Promise<{ userId: string; was: Role } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.role !== role) {
      await trx
        .updateTable('users')
        .set({ role, updated_at: nowIso() })
        .where('id', '=', row.id)
        .execute();
      // The command line's change is recorded too, by "the command line" as its actor.
      await recordAudit(trx, { _id: 'command-line', email: 'command-line' }, [
        {
          action: 'user.role',
          targetKind: 'user',
          targetId: row.id,
          before: { role: row.role },
          after: { role },
        },
      ]);
    }
    return { userId: row.id, was: row.role };
  });
}
