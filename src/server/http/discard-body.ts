import type { IncomingMessage } from 'node:http';

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
