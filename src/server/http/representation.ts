import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  CONTENT_CODINGS,
  type Compress,
  type ContentCoding,
  chooseContentCoding,
  MIN_COMPRESSIBLE_BYTES,
} from './content-coding.ts';
import { entityTag, hashOf, ifNoneMatchMatches } from './entity-tag.ts';

/**
 * An answer made once and sent many times: its bytes, their compressed forms (made once, so a
 * repeat costs no compression) and the hash its ETags are made of.
 */
export interface Representation {
  status: ContentfulStatusCode;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
  hash: string;
}

/** The bytes a cached representation holds, under its key: what a cache's size bound counts. */
export function representationBytes(rep: Representation, key: string): number {
  const encoded = Object.values(rep.encoded).reduce((sum, bytes) => sum + bytes.byteLength, 0);
  return key.length + rep.body.byteLength + encoded;
}

/** Hashes the bytes and, when they are worth it and `compress` is given, compresses them. */
export async function makeRepresentation(
  answer: { status: ContentfulStatusCode; contentType: string; body: Uint8Array<ArrayBuffer> },
  compress: Compress | undefined,
): Promise<Representation> {
  const worthCompressing = compress && answer.body.byteLength >= MIN_COMPRESSIBLE_BYTES;
  const [hash, forms] = await Promise.all([
    hashOf(answer.body),
    Promise.all(
      worthCompressing
        ? CONTENT_CODINGS.map(async (coding) => ({
            coding,
            bytes: await compress(answer.body, coding),
          }))
        : [],
    ),
  ]);
  const encoded: Representation['encoded'] = {};
  for (const { coding, bytes } of forms) {
    // A form that came out no smaller is not worth the client's decoding.
    if (bytes.byteLength < answer.body.byteLength) encoded[coding] = bytes;
  }
  return { ...answer, hash, encoded };
}

/**
 * Sends a representation: compressed as the client accepts, with an ETag per coding and the
 * given Cache-Control; a 2xx whose tag the client already holds (If-None-Match) is a 304 with
 * no body.
 */
export function sendRepresentation(c: Context, rep: Representation, cacheControl: string) {
  const coding = chooseContentCoding(
    c.req.header('accept-encoding'),
    Object.keys(rep.encoded) as ContentCoding[],
  );
  c.header('ETag', entityTag(rep.hash, coding));
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  const isSuccess = rep.status >= 200 && rep.status < 300;
  if (isSuccess && ifNoneMatchMatches(c.req.header('if-none-match'), rep.hash)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', rep.contentType);
  if (coding) c.header('Content-Encoding', coding);
  return c.body((coding && rep.encoded[coding]) || rep.body, rep.status);
}
