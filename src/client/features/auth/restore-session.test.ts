import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { sampleUser } from '#client/testing/fixtures.ts';
import { jsonResponse } from '#client/testing/render-with-providers.tsx';
import { startSignedOut } from '#client/testing/session.ts';
import { restoreSession } from './restore-session.ts';

/** A page load with `token` stored: the store checks it, as at start. */
function loadWithStoredToken(token = 'stored-token') {
  localStorage.setItem('token', token);
  useAuthStore.setState({ status: 'checking', user: null });
}

/**
 * Lets a check's promises settle without moving the fake clock (vi.waitFor would move it: it
 * advances fake timers between its tries).
 */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await vi.advanceTimersByTimeAsync(0);
}

const unauthorized = () =>
  jsonResponse({ errors: ['The token is invalid. Unauthorized access error.'] }, 401);

describe('restoreSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The failures are only logged.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    startSignedOut();
  });

  it('keeps the token through failures, checking again after 2 s, then 4 s, until it is answered', async () => {
    loadWithStoredToken();
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(jsonResponse({ errors: ['Service Unavailable'] }, 503)),
      () => Promise.resolve(jsonResponse({ user: sampleUser })),
    ];
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      const answer = answers.shift();
      if (!answer) throw new Error('checked once too often');
      return answer();
    });
    vi.stubGlobal('fetch', fetch);

    const restored = restoreSession();
    await settle();
    expect(useAuthStore.getState().status).toBe('signed-in');
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('token')).toBe('stored-token');

    await vi.advanceTimersByTimeAsync(3_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await restored;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', user: sampleUser });
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('checks again at once when the browser comes back online or the window gets the focus', async () => {
    loadWithStoredToken();
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);

    void restoreSession();
    await settle();
    expect(useAuthStore.getState().status).toBe('signed-in');
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);

    fetch.mockImplementation(() => Promise.resolve(unauthorized()));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(useAuthStore.getState().status).toBe('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('drops the token only when the server says it is no good (401)', async () => {
    loadWithStoredToken();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>(() => Promise.resolve(unauthorized())),
    );

    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stops checking once the user has logged out meanwhile', async () => {
    loadWithStoredToken();
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);

    const restored = restoreSession();
    await settle();
    expect(useAuthStore.getState().status).toBe('signed-in');
    useAuthStore.getState().signOut();
    await vi.advanceTimersByTimeAsync(2_000);
    await restored;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().status).toBe('signed-out');
  });
});
