import { useAuthStore } from '#client/stores/auth-store.ts';
import type { User } from '#shared/schemas/user.schema.ts';
import { sampleUser } from './fixtures.ts';

/** Starts a component test signed in, as the app would be after a login: token and session. */
export function startSignedIn(token = 'token-1', user: User = sampleUser): void {
  useAuthStore.getState().signIn(token, user);
}

/** Starts (or ends) a component test signed out: no stored token, no session. */
export function startSignedOut(): void {
  useAuthStore.getState().signOut();
}
