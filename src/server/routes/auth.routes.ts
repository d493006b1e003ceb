import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import {
  LoginResponseSchema,
  SignupResponseSchema,
  VerifyResponseSchema,
} from '#shared/schemas/user.schema.ts';
import {
  LoginBodySchema,
  SignupBodySchema,
  VerifyBodySchema,
} from '#shared/schemas/user-request.schema.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { signToken, type TokenConfig } from '../auth/tokens.ts';
import { userFromToken } from '../auth/user-from-token.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  findCredentials,
  findUserByEmail,
  insertUser,
} from '../db/repositories/user.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { createRouter } from '../http/router.ts';

const signup = createRoute({
  method: 'post',
  path: '/signup',
  tags: ['auth'],
  summary: 'Create an account and sign in',
  request: { body: jsonBody(SignupBodySchema) },
  responses: {
    201: jsonResponse(SignupResponseSchema, 'The new user and a token'),
    ...errorResponses(400, 413, 415, 422),
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
    ...errorResponses(400, 401, 404, 413, 415),
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

export interface AuthDeps {
  db: Kysely<Database>;
  passwords: PasswordHasher;
  tokens: TokenConfig;
}

export function authRoutes({ db, passwords, tokens }: AuthDeps) {
  return createRouter()
    .openapi(signup, async (c) => {
      const body = c.req.valid('json');
      if (await findUserByEmail(db, body.email)) throw new ApiError(422, ServerMessage.emailExists);
      const passwordHash = await passwords.hash(body.password);
      const user = await insertUser(db, { ...body, passwordHash }).catch((error: unknown) => {
        // Two signups racing for one email: the unique index lets one through.
        if (isUniqueViolation(error)) throw new ApiError(422, ServerMessage.emailExists);
        throw error;
      });
      const encodedToken = await signToken(tokens, { userId: user._id, email: user.email });
      return c.json({ createdUser: user, encodedToken }, 201);
    })
    .openapi(login, async (c) => {
      const { email, password } = c.req.valid('json');
      const credentials = await findCredentials(db, email);
      if (!credentials) throw new ApiError(404, ServerMessage.emailNotRegistered);
      if (!(await passwords.verify(credentials.passwordHash, password))) {
        throw new ApiError(401, ServerMessage.invalidCredentials);
      }
      const { user } = credentials;
      const encodedToken = await signToken(tokens, { userId: user._id, email: user.email });
      return c.json({ foundUser: user, encodedToken }, 200);
    })
    .openapi(verify, async (c) => {
      const { encodedToken } = c.req.valid('json');
      const user = await userFromToken(db, tokens, encodedToken);
      if (!user) throw new ApiError(401, ServerMessage.invalidToken);
      return c.json({ user }, 200);
    });
}
