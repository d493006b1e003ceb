import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * How long the server goes on accepting after the signal, every answer closing its connection.
 * Closing the listening socket at once would reset connections the kernel has accepted but Node
 * not yet taken, and a request a client (nginx, say) already sent on one would fail; a proxy in
 * front has this long to stop sending here.
 */
const DRAIN_MS = 500;

/**
 * Stops an HTTP server the way a container stop wants: every answer from now on closes its
 * connection; after the drain period it stops listening and closes idle connections; requests
 * in flight have up to `graceMs` in all to finish. Answers 'clean' when every request
 * finished, 'cut' when the grace ran out and the rest were cut off.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<'clean' | 'cut'> {
  return new Promise((resolve) => {
    let outcome: 'clean' | 'cut' = 'clean';
    let sweep: NodeJS.Timeout | undefined;
    server.prependListener('request', (_request, response) => {
      response.shouldKeepAlive = false;
    });
    const deadline = setTimeout(() => {
      outcome = 'cut';
      server.closeAllConnections();
    }, graceMs);
    setTimeout(
      () => {
        // Stop listening only: http.Server's own close() would also close idle connections,
        // just-accepted ones among them (idle until their first bytes arrive).
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve(outcome);
        });
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), 50);
      },
      Math.min(DRAIN_MS, graceMs),
    );
  });
}
