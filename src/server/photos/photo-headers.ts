import { PHOTO_CONTENT_TYPE } from './photo-store.ts';

/**
 * The headers a stored photo is served with, from our own origin
 * (docs/decisions/0017-photos-sharp-and-a-photo-store.md): what is under a key never changes, so
 * it is cached for a year and never revalidated; its type is fixed to WebP, whatever the bytes
 * hold, and not to be sniffed; and opened on its own it is a sandboxed document that may load
 * nothing, so even bytes a browser took for a page could run no script and reach nothing.
 */
export function photoResponseHeaders(byteLength: number): [string, string][] {
  return [
    ['Content-Type', PHOTO_CONTENT_TYPE],
    ['Content-Length', String(byteLength)],
    ['Cache-Control', 'public, max-age=31536000, immutable'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Content-Security-Policy', "default-src 'none'; sandbox"],
  ];
}
