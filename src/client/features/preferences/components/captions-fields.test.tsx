import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { CAPTIONS_STORAGE_KEY, useStoredCaptions } from '../captions-storage.ts';
import { CaptionsFields } from './captions-fields.tsx';

const preferences = (showCaptions: boolean, captionsLanguage: string | null) => ({
  preferences: { language: null, showCaptions, captionsLanguage, autoplay: true },
});

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
  localStorage.clear();
  useStoredCaptions.setState({ showCaptions: false, captionsLanguage: null });
});

describe('CaptionsFields', () => {
  it("shows a signed-in user's account settings, and a click checks the box at once", async () => {
    startSignedIn();
    const server = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse(preferences(true, 'fr'))
        : jsonResponse(preferences(false, 'fr')),
    );
    vi.stubGlobal('fetch', server);
    renderWithProviders(<CaptionsFields place="settings" />);

    // The account's captions language is copied into this browser's settings once it answers.
    await waitFor(() =>
      expect(screen.getByLabelText('Captions language', { selector: 'select' })).toHaveValue('fr'),
    );
    const box = screen.getByRole('checkbox', { name: 'Show captions' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    // Checked in the render of the click itself, before the account has answered the change.
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(server).toHaveBeenCalledWith(
        '/api/user/preferences',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ showCaptions: true }) }),
      ),
    );
    expect(box).toBeChecked();
  });

  it("keeps a visitor's settings in this browser, and sends nothing", () => {
    const server = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', server);
    renderWithProviders(<CaptionsFields place="menu" />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show captions' }));
    fireEvent.change(screen.getByLabelText('Captions language', { selector: 'select' }), {
      target: { value: 'es' },
    });
    expect(JSON.parse(localStorage.getItem(CAPTIONS_STORAGE_KEY) ?? 'null')).toEqual({
      showCaptions: true,
      captionsLanguage: 'es',
    });
    expect(server).not.toHaveBeenCalled();
  });
});
