import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  AccountDeletedResponseSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  PasswordChangedResponseSchema,
  SignupResponseSchema,
  VerifyResponseSchema,
} from '#shared/schemas/user.schema.ts';
import {
  badTokensFor,
  expectError,
  expectJson,
  forgeToken,
  sessionOf,
} from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const PASSWORD = 'a-long-secret-password';
const USER_KEYS = [
  '_id',
  'createdAt',
  'displayName',
  'email',
  'firstName',
  'handle',
  'lastName',
  'updatedAt',
];

let emailCounter = 0;
function freshEmail(): string {
  emailCounter += 1;
  return `auth${emailCounter}.${Date.now()}@example.com`;
}

function signupBody(email: string) {
  return { email, password: PASSWORD, firstName: 'Asha', lastName: 'Rao' };
}

describe.each(DIALECTS)('auth (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  async function usersWithEmail(email: string) {
    return api.database.db.selectFrom('users').selectAll().where('email', '=', email).execute();
  }

  describe('signup', () => {
    it('answers 201 with createdUser and encodedToken, and no password or hash', async () => {
      const email = freshEmail();
      const res = await api.call('POST', '/api/auth/signup', { body: signupBody(email) });
      const text = await res.text();
      expect(res.status).toBe(201);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('$argon2');
      expect(text).not.toMatch(/password|hash/i);
      const body = SignupResponseSchema.parse(JSON.parse(text));
      expect(Object.keys(body.createdUser).sort()).toEqual(USER_KEYS);
      expect(body.createdUser).toMatchObject({ email, firstName: 'Asha', lastName: 'Rao' });
      expect(body.createdUser._id).not.toBe('');
      expect(body.createdUser.createdAt).toMatch(TIMESTAMP);
      expect(body.createdUser.updatedAt).toMatch(TIMESTAMP);
      expect(body.encodedToken.length).toBeGreaterThan(20);
    });

    it('stores the password hashed with argon2id, never in plain text', async () => {
      const email = freshEmail();
      await api.call('POST', '/api/auth/signup', { body: signupBody(email) });
      const [row] = await usersWithEmail(email);
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain(PASSWORD);
    });

    it('lower-cases and trims the email', async () => {
      const email = freshEmail();
      const res = await api.call('POST', '/api/auth/signup', {
        body: signupBody(`  ${email.toUpperCase()}  `),
      });
      const body = await expectJson(res, 201, SignupResponseSchema);
      expect(body.createdUser.email).toBe(email);
      expect(await usersWithEmail(email)).toHaveLength(1);
    });

    it('refuses a used email with 422', async () => {
      const email = freshEmail();
      await api.call('POST', '/api/auth/signup', { body: signupBody(email) });
      const res = await api.call('POST', '/api/auth/signup', { body: signupBody(email) });
      await expectError(res, 422, 'Unprocessable Entity. Email Already Exists.');
    });

    it('refuses a used email in another case with 422', async () => {
      const email = freshEmail();
      await api.call('POST', '/api/auth/signup', { body: signupBody(email) });
      const res = await api.call('POST', '/api/auth/signup', {
        body: signupBody(email.toUpperCase()),
      });
      await expectError(res, 422, ServerMessage.emailExists);
    });

    it('gives two racing identical signups one 201 and one 422, and makes one row', async () => {
      const email = freshEmail();
      const results = await Promise.all(
        [1, 2].map(() => api.call('POST', '/api/auth/signup', { body: signupBody(email) })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      const loser = results.find((r) => r.status === 422);
      if (loser) await expectError(loser, 422, ServerMessage.emailExists);
      expect(await usersWithEmail(email)).toHaveLength(1);
    });

    it('refuses a short password with 400 naming password', async () => {
      const res = await api.call('POST', '/api/auth/signup', {
        body: { ...signupBody(freshEmail()), password: 'short' },
      });
      await expectError(res, 400, /^password/);
    });
  });

  describe('login', () => {
    it('signs in the seeded demo user', async () => {
      const res = await api.call('POST', '/api/auth/login', { body: DEMO_CREDENTIALS });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).not.toContain(DEMO_CREDENTIALS.password);
      expect(text).not.toContain('$argon2');
      const body = LoginResponseSchema.parse(JSON.parse(text));
      expect(Object.keys(body.foundUser).sort()).toEqual(USER_KEYS);
      expect(body.foundUser.email).toBe(DEMO_CREDENTIALS.email);
      expect(body.foundUser.createdAt).toMatch(TIMESTAMP);
      expect(body.foundUser.updatedAt).toMatch(TIMESTAMP);
    });

    it('signs in a signed-up user, whose token then verifies', async () => {
      const email = freshEmail();
      const signup = await api.call('POST', '/api/auth/signup', { body: signupBody(email) });
      const { createdUser } = await expectJson(signup, 201, SignupResponseSchema);
      const res = await api.call('POST', '/api/auth/login', {
        body: { email, password: PASSWORD },
      });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('$argon2');
      const body = LoginResponseSchema.parse(JSON.parse(text));
      expect(body.foundUser).toEqual(createdUser);
      const verify = await api.call('POST', '/api/auth/verify', {
        body: { encodedToken: body.encodedToken },
      });
      expect((await expectJson(verify, 200, VerifyResponseSchema)).user._id).toBe(createdUser._id);
    });

    it('answers 404 for an unknown email', async () => {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email: freshEmail(), password: PASSWORD },
      });
      await expectError(res, 404, 'The email you entered is not Registered. Not Found error');
    });

    it('answers 401 for a wrong password', async () => {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email: DEMO_CREDENTIALS.email, password: 'not-the-password' },
      });
      await expectError(
        res,
        401,
        'The credentials you entered are invalid. Unauthorized access error.',
      );
    });
  });

  describe('verify', () => {
    let token: string;
    let userId: string;
    let email: string;
    beforeAll(async () => {
      ({ token, userId, email } = await api.signUp());
    });

    const verify = (encodedToken: string) =>
      api.call('POST', '/api/auth/verify', { body: { encodedToken } });

    it('answers 200 with the user, no password or hash, for a good token', async () => {
      const res = await verify(token);
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).not.toContain('correct horse battery');
      expect(text).not.toContain('$argon2');
      const body = VerifyResponseSchema.parse(JSON.parse(text));
      expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
      expect(body.user).toMatchObject({ _id: userId, email });
      expect(body.user.createdAt).toMatch(TIMESTAMP);
    });

    it('issues an HS256 JWT with an expiry, the user id and email', () => {
      expect(token.split('.')).toHaveLength(3);
      expect(decodeProtectedHeader(token).alg).toBe('HS256');
      const claims = decodeJwt(token);
      expect(claims.exp).toEqual(expect.any(Number));
      expect(claims.exp ?? 0).toBeGreaterThan(Date.now() / 1000);
      expect(claims).toMatchObject({ sub: userId, email, iss: 'craftreel' });
    });

    it('answers 401 for a garbage token', async () => {
      await expectError(await verify('not-a-token'), 401, ServerMessage.invalidToken);
    });

    it('answers 401 for a token signed with another secret', async () => {
      const forged = await forgeToken({
        sub: userId,
        email,
        secret: 'another-secret-that-is-at-least-32-characters',
      });
      await expectError(
        await verify(forged),
        401,
        'The token is invalid. Unauthorized access error.',
      );
    });

    it('answers 401 for an expired token', async () => {
      const expired = await forgeToken({
        sub: userId,
        email,
        exp: Math.floor(Date.now() / 1000) - 60,
      });
      await expectError(await verify(expired), 401, ServerMessage.invalidToken);
    });

    it('accepts a token made the same way but unexpired (the forgery helper is sound)', async () => {
      const fresh = await forgeToken({ sub: userId, email, sid: sessionOf(token) });
      expect((await verify(fresh)).status).toBe(200);
    });

    it("answers 401 on verify and on /api/user/* once the user's email has changed", async () => {
      const moved = await api.signUp();
      expect((await verify(moved.token)).status).toBe(200);
      await api.database.db
        .updateTable('users')
        .set({ email: `moved.${moved.email}` })
        .where('id', '=', moved.userId)
        .execute();
      await expectError(await verify(moved.token), 401, ServerMessage.invalidToken);
      const res = await api.call('GET', '/api/user/likes', { token: moved.token });
      await expectError(res, 401, ServerMessage.invalidToken);
    });

    it('answers 401 for the token of a deleted user', async () => {
      const orphan = await api.signUp();
      expect((await verify(orphan.token)).status).toBe(200);
      await api.database.db.deleteFrom('users').where('id', '=', orphan.userId).execute();
      await expectError(await verify(orphan.token), 401, ServerMessage.invalidToken);
    });
  });

  describe('sessions that end', () => {
    const verify = (encodedToken: string) =>
      api.call('POST', '/api/auth/verify', { body: { encodedToken } });
    const login = async (email: string) => {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email, password: 'correct horse battery' },
      });
      return (await expectJson(res, 200, LoginResponseSchema)).encodedToken;
    };

    it('refuses a token after its logout, everywhere, while the user’s other sessions go on', async () => {
      const { token, email } = await api.signUp();
      const other = await login(email);
      const res = await api.call('POST', '/api/auth/logout', { token });
      expect(await expectJson(res, 200, LogoutResponseSchema)).toEqual({
        loggedOut: true,
        sessions: 1,
      });
      await expectError(await verify(token), 401, ServerMessage.invalidToken);
      for (const path of ['/api/user/likes', '/api/user/playlists', '/api/user/history']) {
        await expectError(await api.call('GET', path, { token }), 401, ServerMessage.invalidToken);
      }
      const add = await api.call('POST', '/api/user/likes', {
        token,
        body: { video: { _id: seedVideo(0).id } },
      });
      await expectError(add, 401, ServerMessage.invalidToken);
      await expectError(
        await api.call('POST', '/api/auth/logout', { token }),
        401,
        ServerMessage.invalidToken,
      );
      // The other device's session is untouched.
      expect((await verify(other)).status).toBe(200);
      expect((await api.call('GET', '/api/user/likes', { token: other })).status).toBe(200);
    });

    it('ends every session of the user at once with logout-everywhere, and no one else’s', async () => {
      const { token, email } = await api.signUp();
      const phone = await login(email);
      const laptop = await login(email);
      const bystander = await api.signUp();
      const res = await api.call('POST', '/api/auth/logout-everywhere', { token: phone });
      expect(await expectJson(res, 200, LogoutResponseSchema)).toEqual({
        loggedOut: true,
        sessions: 3,
      });
      for (const ended of [token, phone, laptop]) {
        await expectError(await verify(ended), 401, ServerMessage.invalidToken);
        const list = await api.call('GET', '/api/user/watchlater', { token: ended });
        await expectError(list, 401, ServerMessage.invalidToken);
      }
      expect((await verify(bystander.token)).status).toBe(200);
      // Signing in again starts afresh.
      expect((await verify(await login(email))).status).toBe(200);
    });

    it('refuses a well-signed token with no expiry', async () => {
      const { token, userId, email } = await api.signUp();
      const unexpiring = await forgeToken({ sub: userId, email, sid: sessionOf(token), exp: null });
      await expectError(await verify(unexpiring), 401, ServerMessage.invalidToken);
      expect((await verify(token)).status).toBe(200);
    });

    it('refuses a token with no session, as every token issued before sessions had', async () => {
      const { userId, email } = await api.signUp();
      await expectError(await verify(await forgeToken({ sub: userId, email })), 401);
    });
  });

  describe('account basics', () => {
    const PASSWORD_NOW = 'correct horse battery';
    const verify = (encodedToken: string) =>
      api.call('POST', '/api/auth/verify', { body: { encodedToken } });
    const login = (email: string, password: string) =>
      api.call('POST', '/api/auth/login', { body: { email, password } });

    it('changes the password with the current one, ending every other session', async () => {
      const { token, email } = await api.signUp();
      const other = (await expectJson(await login(email, PASSWORD_NOW), 200, LoginResponseSchema))
        .encodedToken;
      const res = await api.call('POST', '/api/auth/password', {
        token,
        body: { currentPassword: PASSWORD_NOW, newPassword: 'a brand new passphrase' },
      });
      expect(await expectJson(res, 200, PasswordChangedResponseSchema)).toEqual({
        passwordChanged: true,
        sessions: 1,
      });
      expect((await verify(token)).status).toBe(200);
      await expectError(await verify(other), 401, ServerMessage.invalidToken);
      await expectError(await login(email, PASSWORD_NOW), 401, ServerMessage.invalidCredentials);
      expect((await login(email, 'a brand new passphrase')).status).toBe(200);
    });

    it('refuses to change the password without the right current one, or to a short one', async () => {
      const { token, email } = await api.signUp();
      const wrong = await api.call('POST', '/api/auth/password', {
        token,
        body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      });
      await expectError(wrong, 403, ServerMessage.wrongPassword);
      const short = await api.call('POST', '/api/auth/password', {
        token,
        body: { currentPassword: PASSWORD_NOW, newPassword: 'short' },
      });
      await expectError(short, 400, /^newPassword must be at least/);
      await expectError(
        await api.call('POST', '/api/auth/password', {
          body: { currentPassword: PASSWORD_NOW, newPassword: 'a brand new passphrase' },
        }),
        401,
      );
      expect((await login(email, PASSWORD_NOW)).status).toBe(200);
    });

    it('deletes the account with its password: every list, playlist, todo and session gone', async () => {
      const owner = await api.signUp();
      const bystander = await api.signUp();
      const video = { _id: seedVideo(0).id };
      for (const who of [owner, bystander]) {
        for (const list of ['likes', 'watchlater', 'history']) {
          await api.call('POST', `/api/user/${list}`, { token: who.token, body: { video } });
        }
        const created = await api.call('POST', '/api/user/playlists', {
          token: who.token,
          body: { playlist: { title: 'Keepers' } },
        });
        const { playlists } = (await created.json()) as { playlists: { _id: string }[] };
        await api.call('POST', `/api/user/playlists/${playlists[0]?._id}`, {
          token: who.token,
          body: { video },
        });
        await api.call('POST', '/api/test-todos', {
          token: who.token,
          body: { todo: { title: 'A todo' } },
        });
      }
      const counts = async (userId: string) => {
        const db = api.database.db;
        const [entries, playlists, todos, sessions, users] = await Promise.all([
          db.selectFrom('list_entries').select('id').where('user_id', '=', userId).execute(),
          db.selectFrom('playlists').select('id').where('user_id', '=', userId).execute(),
          db.selectFrom('test_todos').select('id').where('user_id', '=', userId).execute(),
          db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
          db.selectFrom('users').select('id').where('id', '=', userId).execute(),
        ]);
        return [entries, playlists, todos, sessions, users].map((rows) => rows.length);
      };
      expect(await counts(owner.userId)).toEqual([3, 1, 1, 1, 1]);

      const wrong = await api.call('DELETE', '/api/auth/account', {
        token: owner.token,
        body: { password: 'not my password' },
      });
      await expectError(wrong, 403, ServerMessage.wrongPassword);
      expect(await counts(owner.userId)).toEqual([3, 1, 1, 1, 1]);

      const res = await api.call('DELETE', '/api/auth/account', {
        token: owner.token,
        body: { password: PASSWORD_NOW },
      });
      expect(await expectJson(res, 200, AccountDeletedResponseSchema)).toEqual({
        accountDeleted: true,
      });
      expect(await counts(owner.userId)).toEqual([0, 0, 0, 0, 0]);
      expect(await counts(bystander.userId)).toEqual([3, 1, 1, 1, 1]);
      await expectError(await verify(owner.token), 401, ServerMessage.invalidToken);
      await expectError(
        await login(owner.email, PASSWORD_NOW),
        404,
        ServerMessage.emailNotRegistered,
      );
      // The email is free again.
      expect(
        (
          await api.call('POST', '/api/auth/signup', {
            body: { email: owner.email, password: PASSWORD_NOW, firstName: 'A', lastName: 'B' },
          })
        ).status,
      ).toBe(201);
    });
  });

  describe('token on /api/user/*', () => {
    const USER_LISTS = ['likes', 'watchlater', 'history', 'playlists'] as const;
    let token: string;
    let userId: string;
    let email: string;
    let badTokens: Record<string, string | undefined>;
    beforeAll(async () => {
      ({ token, userId, email } = await api.signUp());
      badTokens = {
        missing: undefined,
        ...(await badTokensFor(api, { userId, email, token })),
      };
    });

    it.each(USER_LISTS)('accepts the bare token on GET /api/user/%s', async (list) => {
      const res = await api.call('GET', `/api/user/${list}`, { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ [list]: [] });
    });

    it.each(USER_LISTS)('accepts "Bearer <token>" on GET /api/user/%s', async (list) => {
      const res = await api.call('GET', `/api/user/${list}`, { token: `Bearer ${token}` });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ [list]: [] });
    });

    const cases = USER_LISTS.flatMap((list) =>
      ['missing', 'garbage', 'forged', 'expired', 'unexpiring', 'orphaned'].map((kind) => [
        kind,
        list,
      ]),
    );
    it.each([
      ['deleted', 'likes'],
      ['deleted', 'history'],
      ['moved', 'watchlater'],
      ['moved', 'history'],
    ])(
      'answers 401 to the adds and removes of a %s user on /api/user/%s, and stores nothing',
      async (what, list) => {
        const user = await api.signUp();
        const video = { _id: seedVideo(0).id };
        const added = await api.call('POST', `/api/user/${list}`, {
          token: user.token,
          body: { video },
        });
        expect(added.status).toBe(201);
        if (what === 'deleted') {
          await api.database.db.deleteFrom('users').where('id', '=', user.userId).execute();
        } else {
          await api.database.db
            .updateTable('users')
            .set({ email: `moved.${user.email}` })
            .where('id', '=', user.userId)
            .execute();
        }
        const other = { _id: seedVideo(1).id };
        const add = await api.call('POST', `/api/user/${list}`, {
          token: user.token,
          body: { video: other },
        });
        await expectError(add, 401, ServerMessage.invalidToken);
        const remove = await api.call('DELETE', `/api/user/${list}/${video._id}`, {
          token: user.token,
        });
        await expectError(remove, 401, ServerMessage.invalidToken);
        const stored = await api.database.db
          .selectFrom('list_entries')
          .select('video_id')
          .where('user_id', '=', user.userId)
          .where('list', '=', list as 'likes' | 'watchlater' | 'history')
          .execute();
        expect(stored.map((row) => row.video_id)).toEqual(what === 'deleted' ? [] : [video._id]);
      },
    );

    it.each(cases)('answers 401 to a %s token on GET /api/user/%s', async (kind, list) => {
      const bad = badTokens[kind];
      for (const header of bad === undefined ? [undefined] : [bad, `Bearer ${bad}`]) {
        const res = await api.call('GET', `/api/user/${list}`, header ? { token: header } : {});
        await expectError(res, 401, 'The token is invalid. Unauthorized access error.');
      }
    });
  });
});
