import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './router.ts';

/** A caller's own request id is kept when it is 1–255 letters, digits, `_`, `-` or `=`. */
const CALLER_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * Names every request (c.var.requestId, for the log line) and answers the name in
 * X-Request-Id; a caller's own id (a proxy's) is kept when it is well-formed. As hono's
 * requestId does, with the header set as securityHeaders (security-headers.ts) sets its own: on Node's
 * ServerResponse, not through a fetch Headers object per answer.
 */
export function requestIds(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const own = c.req.header('x-request-id');
    const id = own !== undefined && CALLER_REQUEST_ID.test(own) ? own : crypto.randomUUID();
    c.set('requestId', id);
    const outgoing = c.env?.outgoing;
    if (outgoing) outgoing.setHeader('X-Request-Id', id);
    else c.header('X-Request-Id', id);
    await next();
  };
}
