import type { Kysely } from 'kysely';
import { formatTimestamp } from '#shared/format/timestamp.ts';
import { TEST_TODOS_MAX, type TestTodo } from '#shared/schemas/test-todo.schema.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';

/** A user's sandbox todos, oldest first (ids are time-ordered). */
export async function listTestTodos(db: Kysely<Database>, userId: string): Promise<TestTodo[]> {
  const rows = await db
    .selectFrom('test_todos')
    .select(['id', 'title', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    createdAt: formatTimestamp(new Date(row.created_at)),
  }));
}

/**
 * Adds a todo unless the user already has TEST_TODOS_MAX of them ('full'). The user's row is
 * locked first (a write that changes nothing), so racing adds of one user take turns on both
 * PostgreSQL (row lock) and SQLite (write lock) and the count cannot go stale before the insert.
 */
export async function addTestTodo(
  db: Kysely<Database>,
  userId: string,
  title: string,
): Promise<'added' | 'full'> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', userId)
      .execute();
    const { count } = await trx
      .selectFrom('test_todos')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= TEST_TODOS_MAX) return 'full';
    await trx
      .insertInto('test_todos')
      .values({ id: newId(), user_id: userId, title, created_at: nowIso() })
      .execute();
    return 'added';
  });
}

/** Deletes one of this user's todos; false when there is no such todo of theirs. */
export async function deleteTestTodo(
  db: Kysely<Database>,
  userId: string,
  todoId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('test_todos')
    .where('user_id', '=', userId)
    .where('id', '=', todoId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
