import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { Note } from '#shared/schemas/note.schema.ts';
import { NotesPanel } from './notes-panel.tsx';

const note: Note = {
  _id: '01note',
  videoId: 'v1',
  seconds: 85,
  body: 'Cast on loosely',
  createdAt: '2026-11-23T08:40:00.000Z',
  updatedAt: '2026-11-23T08:40:00.000Z',
};

const player = { currentTime: () => 0, seek: () => {} };

afterEach(async () => {
  vi.unstubAllGlobals();
  startSignedOut();
  await activateLocale('en');
});

describe('NotesPanel in Hindi', () => {
  it("names the panel, its notes' moments and actions in Hindi, and keeps the note's words", async () => {
    await speakInTest('hi');
    startSignedIn('token-1');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ notes: [note] })),
    );
    renderWithProviders(<NotesPanel videoId="v1" player={player} />);

    expect(screen.getByRole('region', { name: 'नोट' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1:25 से चलाएँ' })).toBeInTheDocument();
    expect(screen.getByText('Cast on loosely')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1:25 वाला नोट बदलें' })).toHaveTextContent('बदलें');
    expect(screen.getByRole('button', { name: '1:25 वाला नोट हटाएँ' })).toHaveTextContent('हटाएँ');
    expect(screen.getByRole('button', { name: 'नोट जोड़ें' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, in Hindi', async () => {
    await speakInTest('hi');
    startSignedOut();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<NotesPanel videoId="v1" player={player} />);
    expect(
      screen.getByRole('link', { name: 'इस वीडियो पर नोट रखने के लिए साइन इन करें' }),
    ).toHaveAttribute('href', '/login');
  });
});
