import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '#client/testing/fixtures.ts';
import { isSignedIn, LOGOUT_LOADING_MS, useAuthStore } from './auth-store.ts';

const user = sampleUser;

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signed-out', user: null, authToken: '', isLoading: false });
  });
  afterEach(() => vi.useRealTimers());

  it('signIn keeps the token in localStorage under "token" and clears the loading flag', () => {
    useAuthStore.getState().setLoading(true);
    useAuthStore.getState().signIn('tok-123', user);
    expect(localStorage.getItem('token')).toBe('tok-123');
    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      status: 'signed-in',
      user,
      authToken: 'tok-123',
      isLoading: false,
    });
    expect(isSignedIn(state)).toBe(true);
  });

  it('signOut clears the stored token and auth, and the loading flag after 1000 ms', () => {
    vi.useFakeTimers();
    useAuthStore.getState().signIn('tok-123', user);
    useAuthStore.getState().signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      authToken: '',
      isLoading: true,
    });
    expect(LOGOUT_LOADING_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(useAuthStore.getState().isLoading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useAuthStore.getState().isLoading).toBe(false);
  });
});
