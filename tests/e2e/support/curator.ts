import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { Api } from './api.ts';
import { signInWithToken } from './fixtures.ts';
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

/** A new account made a curator on the server at `baseURL`. */
export async function signUpCurator(api: Api, baseURL: string | undefined) {
  const curator = await api.signUp();
  await setRole(baseURL, curator.email, 'curator');
  return curator;
}

/** A new curator, signed in on `page` (from its next load). */
export async function signInAsCurator(page: Page, api: Api, baseURL: string | undefined) {
  const curator = await signUpCurator(api, baseURL);
  await signInWithToken(page, curator.token, baseURL);
  return curator;
}
