import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { AUTOPLAY_STORAGE_KEY, useStoredAutoplay } from '../autoplay-storage.ts';
import { AutoplayField } from './autoplay-field.tsx';

const preferences = (autoplay: boolean) => ({
  preferences: { language: null, showCaptions: false, captionsLanguage: null, autoplay },
});

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
  localStorage.clear();
  useStoredAutoplay.setState({ autoplay: true });
});

describe('AutoplayField', () => {
  it('is on by default', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<AutoplayField place="settings" />);
    expect(screen.getByRole('checkbox', { name: 'Autoplay next video' })).toBeChecked();
  });

  it("shows a signed-in user's account setting, and saves a change on the account", async () => {
    startSignedIn();
    const server = vi.fn<typeof fetch>(async (_url, init) =>
      jsonResponse(preferences(init?.method === 'PATCH')),
    );
    vi.stubGlobal('fetch', server);
    renderWithProviders(<AutoplayField place="up-next" />);
    const toggle = screen.getByRole('switch', { name: 'Autoplay' });
    // The account has it off: copied into this browser once it answers.
    await waitFor(() => expect(toggle).not.toBeChecked());
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(server).toHaveBeenCalledWith(
        '/api/user/preferences',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ autoplay: true }) }),
      ),
    );
  });

  it("keeps a visitor's setting in this browser, shared by every place that shows it", () => {
    const server = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', server);
    renderWithProviders(
      <>
        <AutoplayField place="menu" />
        <AutoplayField place="up-next" />
      </>,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Autoplay' }));
    expect(screen.getByRole('checkbox', { name: 'Autoplay next video' })).not.toBeChecked();
    expect(localStorage.getItem(AUTOPLAY_STORAGE_KEY)).toBe('off');
    expect(server).not.toHaveBeenCalled();
  });
});
