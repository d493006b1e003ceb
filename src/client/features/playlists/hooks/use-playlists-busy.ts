import { useIsMutating } from '@tanstack/react-query';
import { playlistKeys } from '../api/get-playlists.ts';

/** The playlist list's "button disabled" flag (docs/product.md, "Playlists"): any playlist call running. */
export function usePlaylistsBusy(): boolean {
  return useIsMutating({ mutationKey: playlistKeys.all }) > 0;
}
