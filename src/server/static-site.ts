import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono, MiddlewareHandler } from 'hono';
import { isCompressibleType, MIN_COMPRESSIBLE_BYTES } from './http/content-coding.ts';
import { type Representation, sendRepresentation } from './http/representation.ts';

/** Built files under /assets carry a hash of their content in their name: never revalidate. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `root`: files as they are, preferring the `.br`/`.gz` forms the
 * build wrote beside them (scripts/vite-precompress.ts) when the client accepts them, and every
 * other GET path as index.html so the client router can take it (its own Page Not Found
 * included). index.html is revalidated on every visit (`no-cache`, ETag, 304).
 */
export function serveWebApp<E extends Env>(app: Hono<E>, root: string): boolean {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) return false;
  const index = indexRepresentation(readFileSync(indexPath));
  const sendIndex: MiddlewareHandler = async (c) => sendRepresentation(c, index, 'no-cache');

  // serveStatic's `precompressed` picks br, then gzip, from Accept-Encoding's names (a name
  // with a weight, even q=0, does not count), sets Content-Encoding, and Vary on those answers.
  app.use('/assets/*', withHeaders({ 'Cache-Control': IMMUTABLE }));
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  // A missing hashed file is an old build's: a 404, never index.html under an immutable name.
  app.get('/assets/*', (c) => c.text('Not Found', 404));

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', withHeaders({}));
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', sendIndex);
  return true;
}

/**
 * Adds headers to the file serveStatic sent (not to a miss), and `Vary: Accept-Encoding` to
 * every compressible one: serveStatic varies only the answers it sent compressed, but a shared
 * cache must not hand the uncompressed answer to a client that accepts brotli either.
 */
function withHeaders(headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    if (!c.res.headers.has('last-modified')) return; // not serveStatic's answer
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    const vary = c.res.headers.get('vary') ?? '';
    if (isCompressibleType(c.res.headers.get('content-type')) && !/accept-encoding/i.test(vary)) {
      c.res.headers.append('Vary', 'Accept-Encoding');
    }
  };
}

/** index.html as sent: its bytes, its compressed forms made once at start, its hash. */
function indexRepresentation(html: Buffer): Representation {
  const body = new Uint8Array(html);
  const encoded: Representation['encoded'] = {};
  if (body.byteLength >= MIN_COMPRESSIBLE_BYTES) {
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (br.byteLength < body.byteLength) encoded.br = new Uint8Array(br);
    if (gzip.byteLength < body.byteLength) encoded.gzip = new Uint8Array(gzip);
  }
  return {
    status: 200,
    contentType: 'text/html; charset=UTF-8',
    body,
    encoded,
    hash: createHash('sha1').update(body).digest('base64url'),
  };
}
