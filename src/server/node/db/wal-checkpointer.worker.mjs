/**
 * The WAL checkpointer's thread (wal-checkpointer.ts starts it): its own connection to the
 * SQLite file, copying the write-ahead log back into the database every `intervalMs`.
 *
 * Plain JavaScript because a worker thread's entry is run by Node as it is, and Node 20 does not
 * run TypeScript; it is kept this small so that nothing here needs types.
 *
 * PASSIVE never waits for readers or writers: it copies what it can, and the next writer starts
 * the log again from its beginning once all of it has been copied. An error is reported to the
 * parent, which then takes checkpoints back onto its own connection.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { path, intervalMs } = workerData;
const db = new SQLite(path, { fileMustExist: true });

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    stop();
    throw error;
  }
}, intervalMs);

function stop() {
  clearInterval(timer);
  parentPort?.close();
  if (db.open) db.close();
}

parentPort?.on('message', (message) => {
  if (message === 'stop') stop();
});
