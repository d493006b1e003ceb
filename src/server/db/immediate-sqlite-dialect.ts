import { CompiledQuery, type DatabaseConnection, SqliteDialect, SqliteDriver } from 'kysely';

/**
 * Kysely's SQLite dialect, but every transaction begins IMMEDIATE: it takes the write lock at
 * BEGIN, waiting (busy_timeout) while another connection holds it, instead of at its first
 * write. With a second connection writing to the file (the import worker,
 * node/import/worker-imports.ts), a deferred transaction that read before the other's commit and
 * writes after it fails at once with SQLITE_BUSY(_SNAPSHOT), however long the busy timeout:
 * SQLite cannot wait its way out of a stale snapshot. One that holds the lock from its start
 * never meets that.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
