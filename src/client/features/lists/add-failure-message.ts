import { Message } from '#client/lib/messages.ts';

/** 401 (no valid sign-in) and 500 (how the original client read it) both mean "log in". */
const isSignInStatus = (status: number) => status === 401 || status === 500;

/**
 * The toast after a failed like. Any other status reads as a duplicate, as docs/product.md has
 * it; with no status at all (the network failed) there is nothing true to say, so only a log.
 */
export function likeAddFailureMessage(status: number | undefined): string | null {
  if (status === undefined) return null;
  return isSignInStatus(status) ? Message.loginFirst : Message.alreadyLiked;
}

/** The toast after a failed watch-later add: only the two cases docs/product.md names. */
export function watchLaterAddFailureMessage(status: number | undefined): string | null {
  if (status === undefined) return null;
  if (isSignInStatus(status)) return Message.loginFirst;
  if (status === 409) return Message.alreadyInWatchLater;
  return null;
}
