import { describe, expect, it } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import type { Playlist } from '#shared/schemas/playlist.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { replacePlaylist } from './playlist-cache.ts';

const video = makeVideo();

const playlist = (id: string, title: string, videos: Video[] = []): Playlist => ({
  _id: id,
  title,
  videos,
});

describe('replacePlaylist', () => {
  it('replaces the playlist with the same _id, keeping the order', () => {
    const list = [playlist('a', 'Alpha'), playlist('b', 'Beta'), playlist('c', 'Gamma')];
    const changed = playlist('b', 'Beta', [video]);
    expect(replacePlaylist(list, changed)).toEqual([list[0], changed, list[2]]);
  });

  it('does not change the list it was given', () => {
    const list = [playlist('a', 'Alpha')];
    replacePlaylist(list, playlist('a', 'Alpha', [video]));
    expect(list[0]?.videos).toEqual([]);
  });

  it('turns an empty or missing list into a list of just that playlist', () => {
    const changed = playlist('a', 'Alpha', [video]);
    expect(replacePlaylist([], changed)).toEqual([changed]);
    expect(replacePlaylist(undefined, changed)).toEqual([changed]);
  });

  it('puts a playlist the list does not know yet first', () => {
    const list = [playlist('a', 'Alpha')];
    const unknown = playlist('z', 'Zeta', [video]);
    expect(replacePlaylist(list, unknown)).toEqual([unknown, list[0]]);
  });
});
