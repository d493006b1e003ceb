import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import {
  AuditPageSchema,
  CuratedUserResponseSchema,
  CuratedUsersPageSchema,
} from '#shared/schemas/curation.schema.ts';
import { VerifyResponseSchema } from '#shared/schemas/user.schema.ts';
import { badTokensFor, expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** Every curation route, with a request body that would succeed for a curator where one is needed. */
function curationCalls(): Array<{ method: string; path: string; body?: unknown }> {
  const video = seedVideo(0).id;
  return [
    { method: 'GET', path: '/api/curation/users' },
    { method: 'PATCH', path: '/api/curation/users/no-such-user', body: { role: 'curator' } },
    { method: 'GET', path: '/api/curation/videos?status=retired' },
    { method: 'GET', path: `/api/curation/videos/${video}` },
    { method: 'POST', path: '/api/curation/videos', body: newVideoBody() },
    { method: 'PATCH', path: `/api/curation/videos/${video}`, body: { views: 5 } },
    { method: 'POST', path: `/api/curation/videos/${video}/retire` },
    { method: 'POST', path: `/api/curation/videos/${video}/restore` },
    { method: 'POST', path: '/api/curation/categories', body: { name: 'Knitting' } },
    { method: 'PATCH', path: '/api/curation/categories/paintings', body: { label: 'Paint' } },
    { method: 'DELETE', path: '/api/curation/categories/paintings' },
    { method: 'PUT', path: '/api/curation/categories/order', body: { categoryIds: ['x'] } },
    { method: 'GET', path: '/api/curation/audit' },
  ];
}

describe.each(DIALECTS)('curators: roles and access (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  it('answers visitors 401 and members 403 on every curation route, changing nothing', async () => {
    const member = await api.signUp();
    const bad = await badTokensFor(api, member);
    const titleBefore = (await api.call('GET', `/api/video/${seedVideo(0).id}`)).status;
    for (const call of curationCalls()) {
      const label = `${call.method} ${call.path}`;
      await expectError(
        await api.call(call.method, call.path, { body: call.body }),
        401,
        ServerMessage.invalidToken,
      );
      for (const token of Object.values(bad)) {
        await expectError(
          await api.call(call.method, call.path, { body: call.body, token }),
          401,
          ServerMessage.invalidToken,
        );
      }
      const res = await api.call(call.method, call.path, { body: call.body, token: member.token });
      expect(res.status, label).toBe(403);
      await expectError(res, 403, ServerMessage.curatorsOnly);
    }
    expect((await api.call('GET', `/api/video/${seedVideo(0).id}`)).status).toBe(titleBefore);
    const audit = await api.database.db.selectFrom('curation_audit').selectAll().execute();
    expect(audit.filter((row) => row.actor_id === member.userId)).toEqual([]);
  });

  it('lets a curator in (2xx), and shuts a demoted curator out at once, with the same token', async () => {
    const boss = await signUpCurator(api);
    const other = await signUpCurator(api);
    const readUsers = (token: string) => api.call('GET', '/api/curation/users', { token });
    expect((await readUsers(other.token)).status).toBe(200);

    const demoted = await api.call('PATCH', `/api/curation/users/${other.userId}`, {
      token: boss.token,
      body: { role: 'member' },
    });
    const { user } = await expectJson(demoted, 200, CuratedUserResponseSchema);
    expect(user).toMatchObject({ _id: other.userId, role: 'member' });
    await expectError(await readUsers(other.token), 403, ServerMessage.curatorsOnly);
    await expectError(
      await api.call('POST', '/api/curation/videos', { token: other.token, body: newVideoBody() }),
      403,
      ServerMessage.curatorsOnly,
    );

    // Promoted again: in again, with the same token.
    await api.call('PATCH', `/api/curation/users/${other.userId}`, {
      token: boss.token,
      body: { role: 'curator' },
    });
    expect((await readUsers(other.token)).status).toBe(200);
  });

  it('refuses a curator whose session ended (401), whatever the role', async () => {
    const curator = await signUpCurator(api);
    await api.call('POST', '/api/auth/logout', { token: curator.token });
    await expectError(
      await api.call('GET', '/api/curation/users', { token: curator.token }),
      401,
      ServerMessage.invalidToken,
    );
  });

  it("says a curator's role in the user answers, and keeps a member's answers as the spec has them", async () => {
    const member = await api.signUp();
    const memberAnswer = await expectJson(
      await api.call('POST', '/api/auth/verify', { body: { encodedToken: member.token } }),
      200,
      VerifyResponseSchema,
    );
    expect(memberAnswer.user).not.toHaveProperty('role');

    const curator = await signUpCurator(api);
    const verified = await expectJson(
      await api.call('POST', '/api/auth/verify', { body: { encodedToken: curator.token } }),
      200,
      VerifyResponseSchema,
    );
    expect(verified.user.role).toBe('curator');
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: curator.email, password: 'correct horse battery' },
    });
    expect(((await login.json()) as { foundUser: { role?: string } }).foundUser.role).toBe(
      'curator',
    );
  });

  it('finds users by part of an email or name, any case, in pages', async () => {
    const curator = await signUpCurator(api);
    const tag = `findme${Date.now()}`;
    const found: string[] = [];
    for (let i = 0; i < 3; i++) {
      found.push((await api.signUp({ email: `${tag}.${i}@example.com` })).userId);
    }
    await api.signUp({ email: `someone.${Date.now()}@example.com`, lastName: `Mc${tag}` });

    const first = await expectJson(
      await api.call('GET', `/api/curation/users?q=${tag.toUpperCase()}&limit=2`, {
        token: curator.token,
      }),
      200,
      CuratedUsersPageSchema,
    );
    expect(first.users).toHaveLength(2);
    expect(first.users.every((u) => u.role === 'member')).toBe(true);
    expect(first.nextCursor).not.toBeNull();
    const second = await expectJson(
      await api.call(
        'GET',
        `/api/curation/users?q=${tag}&limit=2&cursor=${first.nextCursor ?? ''}`,
        { token: curator.token },
      ),
      200,
      CuratedUsersPageSchema,
    );
    expect(second.nextCursor).toBeNull();
    const all = [...first.users, ...second.users];
    expect(all).toHaveLength(4);
    expect(all.map((u) => u.email)).toEqual([...all.map((u) => u.email)].sort());
    expect(all.some((u) => u.lastName === `Mc${tag}`)).toBe(true);

    // LIKE's wildcards are text here.
    const wild = await expectJson(
      await api.call('GET', '/api/curation/users?q=%25_%25', { token: curator.token }),
      200,
      CuratedUsersPageSchema,
    );
    expect(wild.users).toEqual([]);
    const curators = await expectJson(
      await api.call('GET', '/api/curation/users?role=curator&limit=100', { token: curator.token }),
      200,
      CuratedUsersPageSchema,
    );
    expect(curators.users.map((u) => u._id)).toContain(curator.userId);
    expect(curators.users.every((u) => u.role === 'curator')).toBe(true);
  });

  it('answers 404 for an unknown user and 400 for a bad role or query', async () => {
    const curator = await signUpCurator(api);
    await expectError(
      await api.call('PATCH', '/api/curation/users/no-such-user', {
        token: curator.token,
        body: { role: 'curator' },
      }),
      404,
      ServerMessage.userNotFound,
    );
    for (const body of [{ role: 'admin' }, {}, { role: 1 }, 'nonsense', []]) {
      await expectError(
        await api.call('PATCH', `/api/curation/users/${curator.userId}`, {
          token: curator.token,
          body,
        }),
        400,
      );
    }
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'role=boss', 'cursor=%%%']) {
      await expectError(
        await api.call('GET', `/api/curation/users?${query}`, { token: curator.token }),
        400,
      );
    }
  });

  it('records each role change in the audit, and none for a change that changes nothing', async () => {
    const curator = await signUpCurator(api);
    const member = await api.signUp();
    const patch = (role: string) =>
      api.call('PATCH', `/api/curation/users/${member.userId}`, {
        token: curator.token,
        body: { role },
      });
    expect((await patch('curator')).status).toBe(200);
    expect((await patch('curator')).status).toBe(200);
    expect((await patch('member')).status).toBe(200);
    const audit = await expectJson(
      await api.call('GET', `/api/curation/audit?targetKind=user&targetId=${member.userId}`, {
        token: curator.token,
      }),
      200,
      AuditPageSchema,
    );
    expect(audit.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.role', { role: 'curator' }, { role: 'member' }],
      ['user.role', { role: 'member' }, { role: 'curator' }],
    ]);
    expect(audit.entries[0]?.actor).toEqual({ _id: curator.userId, email: curator.email });
  });
});

// The last-curator rule needs a database with exactly one curator: a suite of its own.
describe.each(DIALECTS)('curators: the last one (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  it('keeps the last curator from stepping down (409), and lets one of two do so', async () => {
    const only = await signUpCurator(api);
    await expectError(
      await api.call('PATCH', `/api/curation/users/${only.userId}`, {
        token: only.token,
        body: { role: 'member' },
      }),
      409,
      ServerMessage.lastCurator,
    );
    const second = await api.signUp();
    await api.call('PATCH', `/api/curation/users/${second.userId}`, {
      token: only.token,
      body: { role: 'curator' },
    });
    const stepDown = await api.call('PATCH', `/api/curation/users/${only.userId}`, {
      token: only.token,
      body: { role: 'member' },
    });
    expect(stepDown.status).toBe(200);
    // The one left is the last now.
    await expectError(
      await api.call('PATCH', `/api/curation/users/${second.userId}`, {
        token: second.token,
        body: { role: 'member' },
      }),
      409,
      ServerMessage.lastCurator,
    );
  });

  it('never leaves the site without a curator when two demote each other at once', async () => {
    const a = await signUpCurator(api);
    const b = await api.signUp();
    await api.call('PATCH', `/api/curation/users/${b.userId}`, {
      token: a.token,
      body: { role: 'curator' },
    });
    const [one, two] = await Promise.all([
      api.call('PATCH', `/api/curation/users/${b.userId}`, {
        token: a.token,
        body: { role: 'member' },
      }),
      api.call('PATCH', `/api/curation/users/${a.userId}`, {
        token: b.token,
        body: { role: 'member' },
      }),
    ]);
    expect([one.status, two.status].sort()).toEqual(expect.arrayContaining([200]));
    for (const res of [one, two]) expect(res.status).toBeLessThan(500);
    const curators = await api.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'curator')
      .execute();
    expect(curators.length).toBeGreaterThanOrEqual(1);
  });
});
