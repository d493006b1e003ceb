import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { LIST_NAMES } from '#shared/schemas/list.schema.ts';

/**
 * Undo tokens: what a removal answers so that the user can take it back (issue 10, "Undo"). A
 * token describes exactly what was removed (the entry's id and time, its place), so restoring
 * it needs no copy kept on the server; a deleted playlist, too big to carry, is named by the
 * snapshot the server keeps of it (removed_playlists). Tokens are signed with a key derived
 * from the JWT secret, so only what this server removed can be put back, by the same user,
 * and only for UNDO_WINDOW_MS.
 *
 * Signed with node:crypto's HMAC rather than jose: a removal is a hot write (the history
 * write benchmark) and jose's JWS costs some 80 µs a token against 4 µs here; the format is
 * ours alone (nobody else reads these tokens), so a JWS's interoperability buys nothing.
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

/** A deleted note (issue 11), named by the snapshot the server keeps of it (removed_notes). */
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

/** Undo tokens signed with a key derived from `secret` (the JWT secret), for their purpose only. */
export function undoKeys(secret: string): UndoKeys {
  const key = createHmac('sha256', secret).update('craftreel undo tokens v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(removal, userId, now = Date.now()) {
      const body = Buffer.from(
        JSON.stringify({ removal, userId, expiresAt: now + UNDO_WINDOW_MS }),
      ).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, userId, now = Date.now()) {
      const [body, signature, ...rest] = token.split('.');
      if (body === undefined || signature === undefined || rest.length > 0) return 'invalid';
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
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
