import { Worker } from 'node:worker_threads';
import type { Database as SqliteDatabase } from 'better-sqlite3';

/**
 * How often the checkpointer copies the log back. At a thousand writes a second (about five
 * pages each) the log then holds some 5 MB between checkpoints: SQLite's own default, 1,000
 * pages, is 4 MB.
 */
const CHECKPOINT_EVERY_MS = 250;

/** How long `stop` waits for the thread to close its connection before ending it. */
const STOP_WAIT_MS = 2000;

export interface WalCheckpointer {
  /** Ends the thread after its current checkpoint; the connection checkpoints itself again. */
  stop(): Promise<void>;
}

/**
 * Takes SQLite's WAL checkpoints off the request path. With the default (wal_autocheckpoint),
 * the commit that fills the log past 1,000 pages copies it into the database and syncs the file
 * while its request, and the whole event loop, waits: a third of the history-write bench's time
 * (docs/performance.md). Here the connection stops checkpointing and a worker thread with a
 * connection of its own checkpoints every 250 ms instead. If the thread fails, the connection
 * takes checkpoints back at once (and `onError` hears why), so the log never grows unchecked.
 */
export function startWalCheckpointer(
  sqlite: SqliteDatabase,
  onError: (error: Error) => void = () => {},
): WalCheckpointer {
  const worker = new Worker(new URL('./wal-checkpointer.worker.mjs', import.meta.url), {
    workerData: { path: sqlite.name, intervalMs: CHECKPOINT_EVERY_MS },
  });
  // The checkpoints are housekeeping: they never keep the process alive on their own.
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  let stopping = false;
  const checkpointHere = () => {
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('error', (error) => {
    checkpointHere();
    onError(error);
  });
  worker.on('exit', () => {
    if (!stopping) checkpointHere();
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      checkpointHere();
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
