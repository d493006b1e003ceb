import { CONTENT_CODINGS, type ContentCoding } from './content-coding.ts';

/** A strong validator for some bytes: their SHA-1, base64url (Web Crypto, so any runtime). */
export async function hashOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The ETag of one representation. Its compressed forms are other representations with other
 * bytes, so a strong tag must differ between them (RFC 9110, 8.8.1): the coding is appended.
 */
export function entityTag(hash: string, coding?: ContentCoding): string {
  return coding ? `"${hash}-${coding}"` : `"${hash}"`;
}

/**
 * Whether If-None-Match names the representation of `hash` in any coding, by weak comparison
 * (RFC 9110, 13.1.2): `*`, or a list of tags, each strong or `W/`.
 */
export function ifNoneMatchMatches(header: string | null | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const own = new Set([undefined, ...CONTENT_CODINGS].map((coding) => entityTag(hash, coding)));
  for (const [, tag] of header.matchAll(/(?:W\/)?("[^"]*")/g)) {
    if (tag && own.has(tag)) return true;
  }
  return false;
}
