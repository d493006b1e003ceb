import { describe, expect, it } from 'vitest';
import { checkPlaylistName } from './playlist-name.ts';

const signedIn = { hasToken: true, existingTitles: ['Paper Crafts', 'Sunsets'] };

describe('checkPlaylistName', () => {
  it('refuses an empty or blank name', () => {
    expect(checkPlaylistName('', signedIn)).toEqual({
      ok: false,
      message: 'please enter playlist name',
      clearInput: false,
    });
    expect(checkPlaylistName('   ', signedIn)).toMatchObject({
      message: 'please enter playlist name',
    });
  });

  it('asks to log in when no token is stored', () => {
    expect(checkPlaylistName('Lamps', { hasToken: false, existingTitles: [] })).toEqual({
      ok: false,
      message: 'please login first to create playlist',
      clearInput: false,
    });
  });

  it('checks emptiness before the token, as docs/product.md orders them', () => {
    expect(checkPlaylistName('', { hasToken: false, existingTitles: [] })).toMatchObject({
      message: 'please enter playlist name',
    });
  });

  it('refuses a name the user already has, ignoring case and outer spaces, and clears it', () => {
    for (const name of ['Paper Crafts', 'paper crafts', '  SUNSETS ']) {
      expect(checkPlaylistName(name, signedIn)).toEqual({
        ok: false,
        message: 'Playlist Already Exists',
        clearInput: true,
      });
    }
  });

  it('accepts a new name, trimmed', () => {
    expect(checkPlaylistName('  Bottle art ', signedIn)).toEqual({ ok: true, title: 'Bottle art' });
  });
});
