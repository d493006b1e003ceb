/**
 * Keys of "Made it" posts in the query cache. Every write invalidates `all`, which the gallery,
 * the maker's own list, a maker's public list and each post's page start with.
 */
export const madeKeys = {
  all: ['made'] as const,
  gallery: (videoId: string) => ['made', 'gallery', videoId] as const,
  mine: () => ['made', 'mine'] as const,
  maker: (handle: string) => ['made', 'maker', handle.trim().toLowerCase()] as const,
  one: (postId: string) => ['made', 'one', postId] as const,
};
