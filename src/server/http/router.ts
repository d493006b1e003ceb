import type { IncomingMessage, ServerResponse } from 'node:http';
import { OpenAPIHono } from '@hono/zod-openapi';
import type * as core from 'zod/v4/core';
import type { User } from '#shared/schemas/user.schema.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { errorBody } from './error-body.ts';

export interface AppEnv {
  /**
   * What @hono/node-server hands every request: Node's own request object. Absent when the app
   * is called in-process (tests call app.request), so read it as `c.env?.incoming`.
   */
  Bindings: {
    incoming?: IncomingMessage;
    /** Node's response object, beside `incoming` (absent in-process). */
    outgoing?: ServerResponse;
    /** Set on the app's calls to itself (a rendered page reading its data): not a client's. */
    internal?: boolean;
  };
  Variables: {
    /** The request's id (hono's requestId), answered as X-Request-Id and logged. */
    requestId: string;
    /** The signed-in user, set by requireUser: the public shape, never the password hash. */
    user: User;
    /** The token's verified claims, set by requireToken (no database read behind them). */
    claims: TokenClaims;
  };
}

/** "email: email must be a valid email address" — the field first, then what is wrong with it. */
export function describeIssues(error: core.$ZodError): string[] {
  return error.issues.map((issue) => {
    // An issue with no path is about the body (or query) as a whole.
    const field = issue.path.join('.') || 'body';
    if (issue.message.startsWith(field)) return issue.message;
    return `${field}: ${issue.message}`;
  });
}

/** A router whose failed validations answer 400 in the API's one error shape. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody(describeIssues(result.error)), 400);
    },
  });
}
