import type { Video } from '#shared/schemas/video.schema.ts';
import type { VideoFilters } from '#shared/schemas/video-filters.schema.ts';
import { videoFilterParams } from '#shared/video-filters-check.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import type { AtomFeed } from './atom.ts';

/** How many of the newest videos a feed holds. */
export const FEED_SIZE = 50;

const SITE_NAME = 'CraftReel';

/** What a feed shows, with paths on the site's origin. */
export interface VideoFeedSource {
  /** What the list is, after the site's name: "Paintings, beginner". */
  title: string;
  /** The feed's own path (and query), e.g. `/api/feeds/videos.atom?category=paintings`. */
  selfPath: string;
  /** The page showing the same list, e.g. `/?category=paintings`. */
  pagePath: string;
  videos: readonly Video[];
}

/**
 * The Atom feed of some videos, every link absolute on `origin`: an entry is the video's page
 * (as cards link it), identified by the page of its `_id` (which a curator's edit of the
 * link does not change), with its thumbnail from our own /thumbnails. The feed changed when its
 * newest entry was published; an empty feed, now.
 */
export function videoFeed(origin: string, source: VideoFeedSource, now: Date): AtomFeed {
  const absolute = (path: string) => new URL(path, origin).href;
  const self = absolute(source.selfPath);
  return {
    id: self,
    title: `${SITE_NAME}: ${source.title}`,
    self,
    alternate: absolute(source.pagePath),
    updated:
      source.videos.reduce<string | undefined>(
        (newest, video) => (newest && newest > video.publishedAt ? newest : video.publishedAt),
        undefined,
      ) ?? now.toISOString(),
    entries: source.videos.map((video) => ({
      id: absolute(`/video/${encodeURIComponent(video._id)}`),
      title: video.title,
      link: absolute(`/video/${video.videoLink}`),
      published: video.publishedAt,
      summary: video.description,
      author: video.creator,
      category: video.categoryName,
      thumbnail: absolute(thumbnailPathOf(video._id)),
    })),
  };
}

const TIME_WORDS: Record<NonNullable<VideoFilters['time']>, string> = {
  'under-30': 'under 30 minutes',
  '30-60': '30 to 60 minutes',
  'over-60': 'over an hour',
};

/**
 * The catalogue feed's title for some filters, in English (feed text is not translated):
 * "Paintings, beginner, under 30 minutes, with cardboard, “paper”", or "newest videos".
 * `categoryName`: the category's own name, when the filter names one that exists.
 */
export function catalogueFeedTitle(filters: VideoFilters, categoryName?: string): string {
  const parts = [
    categoryName ?? filters.category,
    filters.difficulty,
    filters.time && TIME_WORDS[filters.time],
    filters.material && `with ${filters.material.trim()}`,
    filters.search && `“${filters.search}”`,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : 'newest videos';
}

/** `?category=…&search=…` of the filters set, in the home page's order, or '' for none. */
export function filtersQuery(filters: VideoFilters): string {
  const query = videoFilterParams(filters).toString();
  return query ? `?${query}` : '';
}
