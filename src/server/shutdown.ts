import type { Server } from 'node:http';

/**
 * Stops an HTTP server the way a container stop wants: no new connections; idle keep-alive
 * connections closed at once (and each busy one as soon as its answer has gone); requests in
 * flight given up to `graceMs` to finish. Answers 'clean' when every request finished, 'cut'
 * when the grace ran out and the rest were cut off.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<'clean' | 'cut'> {
  return new Promise((resolve) => {
    let outcome: 'clean' | 'cut' = 'clean';
    // A keep-alive connection becomes idle when its answer has gone: close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      outcome = 'cut';
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(outcome);
    });
    server.closeIdleConnections();
  });
}
