import type { InfiniteData } from '@tanstack/react-query';
import type { PlaylistSummariesPage, PlaylistSummary } from '#shared/schemas/playlist.schema.ts';
import type { PlaylistPage, PlaylistPages } from './api/get-playlist.ts';

type SummaryPages = InfiniteData<PlaylistSummariesPage, string | undefined>;

/** Each loaded page with `edit` applied to its playlists, and its total moved by `totalBy`. */
function editPages(
  pages: SummaryPages,
  edit: (playlists: PlaylistSummary[], pageIndex: number) => PlaylistSummary[],
  totalBy = 0,
): SummaryPages {
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({
      ...page,
      playlists: edit(page.playlists, index),
      total: Math.max(0, page.total + totalBy),
    })),
  };
}

/**
 * The summaries after the server answered with one changed playlist: its count and newest
 * video from the answer and, where the list asks about the video that was added or removed
 * (`written`), whether it now holds it. A playlist the list has not loaded stays unloaded.
 */
export function withPlaylistChanged(
  pages: SummaryPages,
  answer: PlaylistPage,
  listVideoId: string | null,
  written?: { videoId: string; holds: boolean },
): SummaryPages {
  return editPages(pages, (playlists) =>
    playlists.map((summary) =>
      summary._id !== answer.playlist._id
        ? summary
        : {
            ...summary,
            title: answer.playlist.title,
            videoCount: answer.total,
            firstVideo: answer.playlist.videos[0] ?? null,
            ...(written && listVideoId === written.videoId ? { holdsVideo: written.holds } : {}),
          },
    ),
  );
}

/** The summaries with a new, empty playlist first (the server lists newest first). */
export function withPlaylistCreated(
  pages: SummaryPages,
  created: Pick<PlaylistSummary, '_id' | 'title'>,
  listVideoId: string | null,
): SummaryPages {
  if (pages.pages.some((page) => page.playlists.some((item) => item._id === created._id))) {
    return pages;
  }
  const summary: PlaylistSummary = {
    _id: created._id,
    title: created.title,
    videoCount: 0,
    firstVideo: null,
    ...(listVideoId === null ? {} : { holdsVideo: false }),
  };
  return editPages(
    pages,
    (playlists, index) => (index === 0 ? [summary, ...playlists] : playlists),
    1,
  );
}

/** The summaries without a deleted playlist. */
export function withPlaylistDeleted(pages: SummaryPages, playlistId: string): SummaryPages {
  const known = pages.pages.some((page) => page.playlists.some((item) => item._id === playlistId));
  return editPages(
    pages,
    (playlists) => playlists.filter((item) => item._id !== playlistId),
    known ? -1 : 0,
  );
}

/**
 * A playlist's loaded pages with one video moved to `position` (0 first), each page keeping its
 * size. A video moved past what has loaded, while more is to come, leaves the loaded pages.
 */
export function withVideoMoved(
  pages: PlaylistPages,
  videoId: string,
  position: number,
): PlaylistPages {
  const videos = pages.pages.flatMap((page) => page.playlist.videos);
  const from = videos.findIndex((video) => video._id === videoId);
  const [moving] = from === -1 ? [] : videos.splice(from, 1);
  if (!moving) return pages;
  const more = (pages.pages.at(-1)?.nextCursor ?? null) !== null;
  if (position < videos.length || !more) {
    videos.splice(Math.min(position, videos.length), 0, moving);
  }
  let offset = 0;
  const last = pages.pages.length - 1;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => {
      const size = page.playlist.videos.length;
      const own = index === last ? videos.slice(offset) : videos.slice(offset, offset + size);
      offset += size;
      return { ...page, playlist: { ...page.playlist, videos: own } };
    }),
  };
}
