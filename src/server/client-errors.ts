import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ServerMessage } from '#shared/messages.ts';

/** Node's parser errors, by code, and the status and message they answer with. */
const ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, ServerMessage.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, ServerMessage.requestTimeout],
};

/**
 * Answers the errors Node's HTTP parser meets before any route runs (headers over 16 KB, a bad
 * request line, a request too slow to arrive) in the API's one error shape, instead of Node's
 * empty 431 or 400.
 */
export function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, message] = ANSWERS[error.code ?? ''] ?? [400, ServerMessage.badRequest];
    const body = JSON.stringify({ errors: [message] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=UTF-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
