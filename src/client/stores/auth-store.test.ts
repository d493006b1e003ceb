import { beforeEach, describe, expect, it } from 'vitest';
import { sampleUser } from '#client/testing/fixtures.ts';
import { isSignedIn, useAuthStore } from './auth-store.ts';

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ status: 'signed-out', user: null });
  });

  it('signIn keeps the token in localStorage under "token" and holds only the session', () => {
    useAuthStore.getState().signIn('tok-123', sampleUser);

    expect(localStorage.getItem('token')).toBe('tok-123');
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ status: 'signed-in', user: sampleUser });
    // The token is read from storage, never copied into the store.
    expect(Object.values(state)).not.toContain('tok-123');
    expect(isSignedIn(state)).toBe(true);
  });

  it('signOut clears the stored token and the session', () => {
    useAuthStore.getState().signIn('tok-123', sampleUser);
    useAuthStore.getState().signOut();

    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });
});
