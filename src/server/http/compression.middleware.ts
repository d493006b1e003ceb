import type { MiddlewareHandler } from 'hono';
import {
  CONTENT_CODINGS,
  type Compress,
  chooseContentCoding,
  isCompressibleType,
  MIN_COMPRESSIBLE_BYTES,
} from './content-coding.ts';

/**
 * Compresses answers made at request time: brotli when the client accepts it, else gzip, else
 * none, with `Vary: Accept-Encoding`. Leaves alone answers that chose their coding already
 * (Content-Encoding set) or carry an ETag (the response cache's, which hold their forms
 * precompressed), bodies under MIN_COMPRESSIBLE_BYTES, and types that do not compress.
 */
export function compression(compress: Compress): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('content-encoding') || res.headers.has('etag')) return;
    if (!isCompressibleType(res.headers.get('content-type'))) return;
    if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
    if (!/\baccept-encoding\b/i.test(res.headers.get('vary') ?? '')) {
      res.headers.append('Vary', 'Accept-Encoding');
    }
    const coding = chooseContentCoding(c.req.header('accept-encoding'), CONTENT_CODINGS);
    if (!coding) return;
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
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
