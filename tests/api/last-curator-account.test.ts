import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import { expectError } from '../support/api-assertions.ts';
import { signUpCurator } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// Only a curator can make another, so the last curator may not delete their account, as they
// may not step down: the site would be left with no one to look after it. Each test starts
// from a database of its own, so it knows exactly how many curators there are.

const PASSWORD = 'correct horse battery';

describe.each(DIALECTS)('deleting the last curator’s account (%s)', (dialect) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi(dialect);
  });
  afterEach(() => api.close());

  const deleteAccount = (token: string) =>
    api.call('DELETE', '/api/auth/account', { token, body: { password: PASSWORD } });
  const curatorIds = async () =>
    (
      await api.database.db.selectFrom('users').select('id').where('role', '=', 'curator').execute()
    ).map((row) => row.id);

  it('refuses the last curator (409, saying how to go) and keeps the account whole', async () => {
    const only = await signUpCurator(api);
    await expectError(await deleteAccount(only.token), 409, ServerMessage.lastCuratorAccount);
    expect(await curatorIds()).toEqual([only.userId]);
    // Still signed in, with the same token.
    const verify = await api.call('POST', '/api/auth/verify', {
      body: { encodedToken: only.token },
    });
    expect(verify.status).toBe(200);
    // A member's account goes as before.
    const member = await api.signUp();
    expect((await deleteAccount(member.token)).status).toBe(200);
  });

  it('lets one of two curators go, and then keeps the other', async () => {
    const first = await signUpCurator(api);
    const second = await signUpCurator(api);
    expect((await deleteAccount(first.token)).status).toBe(200);
    await expectError(await deleteAccount(second.token), 409, ServerMessage.lastCuratorAccount);
    expect(await curatorIds()).toEqual([second.userId]);
  });

  it('lets the last curator go once someone else is made a curator', async () => {
    const only = await signUpCurator(api);
    const next = await api.signUp();
    await expectError(await deleteAccount(only.token), 409, ServerMessage.lastCuratorAccount);
    const made = await api.call('PATCH', `/api/curation/users/${next.userId}`, {
      token: only.token,
      body: { role: 'curator' },
    });
    expect(made.status).toBe(200);
    expect((await deleteAccount(only.token)).status).toBe(200);
    expect(await curatorIds()).toEqual([next.userId]);
  });

  it('never lets the last two curators both go when they delete at once', async () => {
    const a = await signUpCurator(api);
    const b = await signUpCurator(api);
    const results =
      dialect === 'postgres'
        ? await whileUsersLocked(api, [a.userId, b.userId], () => [
            deleteAccount(a.token),
            deleteAccount(b.token),
          ])
        : await Promise.all([deleteAccount(a.token), deleteAccount(b.token)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = results.find((res) => res.status === 409);
    if (refused) await expectError(refused, 409, ServerMessage.lastCuratorAccount);
    expect(await curatorIds()).toHaveLength(1);
  });
});

/**
 * Starts the requests while another transaction holds the users' rows, and lets them go only
 * once both are waiting on it, so they meet at the database at once, every time. Each must
 * then make its check after the other has changed what it checks, or wait for it.
 */
async function whileUsersLocked(
  api: TestApi,
  userIds: string[],
  send: () => Promise<Response>[],
): Promise<Response[]> {
  const { db } = api.database;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holderPid = 0;
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holding = db.transaction().execute(async (trx) => {
    const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    holderPid = pid.rows[0]?.pid ?? 0;
    await trx.selectFrom('users').select('id').where('id', 'in', userIds).forUpdate().execute();
    locked();
    await released;
  });
  await isLocked;
  const requests = send();
  try {
    // Both requests are waiting, on the held rows or on each other (polled: no clock decides
    // the outcome).
    for (let waiting = 0; waiting < 2; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const blocked = await sql<{ pid: number; by: number[] }>`select pid,
        pg_blocking_pids(pid) as by from pg_stat_activity
        where cardinality(pg_blocking_pids(pid)) > 0`.execute(db);
      const behindHolder = new Set([holderPid]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const { pid, by } of blocked.rows) {
          if (!behindHolder.has(pid) && by.some((other) => behindHolder.has(other))) {
            behindHolder.add(pid);
            grew = true;
          }
        }
      }
      waiting = behindHolder.size - 1;
    }
  } finally {
    release();
    await holding;
  }
  return Promise.all(requests);
}
