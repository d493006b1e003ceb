/** The playlist messages of spec section 8, verbatim. */
export const PlaylistMessage = {
  created: 'Playlist Created',
  deleted: 'Playlist Deleted',
  loginFirst: 'Please login first',
  added: (title: string) => `Added in ${title} playlist`,
  removed: (title: string) => `Removed from ${title} playlist`,
} as const;
