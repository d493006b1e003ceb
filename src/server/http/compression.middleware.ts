import type { MiddlewareHandler } from 'hono';
import {
  CONTENT_CODINGS,
  type Compress,
  chooseContentCoding,
  isCompressibleType,
  MIN_COMPRESSIBLE_BYTES,
} from './content-coding.ts';

/** Statuses that never carry a body. */
const BODILESS_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Compresses answers made at request time: brotli when the client accepts it, else gzip, else
 * none, with `Vary: Accept-Encoding`. Leaves alone answers that chose their coding already
 * (Content-Encoding set) or carry an ETag (the response cache's, which hold their forms
 * precompressed), bodies under MIN_COMPRESSIBLE_BYTES, and types that do not compress.
 *
 * Decides from the status and headers alone before it reads a body: under @hono/node-server,
 * touching `res.body` turns the light response Hono made into a full fetch Response with a
 * ReadableStream, which cost more than the rest of a cached answer (docs/performance.md).
 */
export function compression(compress: Compress): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (BODILESS_STATUSES.has(res.status) || c.req.method === 'HEAD') return;
    const headers = res.headers;
    if (headers.has('content-encoding') || headers.has('etag')) return;
    if (!isCompressibleType(headers.get('content-type'))) return;
    if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
    if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) {
      headers.append('Vary', 'Accept-Encoding');
    }
    const coding = chooseContentCoding(c.req.header('accept-encoding'), CONTENT_CODINGS);
    if (!coding) return;
    const declared = Number(headers.get('content-length') ?? Number.NaN);
    if (declared < MIN_COMPRESSIBLE_BYTES) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < MIN_COMPRESSIBLE_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    c.res = new Response(await compress(body, coding), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', coding);
  };
}
