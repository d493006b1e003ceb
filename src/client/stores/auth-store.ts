import { create } from 'zustand';
import type { User } from '#shared/schemas/user.schema.ts';
import { tokenStorage } from '../lib/token-storage.ts';

/**
 * Who is signed in. `status` is 'checking' while a stored token is verified at start (the
 * start-up loader shows meanwhile), then 'signed-in' or 'signed-out'.
 */
export interface AuthState {
  status: 'checking' | 'signed-in' | 'signed-out';
  user: User | null;
  authToken: string;
  /** Set during auth calls; logout clears it after 1000 ms (spec section 4). */
  isLoading: boolean;
  signIn(token: string, user: User): void;
  signOut(): void;
  setLoading(isLoading: boolean): void;
}

export const LOGOUT_LOADING_MS = 1000;

export const useAuthStore = create<AuthState>()((set) => ({
  status: tokenStorage.read() ? 'checking' : 'signed-out',
  user: null,
  authToken: tokenStorage.read() ?? '',
  isLoading: false,
  signIn(token, user) {
    tokenStorage.write(token);
    set({ status: 'signed-in', user, authToken: token, isLoading: false });
  },
  signOut() {
    tokenStorage.clear();
    set({ status: 'signed-out', user: null, authToken: '', isLoading: true });
    setTimeout(() => set({ isLoading: false }), LOGOUT_LOADING_MS);
  },
  setLoading: (isLoading) => set({ isLoading }),
}));

export const isSignedIn = (state: AuthState) => state.status === 'signed-in';
