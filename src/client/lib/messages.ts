import { ServerMessage } from '#shared/messages.ts';

/**
 * Every message the web app shows in its toast bar, verbatim from docs/product.md ("Messages").
 * Features import these instead of writing the words again.
 */
export const Message = {
  signedUp: 'Successfully Signed up',
  signupFailed: 'error signing up',
  loggedIn: 'Login SuccessFully',
  loginFailed: 'no such user found',
  loggedOut: 'logged out successfully',
  signedOutEverywhere: 'Signed out on every device',
  signOutEverywhereFailed: 'Could not sign out everywhere. Try again.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  passwordChangeFailed: 'Could not change the password. Try again.',
  accountDeleted: 'Your account and everything in it were deleted',
  accountDeleteFailed: 'Could not delete the account. Try again.',
  /** Any /user call refused for want of a valid sign-in (401, or 500 as the old client read it). */
  loginFirst: 'Please login first',

  likeAdded: 'Added in liked videos',
  likeRemoved: 'Removed from liked videos',
  alreadyLiked: 'Already in liked videos',
  watchLaterAdded: 'Added to watch later',
  watchLaterRemoved: 'Removed from watch later',
  /** Not in the spec (its history removal was silent): the toast that offers Undo (docs/product.md, "Lists"). */
  historyRemoved: 'Removed from history',
  alreadyInWatchLater: 'Already in watch later',

  playlistCreated: 'Playlist Created',
  playlistDeleted: 'Playlist Deleted',
  playlistUpdated: 'Playlist Updated',
  playlistNameEmpty: 'please enter playlist name',
  playlistNeedsLogin: 'please login first to create playlist',
  playlistExists: ServerMessage.playlistExists,
  addedToPlaylist: (title: string) => `Added in ${title} playlist`,
  removedFromPlaylist: (title: string) => `Removed from ${title} playlist`,
  /** Read out (a live region, no toast) after a reorder, and when one fails. */
  movedInPlaylist: (title: string, position: number, count: number) =>
    `Moved ${title} to position ${position} of ${count}`,
  moveInPlaylistFailed: (title: string) => `Could not move ${title}. The order is as it was.`,

  libraryExportFailed: 'Could not export your library. Try again.',
  libraryImportFailed: (reason: string) => `Could not import the file. ${reason}`,
} as const;
