import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import * as z from 'zod/mini';
import { fromBase64Url, toBase64Url } from '#shared/base64url.ts';
import { LIST_NAMES } from '#shared/schemas/list.schema.ts';

/**
 * Undo tokens: what a removal answers so that the user can take it back (docs/product.md, "Lists", Undo). A
 * token describes exactly what was removed (the entry's id and time, its place), so restoring
 * it needs no copy kept on the server; a deleted playlist, too big to carry, is named by the
 * snapshot the server keeps of it (removed_playlists). Tokens are signed with a key derived
 * from the JWT secret, so only what this server removed can be put back, by the same user,
 * and only for UNDO_WINDOW_MS.
 *
 * Signed with a plain HMAC rather than jose: a removal is a hot write (the history write
 * benchmark) and jose's JWS costs some 80 µs a token against 4 µs here; the format is ours
 * alone (nobody else reads these tokens), so a JWS's interoperability buys nothing. The HMAC
 * is given (HmacSha256): node:crypto's on the server (node/undo/node-hmac.ts, 2-3 times faster), a
 * JavaScript one wherever node: modules are not (the browser demo, docs/decisions/0011).
 */

/** How long a removal can be undone: well past the toast's life, short enough to stay exact. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

const ListEntryRemoval = z.object({
  kind: z.literal('list-entry'),
  list: z.enum(LIST_NAMES),
  videoId: z.string(),
  entryId: z.string(),
  addedAt: z.string(),
});

const PlaylistVideoRemoval = z.object({
  kind: z.literal('playlist-video'),
  playlistId: z.string(),
  videoId: z.string(),
  entryId: z.string(),
  addedAt: z.string(),
  position: z.number(),
});

const PlaylistRemoval = z.object({
  kind: z.literal('playlist'),
  snapshotId: z.string(),
});

/** A deleted note, named by the snapshot the server keeps of it (removed_notes). */
const NoteRemoval = z.object({
  kind: z.literal('note'),
  snapshotId: z.string(),
});

const Removal = z.discriminatedUnion('kind', [
  ListEntryRemoval,
  PlaylistVideoRemoval,
  PlaylistRemoval,
  NoteRemoval,
]);
export type Removal = z.infer<typeof Removal>;

/** What a token carries beside the removal: whose it is and until when it holds. */
const Payload = z.object({
  removal: Removal,
  userId: z.string(),
  expiresAt: z.number(),
});

export interface UndoKeys {
  sign(removal: Removal, userId: string, now?: number): string;
  /**
   * The removal a token names, if the token is this server's and the user's: 'invalid' for a
   * token not made here (or altered, or another user's), 'expired' past its window.
   */
  verify(token: string, userId: string, now?: number): Removal | 'invalid' | 'expired';
}

/** HMAC-SHA256 of `data` under `key`, synchronously. */
export type HmacSha256 = (key: Uint8Array, data: Uint8Array) => Uint8Array;

/** @noble/hashes' HMAC: plain JavaScript, so it runs on Node and in a browser alike. */
export const portableHmacSha256: HmacSha256 = (key, data) => hmac(sha256, key, data);

/**
 * Undo tokens signed with a key derived from `secret` (the JWT secret), for their purpose only,
 * with the given HMAC (any HmacSha256 makes the same tokens).
 */
export function undoKeys(secret: string, hmacSha256: HmacSha256 = portableHmacSha256): UndoKeys {
  const text = new TextEncoder();
  const key = hmacSha256(text.encode(secret), text.encode('craftreel undo tokens v1'));
  const mac = (body: string) => hmacSha256(key, text.encode(body));
  return {
    sign(removal, userId, now = Date.now()) {
      const body = toBase64Url(
        text.encode(JSON.stringify({ removal, userId, expiresAt: now + UNDO_WINDOW_MS })),
      );
      return `${body}.${toBase64Url(mac(body))}`;
    },
    verify(token, userId, now = Date.now()) {
      const [body, signature, ...rest] = token.split('.');
      if (body === undefined || signature === undefined || rest.length > 0) return 'invalid';
      const given = fromBase64Url(signature);
      if (!given || !equalInConstantTime(given, mac(body))) return 'invalid';
      let decoded: unknown;
      try {
        const bytes = fromBase64Url(body);
        if (!bytes) return 'invalid';
        decoded = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        return 'invalid';
      }
      const payload = Payload.safeParse(decoded);
      if (!payload.success || payload.data.userId !== userId) return 'invalid';
      if (payload.data.expiresAt <= now) return 'expired';
      return payload.data.removal;
    },
  };
}

/** Whether two MACs are equal, taking as long wherever they differ. */
function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}
