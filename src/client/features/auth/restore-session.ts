import { tokenStorage } from '#client/lib/token-storage.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { verifyToken } from './api/verify-token.ts';

/**
 * Run once at start: when a token is stored (auth status 'checking'), ask the server whose it
 * is. A good token signs the user in; a bad one is dropped quietly (spec section 8: only logged).
 */
export async function restoreSession(): Promise<void> {
  const { status, authToken } = useAuthStore.getState();
  if (status !== 'checking') return;
  try {
    const { user } = await verifyToken(authToken);
    useAuthStore.getState().signIn(authToken, user);
  } catch (error) {
    console.warn('CraftReel: the stored sign-in could not be verified', error);
    tokenStorage.clear();
    useAuthStore.setState({ status: 'signed-out', user: null, authToken: '', isLoading: false });
  }
}
