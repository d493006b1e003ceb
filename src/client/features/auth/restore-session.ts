import { ApiRequestError } from '#client/lib/api-client.ts';
import { tokenStorage } from '#client/lib/token-storage.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { verifyToken } from './api/verify-token.ts';

/** The waits between checks while no answer comes: doubling from 2 s up to a minute. */
export const RECHECK_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000] as const;

/**
 * Run once at start: when a token is stored (auth status 'checking'), ask the server whose it
 * is. A good token signs the user in; only an answer that the token is no good (401) drops it,
 * quietly (docs/product.md, "Start-up verification"). When no answer comes (no network, a page
 * left mid-check) or the server fails, the token stays and the user is signed in with what the
 * app has (the token, no user details); the check runs again when the browser is back online,
 * when the window gets the focus, and after a growing wait, until an answer comes.
 */
export async function restoreSession(): Promise<void> {
  const token = tokenStorage.read();
  if (useAuthStore.getState().status !== 'checking' || !token) return;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { user } = await verifyToken(token);
      if (isStillTheSession(token)) useAuthStore.getState().signIn(token, user);
      return;
    } catch (error) {
      console.warn('CraftReel: the stored sign-in could not be verified', error);
      if (!isStillTheSession(token)) return;
      if (error instanceof ApiRequestError && error.status === 401) {
        useAuthStore.getState().signOut();
        return;
      }
      useAuthStore.getState().keepUnverified();
    }
    const delay = RECHECK_DELAYS_MS[Math.min(attempt, RECHECK_DELAYS_MS.length - 1)] ?? 60_000;
    await nextChance(delay);
    // A logout, or another sign-in, while waiting: that session is no longer ours to check.
    if (!isStillTheSession(token)) return;
  }
}

/** The token being checked is still the stored one, and the user has not signed out since. */
function isStillTheSession(token: string): boolean {
  return tokenStorage.read() === token && useAuthStore.getState().status !== 'signed-out';
}

/** Resolves when the browser comes back online, the window gets the focus, or `delay` ends. */
function nextChance(delay: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      window.removeEventListener('focus', done);
      resolve();
    };
    const timer = setTimeout(done, delay);
    window.addEventListener('online', done);
    window.addEventListener('focus', done);
  });
}
