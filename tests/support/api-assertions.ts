import { decodeJwt, SignJWT } from 'jose';
import { expect } from 'vitest';
import * as core from 'zod/v4/core';
import type { DatabaseHandle } from '#server/db/database-handle.ts';
import type { Database } from '#server/db/schema.ts';
import { errorCodeOf } from '#shared/error-codes.ts';
import { ErrorBodySchema } from '#shared/schemas/error.schema.ts';
import { TEST_TOKENS, type TestApi } from './test-app.ts';

/** Text that would betray internals (a stack trace, SQL, the driver) in an answer. */
const LEAK_PATTERN = /stack|\bselect\b|sqlite|postgres/i;

/**
 * The one error shape as this server sends it: the messages, and `codes` beside them, one per
 * message, in the same order, each the message's stable code (src/shared/error-codes.ts).
 * Returns the messages.
 */
export function expectErrorBody(body: unknown, label?: string): string[] {
  const { errors, codes } = ErrorBodySchema.parse(body);
  expect(codes, label).toEqual(errors.map(errorCodeOf));
  return errors;
}

/** Reads a success answer: asserts the status, then parses the body with the contract's schema. */
export async function expectJson<S extends core.$ZodType>(
  res: Response,
  status: number,
  schema: S,
): Promise<core.output<S>> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return core.parse(schema, JSON.parse(text));
}

/**
 * Reads an error answer: asserts the status, the one error shape, no leaked internals, and
 * (when given) the exact message or a pattern every message must match. Returns the messages.
 */
export async function expectError(
  res: Response,
  status: number,
  message?: string | RegExp,
): Promise<string[]> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(text).not.toMatch(LEAK_PATTERN);
  const errors = expectErrorBody(JSON.parse(text), text);
  if (typeof message === 'string') expect(errors).toEqual([message]);
  else if (message) for (const m of errors) expect(m).toMatch(message);
  return errors;
}

/** Any error answer below 500 in the one error shape, with nothing leaked. */
export async function expectClientError(res: Response): Promise<void> {
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  expect(text).not.toMatch(LEAK_PATTERN);
  expectErrorBody(JSON.parse(text), text);
}

/**
 * Whatever the answer, it is not a server fault: below 500, JSON, nothing leaked, and an error
 * answer has the one error shape. `label` says which request it was.
 */
export async function expectBelow500(res: Response, label: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label}: ${text}`).toBeLessThan(500);
  expect(text, label).not.toMatch(LEAK_PATTERN);
  const body: unknown = JSON.parse(text);
  if (res.status >= 400) {
    expect(ErrorBodySchema.safeParse(body).success, `${label}: ${text}`).toBe(true);
    expectErrorBody(body, `${label}: ${text}`);
  }
}

export interface ForgedTokenClaims {
  sub: string;
  email: string;
  /** The session id (`sid`); a real one comes from a real token (sessionOf). */
  sid?: string;
  secret?: string;
  issuer?: string;
  /** Seconds since the epoch; defaults to an hour from now; null: no `exp` at all. */
  exp?: number | null;
}

/** The session id a real token carries. */
export function sessionOf(token: string): string {
  const { sid } = decodeJwt(token);
  if (typeof sid !== 'string') throw new Error('the token names no session');
  return sid;
}

/** A JWT made outside the server: another secret, a past expiry, and so on. */
export function forgeToken(claims: ForgedTokenClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ email: claims.email, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(claims.issuer ?? 'craftreel')
    .setIssuedAt(now - 7200);
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? now + 3600);
  return jwt.sign(new TextEncoder().encode(claims.secret ?? TEST_TOKENS.secret));
}

export async function countRows(database: DatabaseHandle, table: keyof Database): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const BAD_TOKEN_KINDS = ['garbage', 'forged', 'expired', 'unexpiring', 'orphaned'] as const;
export type BadTokenKind = (typeof BAD_TOKEN_KINDS)[number];

/**
 * One token of each kind the API must refuse, all naming `user` and its session: garbage,
 * forged (signed with another secret), expired, unexpiring (no `exp`, signed with the real
 * secret), and orphaned (a real token whose user has since been deleted).
 */
export async function badTokensFor(
  api: TestApi,
  user: { userId: string; email: string; token: string },
): Promise<Record<BadTokenKind, string>> {
  const orphan = await api.signUp();
  await api.database.db.deleteFrom('users').where('id', '=', orphan.userId).execute();
  const claims = { sub: user.userId, email: user.email, sid: sessionOf(user.token) };
  return {
    garbage: 'garbage.token.value',
    forged: await forgeToken({
      ...claims,
      secret: 'another-secret-that-is-at-least-32-characters',
    }),
    expired: await forgeToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }),
    unexpiring: await forgeToken({ ...claims, exp: null }),
    orphaned: orphan.token,
  };
}
