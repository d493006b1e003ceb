import { tokenStorage } from '#client/lib/token-storage.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { verifyToken } from './api/verify-token.ts';

/**
 * Run once at start: when a token is stored (auth status 'checking'), ask the server whose it
 * is. A good token signs the user in; a bad one is dropped quietly (docs/product.md: only
 * logged).
 */
export async function restoreSession(): Promise<void> {
  const token = tokenStorage.read();
  if (useAuthStore.getState().status !== 'checking' || !token) return;
  try {
    const { user } = await verifyToken(token);
    useAuthStore.getState().signIn(token, user);
  } catch (error) {
    console.warn('CraftReel: the stored sign-in could not be verified', error);
    useAuthStore.getState().signOut();
  }
}
