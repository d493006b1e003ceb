import {
  type ColumnMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  autoIncrementing: boolean;
  comment: string | null;
}

/** Kysely's own bookkeeping tables, which the migrator asks about and no one else does. */
const KYSELY_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

/**
 * Kysely's PostgreSQL introspector, kept to the connection's current schema.
 *
 * Kysely's own lists the tables of every schema in the database and checks each schema by its
 * name (`has_schema_privilege(nspname, …)`). A schema someone else drops while that query runs
 * (another app, a test run beside ours) is found by the scan and then missing by name, and the
 * query fails with `schema "…" does not exist`, failing our migration with it. The migrator only
 * ever asks about our own schema, so this asks only about that one.
 */
export class CurrentSchemaIntrospector extends PostgresIntrospector {
  // Kysely types an introspector's database as Kysely<any>: it reads the catalogue, not our tables.
  // biome-ignore lint/suspicious/noExplicitAny: the type Kysely's DatabaseIntrospector is written to
  readonly #db: Kysely<any>;

  // biome-ignore lint/suspicious/noExplicitAny: as above
  constructor(db: Kysely<any>) {
    super(db);
    this.#db = db;
  }

  override async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as "kind", ns.nspname as "schema",
        a.attname as "column", typ.typname as "type", typns.nspname as "typeSchema",
        a.attnotnull as "notNull", a.atthasdef as "hasDefault",
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
          is not null as "autoIncrementing",
        col_description(a.attrelid, a.attnum) as "comment"
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace typns on typns.oid = typ.typnamespace
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0
        and not a.attisdropped
      order by c.relname, a.attnum
    `.execute(this.#db);
    const tables = new Map<string, { table: TableMetadata; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let entry = tables.get(row.table);
      if (!entry) {
        const columns: ColumnMetadata[] = [];
        const table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns };
        entry = { table, columns };
        tables.set(row.table, entry);
      }
      entry.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.autoIncrementing,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()].map((entry) => entry.table);
  }
}

/** Kysely's PostgreSQL dialect with the introspector above. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: the signature of Dialect.createIntrospector
  override createIntrospector(db: Kysely<any>): PostgresIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
