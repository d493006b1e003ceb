/**
 * base64url (RFC 4648 §5, without padding) over the platform's btoa and atob, so that the same
 * code runs in Node, a browser and a service worker (the demo's API), with no Buffer.
 */

const BASE64URL_OF: Record<string, string> = { '+': '-', '/': '_', '=': '' };
const BASE64_OF: Record<string, string> = { '-': '+', _: '/' };

/** Bytes as base64url text. Meant for short values (tokens, secrets: a few hundred bytes). */
export function toBase64Url(bytes: Uint8Array): string {
  // One call turns short bytes into the binary string btoa takes.
  const binary = String.fromCharCode(...bytes);
  return btoa(binary).replace(/[+/=]/g, (char) => BASE64URL_OF[char] ?? '');
}

/** The bytes of base64url text, or null for text that is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/[-_]/g, (char) => BASE64_OF[char] ?? char));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
