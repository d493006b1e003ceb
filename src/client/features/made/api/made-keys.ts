import { catalogueKeys } from '#client/lib/catalogue-keys.ts';

/**
 * Keys of "Made it" posts in the query cache. Every write invalidates `all`, which the gallery,
 * the maker's own list, a maker's public list, each post's page and each card's count start with.
 */
export const madeKeys = {
  all: catalogueKeys.made,
  gallery: (videoId: string) => ['made', 'gallery', videoId] as const,
  mine: () => ['made', 'mine'] as const,
  maker: (handle: string) => ['made', 'maker', handle.trim().toLowerCase()] as const,
  one: (postId: string) => ['made', 'one', postId] as const,
  /** How many makers made a video, as its card shows (made-counts.ts). */
  count: (videoId: string) => ['made', 'count', videoId] as const,
};
