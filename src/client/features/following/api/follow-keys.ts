import { catalogueKeys } from '#client/lib/catalogue-keys.ts';

/**
 * Keys of creator pages, follows and the Following list. A creator page sits under the
 * catalogue's videos prefix, so a curator's write (which invalidates that prefix) refreshes it;
 * the user's own keys start with 'user', which logout's `queryClient.clear()` empties.
 */
export const followKeys = {
  creator: (slug: string) => [...catalogueKeys.videos, 'creator', slug] as const,
  follows: () => ['user', 'follows'] as const,
  following: () => ['user', 'following'] as const,
};
