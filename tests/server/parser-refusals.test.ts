import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderList } from '#server/http/security-headers.ts';
import { errorCodeOf } from '#shared/error-codes.ts';
import { ServerMessage } from '#shared/messages.ts';
import { freePort, start, waitForApi } from '../support/server-process.ts';

// Requests refused before any route runs, by Node's HTTP parser, by Node itself (an HTTP/1.1
// request without Host) or by @hono/node-server (an address it cannot make a URL of), sent as
// raw bytes to the real server process: each must be answered as every other error is, a 400
// in the error shape, with the security headers every answer carries.

const dataDir = mkdtempSync(join(tmpdir(), 'craftreel-refusals-'));
let server: ReturnType<typeof start>;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = start({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `file:${join(dataDir, 'craftreel.db')}`,
    RATE_LIMITS: 'off',
  });
  await waitForApi(`http://127.0.0.1:${port}`, server.output);
}, 60_000);

afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Parses an answer once it is whole (its headers and Content-Length bytes), else undefined. */
function parse(text: string): RawAnswer | undefined {
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return undefined;
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = text.slice(split + 4);
  if (Buffer.byteLength(body) < Number(headers.get('content-length') ?? 0)) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Sends `raw` on a connection of its own and reads the whole answer. */
function send(raw: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const answer = parse(text);
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without a whole answer: ${text}`)));
    socket.write(raw);
  });
}

/** The security headers' names (values are compared with an ordinary answer's). */
const SECURITY_HEADERS = securityHeaderList().map(([name]) => name.toLowerCase());

describe('requests refused before any route runs', () => {
  let ordinary: RawAnswer;
  beforeAll(async () => {
    ordinary = await send(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(ordinary.status).toBe(200);
  });

  it.each([
    [
      'a missing Host (HTTP/1.1)',
      'GET /api/categories HTTP/1.1\r\n\r\n',
      ServerMessage.missingHost,
    ],
    [
      'a Host that is not a host',
      'GET /api/categories HTTP/1.1\r\nHost: a b\r\n\r\n',
      ServerMessage.badRequestTarget,
    ],
    [
      'a Host with a backslash',
      'GET /api/categories HTTP/1.1\r\nHost: a\\b\r\n\r\n',
      ServerMessage.badRequestTarget,
    ],
    [
      'a backslash in an API path',
      'GET /api\\categories HTTP/1.1\r\nHost: localhost\r\n\r\n',
      ServerMessage.badRequestTarget,
    ],
    [
      'a backslash in a page path',
      'GET /\\evil.example HTTP/1.1\r\nHost: localhost\r\n\r\n',
      ServerMessage.badRequestTarget,
    ],
    [
      'a header line without a colon',
      'GET /api/categories HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n',
      ServerMessage.badRequest,
    ],
    [
      'a control character in a header value',
      'GET /api/categories HTTP/1.1\r\nHost: localhost\r\nX-A: a\x01b\r\n\r\n',
      ServerMessage.badRequest,
    ],
    [
      'a space in a header name',
      'GET /api/categories HTTP/1.1\r\nHost: localhost\r\nX A: b\r\n\r\n',
      ServerMessage.badRequest,
    ],
    [
      'a bad request line',
      'GET /api/categories HTTP/9.9\r\nHost: localhost\r\n\r\n',
      ServerMessage.badRequest,
    ],
  ])(
    'answers %s with a 400 in the error shape and the security headers',
    async (_what, raw, message) => {
      const answer = await send(raw);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json\b/);
      expect(JSON.parse(answer.body)).toEqual({ errors: [message], codes: [errorCodeOf(message)] });
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
      for (const name of SECURITY_HEADERS) {
        expect(answer.headers.get(name), name).toBe(ordinary.headers.get(name));
        expect(answer.headers.get(name), name).toBeTruthy();
      }
    },
  );

  it('still serves an HTTP/1.0 request without Host, which HTTP/1.0 allows', async () => {
    const answer = await send('GET /api/health HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
