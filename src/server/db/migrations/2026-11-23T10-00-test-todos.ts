import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// The request tester's sandbox: a small todo list per user (/api/test-todos).

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('test_todos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_todos_user_idx')
    .on('test_todos')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('test_todos').execute();
}
