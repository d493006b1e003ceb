import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { NOTE_BODY_MAX } from '#shared/note-bounds.ts';
import type { Note } from '#shared/schemas/note.schema.ts';
import { COUNT_SHOWN_FROM } from './note-form.tsx';
import { NotesPanel } from './notes-panel.tsx';

const note = (overrides: Partial<Note>): Note => ({
  _id: '01note',
  videoId: 'v1',
  seconds: 0,
  body: 'A note',
  createdAt: '2026-11-23T08:40:00.000Z',
  updatedAt: '2026-11-23T08:40:00.000Z',
  ...overrides,
});

/**
 * The panel over a stand-in server holding `notes` (of video v1): GET lists them in time order,
 * POST and PATCH answer the note written, DELETE answers an undo token.
 */
function setup(initial: Note[] = [], playerTime = 0, { failedReads = 0 } = {}) {
  startSignedIn('token-1');
  let notes = [...initial];
  let readsToFail = failedReads;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/user/notes?videoId=v1') {
      if (readsToFail > 0) {
        readsToFail -= 1;
        return jsonResponse({ errors: ['down'] }, 503);
      }
      return jsonResponse({ notes: [...notes].sort((a, b) => a.seconds - b.seconds) });
    }
    if (method === 'POST' && url === '/api/user/notes') {
      const body = JSON.parse(String(init?.body)) as Pick<Note, 'seconds' | 'body'>;
      const written = note({ _id: `01new${notes.length}`, ...body });
      notes.push(written);
      return jsonResponse({ note: written }, 201);
    }
    const id = url.split('/').at(-1) ?? '';
    if (method === 'PATCH') {
      const change = JSON.parse(String(init?.body)) as Pick<Note, 'body'>;
      notes = notes.map((kept) => (kept._id === id ? { ...kept, ...change } : kept));
      return jsonResponse({ note: notes.find((kept) => kept._id === id) });
    }
    if (method === 'DELETE') {
      const gone = notes.find((kept) => kept._id === id);
      notes = notes.filter((kept) => kept._id !== id);
      return jsonResponse({ note: gone, undo: 'undo-token' });
    }
    return jsonResponse({ errors: ['unexpected'] }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  const player = { currentTime: vi.fn(() => playerTime), seek: vi.fn() };
  const view = renderWithProviders(<NotesPanel videoId="v1" player={player} />);
  return { ...view, fetchMock, player };
}

const callsOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

afterEach(() => vi.unstubAllGlobals());

describe('NotesPanel', () => {
  it('asks visitors to sign in, and asks the server nothing', () => {
    startSignedOut();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <NotesPanel videoId="v1" player={{ currentTime: () => 0, seek: () => {} }} />,
    );
    expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sign in to keep notes on this video' }),
    ).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the user's notes in time order, each time a button that seeks there", async () => {
    const { user, player } = setup([
      note({ _id: '01b', seconds: 85, body: 'Cut the frame' }),
      note({ _id: '01a', seconds: 7, body: 'Gather the card' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your notes, in time order' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('0:07Gather the card'),
      expect.stringContaining('1:25Cut the frame'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Play from 1:25' }));
    expect(player.seek).toHaveBeenCalledWith(85);
  });

  it('shows a note as text: markup stays visible, line breaks are kept', async () => {
    setup([note({ body: '<b>html</b>\nsecond line' })]);
    const body = await screen.findByText(/<b>html<\/b>/);
    expect(body.querySelector('b')).toBeNull();
    expect(body.textContent).toBe('<b>html</b>\nsecond line');
  });

  it('says when there are no notes yet', async () => {
    setup();
    expect(await screen.findByText(/No notes yet/)).toBeInTheDocument();
  });

  it("stamps a new note with the player's time as writing starts, and saves it trimmed", async () => {
    const { user, fetchMock, player } = setup([], 85.6);
    await screen.findByText(/No notes yet/);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const field = screen.getByRole('textbox', { name: 'Note at 1:25' });
    expect(field).toHaveFocus();
    // The player moves on while the user writes: the note keeps the moment it was started at.
    player.currentTime.mockReturnValue(120);
    await user.type(field, '  Cut along the line  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Play from 1:25' })).toBeInTheDocument();
    expect(screen.getByText('Cut along the line')).toBeInTheDocument();
    const [post] = callsOf(fetchMock, 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      videoId: 'v1',
      seconds: 85,
      body: 'Cut along the line',
    });
    expect(new Headers(post?.[1]?.headers).get('authorization')).toBe('token-1');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('cannot save an empty note, and Cancel drops the draft', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText(/No notes yet/);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note at 0:00' }), '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(callsOf(fetchMock, 'POST')).toHaveLength(0);
  });

  it('keeps keys typed in a note from the page, and saves with Ctrl+Enter', async () => {
    const { user, fetchMock } = setup();
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    try {
      await screen.findByText(/No notes yet/);
      await user.click(screen.getByRole('button', { name: 'Add a note' }));
      const field = screen.getByRole('textbox', { name: 'Note at 0:00' });
      await user.type(field, 'k j l ?');
      expect(pageKeys).not.toHaveBeenCalled();
      await user.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(callsOf(fetchMock, 'POST')).toHaveLength(1));
    } finally {
      document.removeEventListener('keydown', pageKeys);
    }
  });

  it(`counts the characters near the bound of ${NOTE_BODY_MAX}`, async () => {
    const { user } = setup();
    await screen.findByText(/No notes yet/);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const field = screen.getByRole('textbox', { name: 'Note at 0:00' });
    fireEvent.change(field, { target: { value: 'a'.repeat(COUNT_SHOWN_FROM - 1) } });
    expect(screen.queryByText(/characters/)).toBeNull();
    fireEvent.change(field, { target: { value: 'a'.repeat(COUNT_SHOWN_FROM) } });
    expect(field).toHaveAccessibleDescription(
      `${COUNT_SHOWN_FROM.toLocaleString('en')} of 2,000 characters`,
    );
    expect(field).toHaveAttribute('maxlength', String(NOTE_BODY_MAX));
    await user.type(field, 'x');
    expect(screen.getByText(/characters/)).toHaveTextContent(
      `${(COUNT_SHOWN_FROM + 1).toLocaleString('en')} of 2,000 characters`,
    );
  });

  it('edits a note in place', async () => {
    const { user, fetchMock } = setup([note({ _id: '01a', seconds: 85, body: 'Old text' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit note at 1:25' }));
    const field = screen.getByRole('textbox', { name: 'Edit note at 1:25' });
    expect(field).toHaveValue('Old text');
    await user.clear(field);
    await user.type(field, 'New text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New text')).toBeInTheDocument();
    const [patch] = callsOf(fetchMock, 'PATCH');
    expect(patch?.[0]).toBe('/api/user/notes/01a');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ body: 'New text' });
  });

  it('deletes a note, offering Undo', async () => {
    const { user, fetchMock } = setup([note({ _id: '01a', seconds: 85, body: 'Doomed' })]);
    await user.click(await screen.findByRole('button', { name: 'Delete note at 1:25' }));
    await waitFor(() => expect(screen.queryByText('Doomed')).toBeNull());
    expect(screen.getByText('Note deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/user/notes/01a');
  });

  it('says when the notes could not be loaded, and tries again', async () => {
    const { user } = setup([], 0, { failedReads: 1 });
    expect(await screen.findByText('Your notes could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No notes yet/)).toBeInTheDocument();
  });

  it("shows the server's words when a video already holds as many notes as it can", async () => {
    const { user, fetchMock } = setup();
    await screen.findByText(/No notes yet/);
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ errors: ['You can keep at most 500 notes on one video.'] }, 422),
    );
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note at 0:00' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You can keep at most 500 notes on one video.'),
    ).toBeInTheDocument();
    // The draft stays, to be kept elsewhere.
    expect(screen.getByRole('textbox', { name: 'Note at 0:00' })).toHaveValue('One more');
  });
});
