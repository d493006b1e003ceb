import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteStatement } from 'kysely';
import type { LibraryFile } from '#shared/schemas/library.schema.ts';
import { isWriteConflict } from '../../db/errors.ts';
import { ImmediateSqliteDialect } from '../../db/immediate-sqlite-dialect.ts';
import type { Owner } from '../../db/page.ts';
import type { Actor } from '../../db/repositories/curation-audit.repository.ts';
import {
  curatedImportRows,
  writeCuratedImport,
} from '../../db/repositories/curation-video.repository.ts';
import type { Database } from '../../db/schema.ts';
import { type CuratedImportFile, readAndCheckImport } from '../../import/curated-import.ts';
import { type CuratedImportOutcome, runLibraryImport } from '../../import/imports.ts';
import { withStatementCache } from '../db/sqlite-statement-cache.ts';

/*
 * The import worker's thread (worker-imports.ts starts it, through import-worker.mjs): its own
 * connection to the server's SQLite file, on which it runs one import at a time.
 *
 * A curator's file is read, checked row by row and against the catalogue, and its rows and
 * audit entries made and compiled to statements, all before the write begins; then every
 * statement runs in one synchronous IMMEDIATE transaction. The server's connection reads on
 * meanwhile (WAL); a write of its own waits for the commit, which is as short as SQLite's
 * inserts alone. A row added meanwhile fails the unique index, and the whole file rolls back.
 *
 * A library file (already checked against its schema by the route) is merged in one IMMEDIATE
 * transaction, as on the server's connection: what it adds depends on what the user's lists
 * hold, so it reads them under the write lock.
 */

export type WorkerPause = 'before-write' | 'in-write';

export type ImportJob =
  | { kind: 'curated'; actor: Actor; file: CuratedImportFile }
  | { kind: 'library'; owner: Owner; file: LibraryFile };

export type WorkerAnswer =
  /** `lockMs`: how long the import held the write lock (null: it wrote nothing). */
  | { type: 'done'; id: number; result: unknown; lockMs: number | null }
  | { type: 'failed'; id: number; error: { name: string; message: string; code?: string } }
  | { type: 'paused'; id: number; at: WorkerPause };

type WorkerMessage =
  | { type: 'job'; id: number; job: ImportJob }
  | { type: 'resume'; id: number }
  | { type: 'stop' };

const { path, pause } = workerData as { path: string; pause: WorkerPause | null };
const port = parentPort;
if (!port) throw new Error('import-worker.ts runs only as a worker thread');

/**
 * The thread's niceness where the OS lets a thread have its own (Linux): on a machine short of
 * cores, the server's requests get the CPU before an import's reading and checking.
 */
const IMPORT_NICENESS = 10;
try {
  // Linux names the calling thread's id in /proc/thread-self (".../task/<tid>").
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, IMPORT_NICENESS);
} catch {
  // Not Linux, or not allowed: the thread runs at the process's priority.
}

const sqlite = new SQLite(path, { fileMustExist: true });
// As the server's connection (node/db/connect.ts): it is the server's writer too. The WAL
// checkpoints are the checkpointer's thread's.
sqlite.pragma('foreign_keys = ON');
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('synchronous = NORMAL');
sqlite.pragma('wal_autocheckpoint = 0');
const db = new Kysely<Database>({
  dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
});

const resumes = new Map<number, () => void>();
/** Stops here, in tests that asked to (WorkerImportOptions.pause), till the parent resumes. */
async function pausePoint(id: number, at: WorkerPause): Promise<void> {
  if (pause !== at) return;
  const resumed = new Promise<void>((resolve) => resumes.set(id, resolve));
  port?.postMessage({ type: 'paused', id, at } satisfies WorkerAnswer);
  await resumed;
}

interface RecordedStatement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The statements `write` would run, compiled by Kysely but not run: `write` must only write
 * (its statements' results are made up), which writeCuratedImport does.
 */
async function compileWrites(
  write: (db: Kysely<Database>) => Promise<void>,
): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const refuse = (): never => {
    throw new Error('a read among writes compiled ahead');
  };
  const recorder = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        close: () => {},
        prepare: (sql): SqliteStatement => ({
          reader: false,
          all: refuse,
          iterate: refuse,
          run: (parameters) => {
            recorded.push({ sql, parameters: [...parameters] });
            return { changes: 1, lastInsertRowid: 0 };
          },
        }),
      },
    }),
  });
  await write(recorder);
  await recorder.destroy();
  return recorded;
}

/** How long the last import held the write lock, in ms (null: it took none). */
let lockMs: number | null = null;

async function curatedImport(
  id: number,
  actor: Actor,
  file: CuratedImportFile,
): Promise<CuratedImportOutcome> {
  const checked = await readAndCheckImport(db, file);
  if (!checked.ok) return { outcome: 'refused', problems: checked.problems, rows: checked.rows };
  const rows = await curatedImportRows(actor, checked.videos, checked.categoryIds);
  const statements = (await compileWrites((recorder) => writeCuratedImport(recorder, rows))).map(
    ({ sql, parameters }) => ({ statement: sqlite.prepare(sql), parameters }),
  );
  await pausePoint(id, 'before-write');
  const began = performance.now();
  sqlite.exec('begin immediate');
  try {
    for (const { statement, parameters } of statements) statement.run(parameters);
    await pausePoint(id, 'in-write');
    sqlite.exec('commit');
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('rollback');
    // A video of the file added, or a category deleted, since the check: the file rolls back whole.
    if (isWriteConflict(error)) return { outcome: 'conflict' };
    throw error;
  } finally {
    lockMs = performance.now() - began;
  }
  return { outcome: 'imported', imported: rows.crafted.length };
}

async function libraryImport(owner: Owner, file: LibraryFile) {
  // Its reads and writes are one transaction, which holds the lock from its BEGIN.
  const began = performance.now();
  try {
    return await runLibraryImport(db, owner, file);
  } finally {
    lockMs = performance.now() - began;
  }
}

function run(id: number, job: ImportJob): Promise<unknown> {
  lockMs = null;
  return job.kind === 'curated'
    ? curatedImport(id, job.actor, job.file)
    : libraryImport(job.owner, job.file);
}

function failure(error: unknown): { name: string; message: string; code?: string } {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { name: error.name, message: error.message, ...(code ? { code } : {}) };
}

// One import at a time, in the order given: SQLite has one writer anyway.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: WorkerMessage) => {
  if (message.type === 'resume') {
    resumes.get(message.id)?.();
    resumes.delete(message.id);
  } else if (message.type === 'stop') {
    queue = queue.then(async () => {
      await db.destroy();
      port.close();
    });
  } else {
    const { id, job } = message;
    queue = queue.then(async () => {
      try {
        const result = await run(id, job);
        port.postMessage({ type: 'done', id, result, lockMs } satisfies WorkerAnswer);
      } catch (error) {
        port.postMessage({ type: 'failed', id, error: failure(error) } satisfies WorkerAnswer);
      }
    });
  }
});
