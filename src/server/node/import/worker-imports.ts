import { Worker } from 'node:worker_threads';
import type { Imports } from '../../import/imports.ts';
import type { ImportJob, WorkerAnswer, WorkerPause } from './import-worker.ts';

/** How long `close` waits for the thread to finish its import and close its connection. */
const CLOSE_WAIT_MS = 5000;

export interface WorkerImports extends Imports {
  /** Ends the thread once the imports it has been given are done. */
  close(): Promise<void>;
}

export interface WorkerImportOptions {
  /**
   * Tests only: stop each import at this point until `reached`'s resume is called: after the
   * file is read and checked, before the write begins ('before-write'), or with the write's
   * transaction open, every row written but not committed ('in-write').
   */
  pause?: { at: WorkerPause; reached: (resume: () => void) => void };
  /**
   * Hears how long each import that wrote held SQLite's write lock: as long as the server's
   * own writes may have waited for it.
   */
  onWritten?: (kind: ImportJob['kind'], lockMs: number) => void;
}

/**
 * Node's imports on a SQLite file (`path`): a worker thread with its own connection reads and
 * checks each file, then writes it in one short IMMEDIATE transaction (import-worker.ts). WAL
 * lets the server's connection keep reading meanwhile; only its writes wait for that
 * transaction (docs/performance.md says how long). Imports run one at a time, in order.
 *
 * Not for `:memory:`, which another connection cannot open: there the default,
 * inConnectionImports, runs them.
 */
export function startImportWorker(path: string, options: WorkerImportOptions = {}): WorkerImports {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { kind: ImportJob['kind']; resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  // Started at once, and again by the next import after a thread that ended (a crash fails
  // only the imports it was running).
  const threadOf = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(new URL('./import-worker.mjs', import.meta.url), {
      workerData: { path, pause: options.pause?.at ?? null },
    });
    thread.on('message', (answer: WorkerAnswer) => {
      if (answer.type === 'paused') {
        const resume = () => thread.postMessage({ type: 'resume', id: answer.id });
        if (options.pause) options.pause.reached(resume);
        else resume();
        return;
      }
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if (answer.type === 'done') {
        if (answer.lockMs !== null) options.onWritten?.(job.kind, answer.lockMs);
        job.resolve(answer.result);
      } else {
        job.reject(errorFrom(answer.error));
      }
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = null;
      failAll(new Error(`the import worker stopped (exit code ${code})`));
    });
    // Waiting for nothing, the thread does not keep the process alive.
    if (pending.size === 0) thread.unref();
    worker = thread;
    return thread;
  };

  // Started now, so that the first import does not wait for the thread to load its modules.
  threadOf();

  const run = <T>(job: ImportJob): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const thread = threadOf();
      pending.set(id, { kind: job.kind, resolve: resolve as (value: unknown) => void, reject });
      thread.ref();
      thread.postMessage({ type: 'job', id, job });
    }).finally(() => {
      if (pending.size === 0) worker?.unref();
    });

  return {
    curatedVideos: (actor, file) =>
      run({ kind: 'curated', actor: { _id: actor._id, email: actor.email }, file }),
    library: (owner, file) =>
      run({
        kind: 'library',
        owner: { userId: owner.userId, email: owner.email, sessionId: owner.sessionId },
        file,
      }),
    async close() {
      const thread = worker;
      if (!thread) return;
      worker = null;
      const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      thread.postMessage({ type: 'stop' });
      const timer = setTimeout(() => void thread.terminate(), CLOSE_WAIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * An error of the thread, as the main thread's code tells errors apart: by name, message and
 * the driver's code (db/errors.ts), which is all that crosses between threads.
 */
function errorFrom(sent: { name: string; message: string; code?: string | undefined }): Error {
  const error = new Error(sent.message) as Error & { code?: string };
  error.name = sent.name;
  if (sent.code !== undefined) error.code = sent.code;
  return error;
}
