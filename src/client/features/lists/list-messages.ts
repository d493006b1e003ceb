/** The lists' messages, verbatim from spec section 8. */
export const ListMessage = {
  loginFirst: 'Please login first',
  likeAdded: 'Added in liked videos',
  likeRemoved: 'Removed from liked videos',
  alreadyLiked: 'Already in liked videos',
  watchLaterAdded: 'Added to watch later',
  watchLaterRemoved: 'Removed from watch later',
  alreadyInWatchLater: 'Already in watch later',
} as const;

/** 401 (no valid sign-in) and 500 (how the original client read it) both mean "log in". */
const isSignInStatus = (status: number) => status === 401 || status === 500;

/**
 * The toast after a failed like. Any other status reads as a duplicate, as spec section 8 has it;
 * with no status at all (the network failed) there is nothing true to say, so only a log.
 */
export function likeAddFailureMessage(status: number | undefined): string | null {
  if (status === undefined) return null;
  return isSignInStatus(status) ? ListMessage.loginFirst : ListMessage.alreadyLiked;
}

/** The toast after a failed watch-later add: only the two cases spec section 8 names. */
export function watchLaterAddFailureMessage(status: number | undefined): string | null {
  if (status === undefined) return null;
  if (isSignInStatus(status)) return ListMessage.loginFirst;
  if (status === 409) return ListMessage.alreadyInWatchLater;
  return null;
}
