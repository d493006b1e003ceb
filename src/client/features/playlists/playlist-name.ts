import { Message } from '#client/lib/messages.ts';
import { playlistTitleKey } from '#shared/playlist-title.ts';

export type PlaylistNameCheck =
  | { ok: true; title: string }
  | { ok: false; message: string; clearInput: boolean };

export interface PlaylistNameContext {
  /** Whether a token is stored (docs/product.md checks the stored token, not the auth state). */
  hasToken: boolean;
  /** Titles of the user's playlists. */
  existingTitles: readonly string[];
}

/**
 * Whether a typed name may be sent to create a playlist, checked in the order docs/product.md gives ("Playlists"): empty,
 * then no token, then a name the user already has (ignoring case and outer spaces).
 */
export function checkPlaylistName(name: string, context: PlaylistNameContext): PlaylistNameCheck {
  const title = name.trim();
  if (title === '') return { ok: false, message: Message.playlistNameEmpty, clearInput: false };
  if (!context.hasToken)
    return { ok: false, message: Message.playlistNeedsLogin, clearInput: false };
  const key = playlistTitleKey(title);
  if (context.existingTitles.some((existing) => playlistTitleKey(existing) === key)) {
    return { ok: false, message: Message.playlistExists, clearInput: true };
  }
  return { ok: true, title };
}
