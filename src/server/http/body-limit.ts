import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './router.ts';

/**
 * An over-limit body of up to this many bytes is read to its end, and dropped, before the
 * 413 goes out. A client may still be sending when the answer comes; were the connection
 * closed under it, its kernel would meet a reset and the client would never read the 413.
 * Past this, the answer goes at once with Connection: close: reading more is not worth it.
 */
export const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Reads the rest of a request's body and drops it; settles when the body has ended, or the
 * request failed or was closed (Node's request timeout still bounds a client that trickles).
 */
export function discardBody(incoming: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (incoming.readableEnded || incoming.destroyed) {
      resolve();
      return;
    }
    incoming.once('end', resolve);
    incoming.once('error', () => resolve());
    incoming.once('close', resolve);
    incoming.resume();
  });
}

/**
 * A body of unstated length (chunked), counted as it is read: over `maxSize` bytes it is
 * answered by `tooLarge`, after the rest has been read and dropped (up to DISCARD_LIMIT_BYTES,
 * past which the answer closes the connection); within it, the route reads the bytes read
 * here. As hono's bodyLimit does, except that one answers while the client is still sending
 * and leaves the rest unread, which @hono/node-server then cuts off after 500 ms: 5 to 60 % of
 * over-limit chunked bodies met a reset instead of the 413 (docs/performance.md).
 */
export function limitUnstatedBody(
  maxSize: number,
  tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        while (size <= DISCARD_LIMIT_BYTES) {
          const rest = await reader.read();
          if (rest.done) break;
          size += rest.value.byteLength;
        }
        if (size > DISCARD_LIMIT_BYTES) {
          c.header('Connection', 'close');
          void reader.cancel().catch(() => {});
        }
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
