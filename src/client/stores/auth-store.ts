import { create } from 'zustand';
import type { User } from '#shared/schemas/user.schema.ts';
import { tokenStorage } from '../lib/token-storage.ts';

/**
 * The session: who is signed in, and nothing else. `status` is 'checking' while a stored token
 * is verified at start (the start-up loader shows meanwhile). The token itself lives only in
 * `tokenStorage`; signing in and out writes it there. A stored token the server could not check
 * (no answer, or a failure of its own) still counts as signed in: `user` stays null until a check
 * succeeds (src/client/features/auth/restore-session.ts).
 */
export interface AuthState {
  status: 'checking' | 'signed-in' | 'signed-out';
  user: User | null;
  signIn(token: string, user: User): void;
  signOut(): void;
  /** The signed-in user's details as the server now has them (after a change of profile). */
  updateUser(user: User): void;
  /** The stored token stands while it cannot be checked: signed in, with no user details yet. */
  keepUnverified(): void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: tokenStorage.read() ? 'checking' : 'signed-out',
  user: null,
  signIn(token, user) {
    tokenStorage.write(token);
    set({ status: 'signed-in', user });
  },
  signOut() {
    tokenStorage.clear();
    set({ status: 'signed-out', user: null });
  },
  updateUser(user) {
    set((state) => (state.status === 'signed-in' ? { user } : {}));
  },
  keepUnverified() {
    set({ status: 'signed-in' });
  },
}));

export const isSignedIn = (state: AuthState) => state.status === 'signed-in';
