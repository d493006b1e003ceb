import { screen, waitFor } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn } from '#client/testing/session.ts';
import type { LibraryImport } from '#shared/schemas/library.schema.ts';
import { LibrarySettings } from './library-settings.tsx';

const file = {
  format: 'craftreel-library',
  version: 1,
  exportedAt: '2026-11-23T08:40:00.000Z',
  likes: [{ videoId: 'v1', addedAt: '2026-11-22T08:00:00.000Z' }],
  watchLater: [],
  history: [],
  playlists: [],
};
const none = { added: 0, duplicates: 0, unknown: 0 };
const imported: LibraryImport = {
  likes: { added: 1, duplicates: 0, unknown: 0 },
  watchLater: none,
  history: none,
  playlists: [],
  unknownVideoIds: [],
};

function setup() {
  startSignedIn('token-1');
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ imported }));
  vi.stubGlobal('fetch', fetchMock);
  const onImported = vi.fn();
  const view = renderWithProviders(<LibrarySettings onImported={onImported} />);
  const input = screen.getByLabelText('Library file to import');
  return { ...view, fetchMock, onImported, input };
}

afterEach(() => vi.unstubAllGlobals());

describe('LibrarySettings', () => {
  it('imports a chosen file with the token, shows what was added and refreshes the lists', async () => {
    const { user, input, fetchMock, onImported } = setup();
    await user.upload(
      input as HTMLInputElement,
      new File([JSON.stringify(file)], 'lib.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Added 1 liked video.')).toHaveAttribute('role', 'status');
    expect(onImported).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/library');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('token-1');
    expect(JSON.parse(String(init?.body))).toEqual(file);
  });

  it('says what an export left out when the library is bigger than one file holds', async () => {
    const { user, fetchMock } = setup();
    const zip = zipSync({
      'library.json': strToU8(JSON.stringify({ ...file, leftOut: { history: 12, posts: 2 } })),
    });
    fetchMock.mockImplementation(async () => new Response(zip, { status: 200 }));
    // The download itself is the browser's: only its start is stubbed here.
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    await user.click(screen.getByRole('button', { name: 'Export library' }));
    expect(
      await screen.findByText(
        'Your library is bigger than one file holds, so the oldest were left out: 12 history entries, 2 Made it posts.',
      ),
    ).toHaveAttribute('role', 'status');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/library.zip');
    expect(new Headers(init?.headers).get('authorization')).toBe('token-1');
  });

  it('sends a chosen zip as it is, and says how many Made it posts it added', async () => {
    const { user, input, fetchMock, onImported } = setup();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ imported: { ...imported, posts: { added: 2, duplicates: 1, unknown: 0 } } }),
    );
    const zip = zipSync({ 'library.json': strToU8(JSON.stringify(file)) });
    await user.upload(
      input as HTMLInputElement,
      new File([zip], 'craftreel-library.zip', { type: 'application/zip' }),
    );
    expect(
      await screen.findByText('Added 1 liked video, 2 Made it posts; skipped 1 already there.'),
    ).toHaveAttribute('role', 'status');
    expect(onImported).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/library.zip');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/zip');
    expect(new Headers(init?.headers).get('authorization')).toBe('token-1');
    expect(init?.body).toBeInstanceOf(Blob);
  });

  it('names a bad file and sends nothing', async () => {
    const { user, input, fetchMock, onImported } = setup();
    await user.upload(
      input as HTMLInputElement,
      new File(['not json'], 'lib.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a CraftReel library file: it is not JSON.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses the file', async () => {
    const { user, input, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ errors: ['The library file is larger than 4 MB.'] }, 413),
    );
    await user.upload(
      input as HTMLInputElement,
      new File([JSON.stringify(file)], 'lib.json', { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not import the file. The library file is larger than 4 MB.',
      ),
    );
  });

  it('opens the file picker from its labelled button', async () => {
    const { user, input } = setup();
    const click = vi.spyOn(input as HTMLInputElement, 'click');
    await user.click(screen.getByRole('button', { name: 'Import a library file' }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', 'application/zip,.zip,application/json,.json');
  });
});
