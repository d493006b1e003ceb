import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { DEMO_USER } from '#shared/demo-user.ts';

// `npm run user:role -- --email x@y --role curator`: how the first curator is made (docs/decisions/0010).
// Run as npm runs it (tsx), against a SQLite file named by DATABASE_URL, as the server reads it.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(databaseUrl: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/user-role.ts', ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run user:role', () => {
  let dir = '';
  let url = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'craftreel-user-role-'));
    url = `file:${join(dir, 'craftreel.db')}`;
    const database = connectDatabase(url);
    await migrateToLatest(database.db);
    await seedDatabase(database.db, argon2Hasher);
    await database.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function roleOf(email: string): Promise<string | undefined> {
    const database = connectDatabase(url);
    try {
      const row = await database.db
        .selectFrom('users')
        .select('role')
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.role;
    } finally {
      await database.close();
    }
  }

  it('makes a user a curator (any case of the email), records it, and says so', async () => {
    const run = await runScript(url, [
      '--email',
      DEMO_USER.email.toUpperCase(),
      '--role',
      'curator',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${DEMO_USER.email} is now a curator (was a member).`);
    expect(await roleOf(DEMO_USER.email)).toBe('curator');
    const database = connectDatabase(url);
    const audit = await database.db.selectFrom('curation_audit').selectAll().execute();
    await database.close();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'user.role', actor_id: 'command-line' });

    const again = await runScript(url, ['--email', DEMO_USER.email, '--role', 'curator']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already a curator');
  }, 120_000);

  it('refuses an unknown email, a bad role, or missing arguments, with a message and exit code 1', async () => {
    const unknown = await runScript(url, ['--email', 'nobody@example.com', '--role', 'curator']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the email nobody@example.com');

    const badRole = await runScript(url, ['--email', DEMO_USER.email, '--role', 'admin']);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('--role must be one of member, curator, not "admin"');

    const missing = await runScript(url, ['--role', 'curator']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--email is required');

    const stray = await runScript(url, ['--email', DEMO_USER.email, '--role', 'member', '--force']);
    expect(stray.code).toBe(1);
    expect(stray.stderr).toContain('Usage: npm run user:role');
    expect(await roleOf(DEMO_USER.email)).toBe('curator');
  }, 120_000);
});
