import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import type { PlaylistSummariesPage, PlaylistSummary } from '#shared/schemas/playlist.schema.ts';
import type { PlaylistPages } from './api/get-playlist.ts';
import {
  withPlaylistChanged,
  withPlaylistCreated,
  withPlaylistDeleted,
  withVideoMoved,
} from './playlist-cache.ts';

const video = makeVideo();
const other = makeVideo({ _id: 'v2' });

const summary = (id: string, title: string, extra: Partial<PlaylistSummary> = {}) => ({
  _id: id,
  title,
  videoCount: 0,
  firstVideo: null,
  ...extra,
});

/** Two loaded pages of a list of summaries, 3 playlists in all. */
function loaded(holds?: boolean): InfiniteData<PlaylistSummariesPage, string | undefined> {
  const flag = holds === undefined ? {} : { holdsVideo: holds };
  return {
    pages: [
      {
        playlists: [summary('c', 'Gamma', flag), summary('b', 'Beta', flag)],
        nextCursor: 'n',
        total: 3,
      },
      { playlists: [summary('a', 'Alpha', flag)], nextCursor: null, total: 3 },
    ],
    pageParams: [undefined, 'n'],
  };
}

describe('withPlaylistChanged', () => {
  const answer = {
    playlist: { _id: 'a', title: 'Alpha', videos: [video, other] },
    nextCursor: null,
    total: 1500,
  };

  it('takes the count and newest video from the answer, wherever the playlist is loaded', () => {
    const changed = withPlaylistChanged(loaded(), answer, null, {
      videoId: video._id,
      holds: true,
    });
    expect(changed.pages[1]?.playlists[0]).toEqual(
      summary('a', 'Alpha', { videoCount: 1500, firstVideo: video }),
    );
    expect(changed.pages[0]).toEqual(loaded().pages[0]);
  });

  it('ticks or unticks the playlist only in the list that asks about that video', () => {
    const written = { videoId: video._id, holds: true };
    const asking = withPlaylistChanged(loaded(false), answer, video._id, written);
    expect(asking.pages[1]?.playlists[0]?.holdsVideo).toBe(true);
    const askingOther = withPlaylistChanged(loaded(false), answer, other._id, written);
    expect(askingOther.pages[1]?.playlists[0]?.holdsVideo).toBe(false);
  });

  it('does not change the pages it was given', () => {
    const pages = loaded();
    withPlaylistChanged(pages, answer, null, { videoId: video._id, holds: true });
    expect(pages).toEqual(loaded());
  });
});

describe('withPlaylistCreated', () => {
  it('puts the new, empty playlist first and counts it', () => {
    const created = withPlaylistCreated(loaded(), { _id: 'd', title: 'Delta' }, null);
    expect(created.pages[0]?.playlists.map((p) => p._id)).toEqual(['d', 'c', 'b']);
    expect(created.pages[0]?.playlists[0]).toEqual(summary('d', 'Delta'));
    expect(created.pages.map((page) => page.total)).toEqual([4, 4]);
  });

  it('says the new playlist does not hold the video a list asks about', () => {
    const created = withPlaylistCreated(loaded(false), { _id: 'd', title: 'Delta' }, video._id);
    expect(created.pages[0]?.playlists[0]?.holdsVideo).toBe(false);
  });

  it('leaves a list that already has it (the server’s copy came first) as it is', () => {
    const pages = loaded();
    expect(withPlaylistCreated(pages, { _id: 'a', title: 'Alpha' }, null)).toBe(pages);
  });
});

describe('withPlaylistDeleted', () => {
  it('takes the playlist out and counts one fewer', () => {
    const deleted = withPlaylistDeleted(loaded(), 'b');
    expect(deleted.pages.map((page) => page.playlists.map((p) => p._id))).toEqual([['c'], ['a']]);
    expect(deleted.pages.map((page) => page.total)).toEqual([2, 2]);
  });

  it('keeps the count when the playlist was never loaded', () => {
    const deleted = withPlaylistDeleted(loaded(), 'zz');
    expect(deleted.pages.map((page) => page.total)).toEqual([3, 3]);
  });
});

describe('withVideoMoved', () => {
  const v = (id: string) => makeVideo({ _id: id });
  /** A playlist of 5 (or more, when `more`), loaded as pages of 3 and 2. */
  function pagesOf(more = false): PlaylistPages {
    const page = (ids: string[], nextCursor: string | null) => ({
      playlist: { _id: 'p', title: 'P', videos: ids.map(v) },
      nextCursor,
      total: more ? 9 : 5,
    });
    return {
      pages: [page(['a', 'b', 'c'], 'n'), page(['d', 'e'], more ? 'm' : null)],
      pageParams: [undefined, 'n'],
    };
  }
  const ids = (pages: PlaylistPages) =>
    pages.pages.map((page) => page.playlist.videos.map((video) => video._id));

  it('moves a video across pages, each page keeping its size', () => {
    expect(ids(withVideoMoved(pagesOf(), 'a', 3))).toEqual([
      ['b', 'c', 'd'],
      ['a', 'e'],
    ]);
    expect(ids(withVideoMoved(pagesOf(), 'e', 0))).toEqual([
      ['e', 'a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('puts a position past the end at the end, when all is loaded', () => {
    expect(ids(withVideoMoved(pagesOf(), 'b', 99))).toEqual([
      ['a', 'c', 'd'],
      ['e', 'b'],
    ]);
  });

  it('takes a video moved past what has loaded out of the loaded pages', () => {
    expect(ids(withVideoMoved(pagesOf(true), 'b', 8))).toEqual([['a', 'c', 'd'], ['e']]);
  });

  it('leaves the pages alone for a video they do not hold', () => {
    const pages = pagesOf();
    expect(withVideoMoved(pages, 'zz', 0)).toBe(pages);
  });
});
