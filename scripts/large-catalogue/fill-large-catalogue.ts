import { CompiledQuery, type Insertable, type Kysely, sql } from 'kysely';
import type { Dialect } from '#server/db/database-handle.ts';
import type { Database } from '#server/db/schema.ts';
import { seedVideos } from '#server/db/seed-catalogue.ts';
import {
  GENERATED_EMAIL_DOMAIN,
  generateLibrary,
  generateVideos,
  Random,
} from './large-catalogue.ts';

/**
 * Fills a migrated, seeded database with a generated catalogue and readers' libraries
 * (npm run seed:large; the query benchmark). Refuses a database that already holds generated
 * data: it fills a fresh one, so figures measured on it mean the same each time.
 */
export interface FillOptions {
  videos: number;
  users: number;
  /** The one password hash every generated reader shares (hashing is slow; once is enough). */
  passwordHash: string;
  /** Same seed, same titles, creators, dates and libraries. */
  seed?: number;
  onProgress?: (phase: FillPhase, done: number, total: number) => void;
}

export type FillPhase = 'videos' | 'readers' | 'statistics';

export interface FillSummary {
  videos: number;
  users: number;
  listEntries: number;
  playlists: number;
  playlistVideos: number;
}

/** The most bind parameters one statement may carry: SQLite's limit, and PostgreSQL's (int16). */
const MAX_PARAMETERS: Record<Dialect, number> = { sqlite: 32_766, postgres: 65_535 };
/** Rows per transaction: large enough that commits cost little, small enough to show progress. */
const ROWS_PER_TRANSACTION = 20_000;

type Table =
  | 'videos'
  | 'video_materials'
  | 'video_material_words'
  | 'users'
  | 'list_entries'
  | 'playlists'
  | 'playlist_videos';

export class GeneratedDataPresentError extends Error {}

export async function fillLargeCatalogue(
  db: Kysely<Database>,
  dialect: Dialect,
  options: FillOptions,
): Promise<FillSummary> {
  await refuseGeneratedData(db);
  const progress = options.onProgress ?? (() => {});
  const random = new Random(options.seed ?? 20_261_124);
  const summary: FillSummary = {
    videos: 0,
    users: 0,
    listEntries: 0,
    playlists: 0,
    playlistVideos: 0,
  };
  // One connection throughout, so its session settings (PostgreSQL) hold for every insert.
  await db.connection().execute(async (conn) => {
    await tuneForBulkLoad(conn, dialect, true);
    try {
      const writer = new BatchWriter(conn, dialect);
      const existing = await conn.selectFrom('videos').select(['id', 'video_link']).execute();
      const videoIds = existing.map((v) => v.id);
      const links = new Set(existing.map((v) => v.video_link));
      progress('videos', 0, options.videos);
      for (const { video, materials, words } of generateVideos(options.videos, random, links)) {
        videoIds.push(video.id);
        await writer.add('videos', video);
        for (const row of materials) await writer.add('video_materials', row);
        for (const row of words) await writer.add('video_material_words', row);
        summary.videos += 1;
        if (summary.videos % 1000 === 0) progress('videos', summary.videos, options.videos);
      }
      await writer.flush();
      progress('videos', summary.videos, options.videos);

      progress('readers', 0, options.users);
      for (let i = 0; i < options.users; i++) {
        const library = generateLibrary(i, options.passwordHash, videoIds, random);
        await writer.add('users', library.user);
        for (const row of library.entries) await writer.add('list_entries', row);
        for (const row of library.playlists) await writer.add('playlists', row);
        for (const row of library.playlistVideos) await writer.add('playlist_videos', row);
        summary.users += 1;
        summary.listEntries += library.entries.length;
        summary.playlists += library.playlists.length;
        summary.playlistVideos += library.playlistVideos.length;
        progress('readers', i + 1, options.users);
      }
      await writer.flush();
    } finally {
      await tuneForBulkLoad(conn, dialect, false);
    }
    progress('statistics', 0, 1);
    // Fresh planner statistics: both planners choose indexes from them. PostgreSQL also sets
    // its visibility map, so date-ordered walks can skip reading rows they do not return.
    await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(conn);
    progress('statistics', 1, 1);
  });
  return summary;
}

async function refuseGeneratedData(db: Kysely<Database>): Promise<void> {
  const { videos } = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number>().as('videos'))
    .executeTakeFirstOrThrow();
  const reader = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'like', `%@${GENERATED_EMAIL_DOMAIN}`)
    .executeTakeFirst();
  const extra = Number(videos) - seedVideos.length;
  if (extra > 0 || reader) {
    throw new GeneratedDataPresentError(
      `This database already holds generated data (${Math.max(0, extra)} videos beyond the demo ` +
        `catalogue${reader ? `, readers such as ${reader.email}` : ''}). seed:large fills a ` +
        'fresh database only: point DATABASE_URL at a new one (e.g. file:./data/large.db).',
    );
  }
}

async function tuneForBulkLoad(db: Kysely<Database>, dialect: Dialect, bulk: boolean) {
  if (dialect === 'sqlite') {
    // A crash mid-load loses only generated rows, so skip fsyncs; a big page cache for the indexes.
    await sql.raw(`pragma synchronous = ${bulk ? 'OFF' : 'NORMAL'}`).execute(db);
    await sql.raw(`pragma cache_size = ${bulk ? -262_144 : -2000}`).execute(db);
    await sql.raw(`pragma temp_store = ${bulk ? 'MEMORY' : 'DEFAULT'}`).execute(db);
  } else {
    await sql.raw(`set synchronous_commit = ${bulk ? 'off' : 'on'}`).execute(db);
  }
}

/**
 * Buffers rows per table and inserts them in multi-row statements as large as the dialect's
 * parameter limit allows, several statements to a transaction. Parents are flushed before
 * children (videos and users before list entries, playlists before their videos).
 */
class BatchWriter {
  private readonly buffers = new Map<Table, object[]>();
  private pending = 0;
  private transactions = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async add<T extends Table>(table: T, row: Insertable<Database[T]>): Promise<void> {
    const buffer = this.buffers.get(table) ?? [];
    this.buffers.set(table, buffer);
    buffer.push(row);
    this.pending += 1;
    if (this.pending >= ROWS_PER_TRANSACTION) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const table of [
        'videos',
        'video_materials',
        'video_material_words',
        'users',
        'playlists',
        'list_entries',
        'playlist_videos',
      ] as const) {
        const rows = this.buffers.get(table) ?? [];
        const first = rows[0];
        if (!first) continue;
        const columns = Object.keys(first);
        const perStatement = Math.floor(MAX_PARAMETERS[this.dialect] / columns.length);
        for (let start = 0; start < rows.length; start += perStatement) {
          const chunk = rows.slice(start, start + perStatement);
          await trx.executeQuery(this.insertStatement(table, columns, chunk));
        }
      }
    });
    const written = [...this.buffers.keys()];
    this.buffers.clear();
    this.pending = 0;
    this.transactions += 1;
    // PostgreSQL plans each foreign key's check once per connection and keeps the plan until the
    // table's statistics change. Planned while the table was nearly empty, that plan reads the
    // whole parent table for each row inserted, however large it grows; with autovacuum off (as
    // on some machines) nothing changes the statistics, and 100,000 videos took hours instead of
    // minutes. Analysing the tables written after the 1st, 2nd, 4th, 8th… transaction keeps
    // every plan made for a table at least half its size.
    const power = this.transactions & (this.transactions - 1);
    if (this.dialect === 'postgres' && power === 0) {
      await sql.raw(`analyze ${written.map((table) => `"${table}"`).join(', ')}`).execute(this.db);
    }
  }

  /**
   * A multi-row insert written directly: Kysely's builder spends more time assembling a
   * statement of thousands of rows than the database spends running it.
   */
  private insertStatement(table: Table, columns: string[], rows: object[]): CompiledQuery {
    const parameters: unknown[] = [];
    const tuples = rows.map((row) => {
      const values = row as Record<string, unknown>;
      const marks = columns.map((column) => {
        parameters.push(values[column]);
        return this.dialect === 'postgres' ? `$${parameters.length}` : '?';
      });
      return `(${marks.join(', ')})`;
    });
    const names = columns.map((c) => `"${c}"`).join(', ');
    return CompiledQuery.raw(
      `insert into "${table}" (${names}) values ${tuples.join(', ')}`,
      parameters,
    );
  }
}
