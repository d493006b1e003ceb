/** The content codings the API and the web app answer with, in the server's order of preference. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * Compresses bytes with one coding. Kept behind this type (and passed to createApp) because the
 * Node implementation uses node:zlib (node/zlib-compressor.ts), which a browser build cannot load.
 */
export type Compress = (
  bytes: Uint8Array,
  coding: ContentCoding,
) => Promise<Uint8Array<ArrayBuffer>>;

/** Below this many bytes compression saves less than its headers and CPU cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** Content types worth compressing: text and JSON (images and videos come compressed). */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return /^\s*(text\/|application\/(json|javascript|xml)|image\/svg\+xml|[^;]+\+json)/i.test(
    contentType ?? '',
  );
}

/**
 * The coding to answer with, of those `available`, for a request's Accept-Encoding
 * (RFC 9110, 12.5.3): the highest weight wins, `q=0` refuses, `*` stands for every coding not
 * named, `x-gzip` is gzip; ties go to the server's preference (brotli). No header, or nothing
 * acceptable: undefined, meaning identity.
 */
export function chooseContentCoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    let name = rawName.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'q')
        weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
