import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compress } from '../http/content-coding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for answers made at request time. Measured on a 31 KB page of 48 videos:
 * quality 5 takes ~1 ms for 2.9 KB, quality 11 ~100 ms for 2.7 KB (7% smaller), so even a
 * cached answer, which is made again after every catalogue change and every minute, is not
 * worth quality 11. Built files, compressed once at build time, are (scripts/vite-precompress.ts).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** node:zlib, off the event loop (libuv's thread pool). Passed to createApp by index.ts. */
export const zlibCompress: Compress = async (bytes, coding) => {
  const out =
    coding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : await gzipAsync(bytes, { level: GZIP_LEVEL });
  // A copy of its own: small zlib results share an 8 KB pool slab, which a cache would keep alive.
  return new Uint8Array(out);
};
