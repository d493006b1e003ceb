import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { ServerMessage, tooManyAttemptsMessage } from '#shared/messages.ts';
import {
  AccountDeletedResponseSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  PasswordChangedResponseSchema,
  SignupResponseSchema,
  VerifyResponseSchema,
} from '#shared/schemas/user.schema.ts';
import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  SignupBodySchema,
  VerifyBodySchema,
} from '#shared/schemas/user-request.schema.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { signToken, type TokenConfig } from '../auth/tokens.ts';
import { userFromToken } from '../auth/user-from-token.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { endSession, endSessions, startSession } from '../db/repositories/session.repository.ts';
import {
  changePassword,
  deleteAccount,
  findCredentials,
  findPasswordHash,
  findUserByEmail,
  insertUser,
} from '../db/repositories/user.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, RateLimitedError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import type { LimitName, RateLimits } from '../http/rate-limits.ts';
import { requireUser } from '../http/require-user.ts';
import { type AppEnv, createRouter } from '../http/router.ts';
import { deleteStoredPhotos } from '../made/photo-sweep.ts';
import type { PhotoStore } from '../photos/photo-store.ts';

const signup = createRoute({
  method: 'post',
  path: '/signup',
  tags: ['auth'],
  summary: 'Create an account and sign in',
  request: { body: jsonBody(SignupBodySchema) },
  responses: {
    201: jsonResponse(SignupResponseSchema, 'The new user and a token'),
    ...errorResponses(400, 413, 415, 422, 429),
  },
});

const login = createRoute({
  method: 'post',
  path: '/login',
  tags: ['auth'],
  summary: 'Sign in with email and password',
  request: { body: jsonBody(LoginBodySchema) },
  responses: {
    200: jsonResponse(LoginResponseSchema, 'The user and a token'),
    ...errorResponses(400, 401, 404, 413, 415, 429),
  },
});

const verify = createRoute({
  method: 'post',
  path: '/verify',
  tags: ['auth'],
  summary: 'Check a stored token and answer its user',
  request: { body: jsonBody(VerifyBodySchema) },
  responses: {
    200: jsonResponse(VerifyResponseSchema, "The token's user"),
    ...errorResponses(400, 401, 413, 415),
  },
});

const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['auth'],
  security: [{ token: [] }],
  summary: "End this token's session: the token is refused from now on",
  responses: {
    200: jsonResponse(LogoutResponseSchema, 'The session has ended (sessions: 1)'),
    ...errorResponses(401),
  },
});

const logoutEverywhere = createRoute({
  method: 'post',
  path: '/logout-everywhere',
  tags: ['auth'],
  security: [{ token: [] }],
  summary: "End every session of the token's user, on every device, this one included",
  responses: {
    200: jsonResponse(LogoutResponseSchema, 'How many sessions ended'),
    ...errorResponses(401),
  },
});

const password = createRoute({
  method: 'post',
  path: '/password',
  tags: ['auth'],
  security: [{ token: [] }],
  summary: 'Change the password (the current one required); every other session ends',
  request: { body: jsonBody(ChangePasswordBodySchema) },
  responses: {
    200: jsonResponse(PasswordChangedResponseSchema, 'Changed; how many other sessions ended'),
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const account = createRoute({
  method: 'delete',
  path: '/account',
  tags: ['auth'],
  security: [{ token: [] }],
  summary: 'Delete the account and everything of it (the password required), in one transaction',
  description:
    'The last curator cannot delete their account (409): make someone else a curator first.',
  request: { body: jsonBody(DeleteAccountBodySchema) },
  responses: {
    200: jsonResponse(AccountDeletedResponseSchema, 'The account is gone'),
    ...errorResponses(400, 401, 403, 409, 413, 415, 429),
  },
});

export interface AuthDeps {
  db: Kysely<Database>;
  passwords: PasswordHasher;
  tokens: TokenConfig;
  /** Sign-in's own limits (null: none); the app's general per-address limit comes first. */
  limits: RateLimits | null;
  addressOf(c: Context<AppEnv>): string;
  /** Where the deleted account's "Made it" photos' variants are deleted from. */
  photoStore: PhotoStore;
}

export function authRoutes({ db, passwords, tokens, limits, addressOf, photoStore }: AuthDeps) {
  /** Counts an attempt under each limit; 429 with the longest wait when any is spent. */
  async function attempt(...counted: [LimitName, string][]): Promise<void> {
    if (!limits) return;
    const waits = await Promise.all(counted.map(([name, key]) => limits.take(name, key)));
    const wait = Math.max(0, ...waits.map((w) => w ?? 0));
    if (wait > 0) throw new RateLimitedError(wait, tooManyAttemptsMessage(wait));
  }

  const router = createRouter();
  router.use('/logout', requireUser(db, tokens));
  router.use('/logout-everywhere', requireUser(db, tokens));
  router.use('/password', requireUser(db, tokens));
  router.use('/account', requireUser(db, tokens));

  /**
   * A signed-in user's password, given again to change it or delete the account: counted as a
   * login attempt of the user's email (a stolen token cannot guess it faster than a login
   * could), 403 when wrong.
   */
  async function checkPassword(c: Context<AppEnv>, given: string): Promise<void> {
    const { user } = c.var;
    await attempt(['loginPerAddress', addressOf(c)], ['loginPerEmail', user.email]);
    const hash = await findPasswordHash(db, user._id);
    if (!hash || !(await passwords.verify(hash, given))) {
      throw new ApiError(403, ServerMessage.wrongPassword);
    }
    await limits?.reset('loginPerEmail', user.email);
  }
  return router
    .openapi(logout, async (c) => {
      const ended = await endSession(db, c.var.user._id, c.var.claims.sessionId);
      return c.json({ loggedOut: true as const, sessions: ended ? 1 : 0 }, 200);
    })
    .openapi(logoutEverywhere, async (c) => {
      const sessions = await endSessions(db, c.var.user._id);
      return c.json({ loggedOut: true as const, sessions }, 200);
    })
    .openapi(password, async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      await checkPassword(c, currentPassword);
      const hash = await passwords.hash(newPassword);
      const sessions = await changePassword(db, c.var.user._id, hash, c.var.claims.sessionId);
      return c.json({ passwordChanged: true as const, sessions }, 200);
    })
    .openapi(account, async (c) => {
      await checkPassword(c, c.req.valid('json').password);
      const deleted = await deleteAccount(db, c.var.user._id);
      if (deleted.outcome === 'last-curator') {
        throw new ApiError(409, ServerMessage.lastCuratorAccount);
      }
      // The photos' rows went with the account; their variants go from the store now it committed
      // (or, should the store fail, with the photo sweep: they were queued with the rows' deletion).
      await deleteStoredPhotos(db, photoStore, deleted.photoIds);
      return c.json({ accountDeleted: true as const }, 200);
    })
    .openapi(signup, async (c) => {
      const body = c.req.valid('json');
      await attempt(['signupPerAddress', addressOf(c)]);
      if (await findUserByEmail(db, body.email)) throw new ApiError(422, ServerMessage.emailExists);
      const passwordHash = await passwords.hash(body.password);
      const user = await insertUser(db, { ...body, passwordHash }).catch((error: unknown) => {
        // Two signups racing for one email: the unique index lets one through.
        if (isUniqueViolation(error)) throw new ApiError(422, ServerMessage.emailExists);
        throw error;
      });
      const encodedToken = await startSession(db, user._id, (sessionId) =>
        signToken(tokens, { userId: user._id, email: user.email, sessionId }),
      );
      return c.json({ createdUser: user, encodedToken }, 201);
    })
    .openapi(login, async (c) => {
      const { email, password } = c.req.valid('json');
      // Every attempt counts, at once and atomically (racing guesses cannot slip past a check
      // made before they are counted); a success then wipes its email's run of failures.
      const emailKey = email.trim().toLowerCase();
      await attempt(['loginPerAddress', addressOf(c)], ['loginPerEmail', emailKey]);
      const credentials = await findCredentials(db, email);
      if (!credentials) throw new ApiError(404, ServerMessage.emailNotRegistered);
      if (!(await passwords.verify(credentials.passwordHash, password))) {
        throw new ApiError(401, ServerMessage.invalidCredentials);
      }
      const { user } = credentials;
      await limits?.reset('loginPerEmail', emailKey);
      const encodedToken = await startSession(db, user._id, (sessionId) =>
        signToken(tokens, { userId: user._id, email: user.email, sessionId }),
      );
      return c.json({ foundUser: user, encodedToken }, 200);
    })
    .openapi(verify, async (c) => {
      const { encodedToken } = c.req.valid('json');
      const user = await userFromToken(db, tokens, encodedToken);
      if (!user) throw new ApiError(401, ServerMessage.invalidToken);
      return c.json({ user }, 200);
    });
}
