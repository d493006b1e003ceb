/**
 * Keys of the signed-in user's projects; logout's `queryClient.clear()` empties them. Every
 * write invalidates `all`, which the list, each project and "what I still need" start with.
 */
export const projectKeys = {
  all: ['user', 'projects'] as const,
  list: () => ['user', 'projects', 'list'] as const,
  one: (videoId: string) => ['user', 'projects', 'one', videoId] as const,
  stillNeed: () => ['user', 'projects', 'still-need'] as const,
};
