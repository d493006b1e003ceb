import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dataDirOf } from './own-server.ts';

const run = promisify(execFile);

/**
 * Gives a user a role the way an operator does: with `npm run user:role`
 * (scripts/user-role.ts) on the database of the server at `baseURL` (the test's `baseURL`
 * fixture: a spec's own server, or the shared one). The role is read on every request, so the
 * user's next call has it; their web app learns it when it next verifies the session (a load).
 */
export async function setRole(
  baseURL: string | undefined,
  email: string,
  role: 'curator' | 'member',
): Promise<void> {
  await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/user-role.ts', '--email', email, '--role', role],
    { env: { ...process.env, DATABASE_URL: `file:${join(dataDirOf(baseURL), 'e2e.db')}` } },
  );
}
