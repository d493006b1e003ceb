import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import { ServerMessage } from '#shared/messages.ts';
import { errorBody } from '../http/error-body.ts';
import { type SecurityHeaderOptions, securityHeaderList } from '../http/security-headers.ts';

/** Node's parser errors, by code, and the status and message they answer with. */
const ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, ServerMessage.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, ServerMessage.requestTimeout],
};

/** A refusal's headers: the error shape's content type, every security header, and close. */
function refusalHeaders(body: string, security: SecurityHeaderOptions): [string, string][] {
  return [
    ['Content-Type', 'application/json; charset=UTF-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ...securityHeaderList(security),
    // What the client sends next on this connection could not be trusted to start a request.
    ['Connection', 'close'],
  ];
}

/**
 * Answers the errors Node's HTTP parser meets before any route runs (headers over 16 KB, a bad
 * request line, a malformed header or a character a header may not hold, a request too slow to
 * arrive) in the API's one error shape, with the security headers every answer carries,
 * instead of Node's empty 431 or 400.
 */
export function answerClientErrorsInJson(
  server: Server,
  security: SecurityHeaderOptions = {},
): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, message] = ANSWERS[error.code ?? ''] ?? [400, ServerMessage.badRequest];
    const body = JSON.stringify(errorBody([message]));
    const head = refusalHeaders(body, security)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  });
}

export interface RefusalOptions {
  /** The host a request without one is taken to be for (serve's hostname), as HTTP/1.0 allows. */
  hostname?: string;
  security?: SecurityHeaderOptions;
}

/**
 * For @hono/node-server's serve (its createServer option): Node's HTTP server, with the two
 * refusals that came as an empty 400 with no headers answered in the error shape instead, with
 * the security headers. Node answers an HTTP/1.1 request without a Host header itself (its
 * requireHostHeader), before any listener; and @hono/node-server answers a request whose address
 * it cannot make a URL of (a backslash in the path, a Host header that is not a host) with a
 * bare `new Response(null, { status: 400 })`, unless it is given an errorHandler, which serve
 * does not pass on. So the server is made here, with requireHostHeader off and the check made
 * by the listener, and with @hono/node-server's own listener built with an errorHandler. The
 * listener serve offers is not used: this one answers the same `fetch`.
 */
export function serverRefusingInJson(
  fetch: Parameters<typeof getRequestListener>[0],
  { hostname, security = {} }: RefusalOptions = {},
): typeof createServer {
  const refuse = (message: string, status = 400) => {
    const body = JSON.stringify(errorBody([message]));
    return new Response(body, { status, headers: refusalHeaders(body, security) });
  };
  const listener = getRequestListener(fetch, {
    ...(hostname === undefined ? {} : { hostname }),
    // Only what happens before the app sees the request comes here: the app answers its own
    // errors (app.onError).
    errorHandler: (error) =>
      error instanceof RequestError
        ? refuse(ServerMessage.badRequestTarget)
        : refuse(ServerMessage.internal, 500),
  });
  const answer = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.httpVersion === '1.1' && incoming.headers.host === undefined) {
      const body = JSON.stringify(errorBody([ServerMessage.missingHost]));
      outgoing.writeHead(400, Object.fromEntries(refusalHeaders(body, security)));
      outgoing.end(body);
      return;
    }
    void listener(incoming, outgoing);
  };
  const create = (options: ServerOptions = {}) =>
    createServer({ ...options, requireHostHeader: false }, answer);
  // serve calls it as createServer(options, listener); the listener above stands in for its own.
  return create as typeof createServer;
}
