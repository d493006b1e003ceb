/**
 * The import worker's entry (worker-imports.ts starts it). A worker thread's entry is run by
 * Node as it is, and Node 20 does not run TypeScript, whether the process was started with
 * `node --import tsx` (the server) or by vitest, whose workers get other flags: so this plain
 * module registers tsx's loader in the thread itself, then loads the TypeScript that does the
 * work, with the repositories the routes use.
 */
import { register } from 'tsx/esm/api';

register();
await import('./import-worker.ts');
