import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Gives a user of the suite's shared server a role the way an operator does: with
 * `npm run user:role` (scripts/user-role.ts) on the server's database, whose directory
 * playwright.config.ts chose (E2E_DATA_DIR). The role is read on every request, so the user's
 * next call has it; their web app learns it when it next verifies the session (a reload).
 */
export async function setRole(email: string, role: 'curator' | 'member'): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite with scripts/e2e.mjs');
  await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/user-role.ts', '--email', email, '--role', role],
    { env: { ...process.env, DATABASE_URL: `file:${join(dataDir, 'e2e.db')}` } },
  );
}
