import { t } from '@lingui/core/macro';

/**
 * Every message the web app shows in its toast bar, verbatim from docs/product.md ("Messages").
 * Features import these instead of writing the words again.
 */
export const Message = {
  get signedUp() {
    return t`Successfully Signed up`;
  },
  get signupFailed() {
    return t`error signing up`;
  },
  get loggedIn() {
    return t`Login SuccessFully`;
  },
  get loginFailed() {
    return t`no such user found`;
  },
  get loggedOut() {
    return t`logged out successfully`;
  },
  get signedOutEverywhere() {
    return t`Signed out on every device`;
  },
  get signOutEverywhereFailed() {
    return t`Could not sign out everywhere. Try again.`;
  },
  get passwordChanged() {
    return t`Password changed. Your other sessions were signed out.`;
  },
  get passwordChangeFailed() {
    return t`Could not change the password. Try again.`;
  },
  get accountDeleted() {
    return t`Your account and everything in it were deleted`;
  },
  get accountDeleteFailed() {
    return t`Could not delete the account. Try again.`;
  },
  /** Any /user call refused for want of a valid sign-in (401, or 500 as the old client read it). */
  get loginFirst() {
    return t`Please login first`;
  },

  get likeAdded() {
    return t`Added in liked videos`;
  },
  get likeRemoved() {
    return t`Removed from liked videos`;
  },
  get alreadyLiked() {
    return t`Already in liked videos`;
  },
  get watchLaterAdded() {
    return t`Added to watch later`;
  },
  get watchLaterRemoved() {
    return t`Removed from watch later`;
  },
  /** Not in the spec (its history removal was silent): the toast that offers Undo (docs/product.md, "Lists"). */
  get historyRemoved() {
    return t`Removed from history`;
  },
  get alreadyInWatchLater() {
    return t`Already in watch later`;
  },

  get playlistCreated() {
    return t`Playlist Created`;
  },
  get playlistDeleted() {
    return t`Playlist Deleted`;
  },
  get playlistUpdated() {
    return t`Playlist Updated`;
  },
  get playlistNameEmpty() {
    return t`please enter playlist name`;
  },
  get playlistNeedsLogin() {
    return t`please login first to create playlist`;
  },
  /** The API's own words for a playlist name taken (ServerMessage.playlistExists). */
  get playlistExists() {
    return t`Playlist Already Exists`;
  },
  addedToPlaylist: (title: string) => t`Added in ${title} playlist`,
  removedFromPlaylist: (title: string) => t`Removed from ${title} playlist`,
  /** Read out (a live region, no toast) after a reorder, and when one fails. */
  movedInPlaylist: (title: string, position: number, count: number) =>
    t`Moved ${title} to position ${position} of ${count}`,
  moveInPlaylistFailed: (title: string) => t`Could not move ${title}. The order is as it was.`,

  get libraryExportFailed() {
    return t`Could not export your library. Try again.`;
  },
  libraryImportFailed: (reason: string) => t`Could not import the file. ${reason}`,
} as const;
