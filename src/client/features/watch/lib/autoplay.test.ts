import { describe, expect, it } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { chooseNextVideo } from './autoplay.ts';

const inList = makeVideo({ _id: 'list-next', title: 'Next in the playlist' });
const related = makeVideo({ _id: 'related-first', title: 'First up next' });

describe('chooseNextVideo', () => {
  it("plays the playlist's next video when a playlist is played", () => {
    expect(chooseNextVideo({ inPlaylist: true, playlistNext: inList, upNextFirst: related })).toBe(
      inList,
    );
  });

  it("plays nothing at the playlist's end, rather than leave the list for Up next", () => {
    expect(chooseNextVideo({ inPlaylist: true, playlistNext: null, upNextFirst: related })).toBe(
      null,
    );
  });

  it('plays the first video of Up next outside a playlist', () => {
    expect(chooseNextVideo({ inPlaylist: false, playlistNext: inList, upNextFirst: related })).toBe(
      related,
    );
  });

  it('plays nothing when Up next shows nothing', () => {
    expect(chooseNextVideo({ inPlaylist: false, playlistNext: null, upNextFirst: null })).toBe(
      null,
    );
  });
});
