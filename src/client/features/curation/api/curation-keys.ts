/**
 * Keys of what the Curation page reads; logout's `queryClient.clear()` empties them. A write
 * invalidates what it changed and `audit` (every change is audited).
 */
export const curationKeys = {
  all: ['curation'] as const,
  videos: (status: string, q = '') => ['curation', 'videos', status, q] as const,
  /** One video, as the edit form reads it. */
  video: (videoId: string) => ['curation', 'video', videoId] as const,
  categories: () => ['curation', 'categories'] as const,
  users: (q: string, role: string) => ['curation', 'users', q, role] as const,
  audit: (filters: Record<string, string>) => ['curation', 'audit', filters] as const,
  /** The moderation queue's tabs; `moderation(state)` is one tab. */
  allModeration: ['curation', 'moderation'] as const,
  moderation: (state: string) => ['curation', 'moderation', state] as const,
};
