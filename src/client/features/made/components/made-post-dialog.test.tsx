import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { MADE_PHOTO_MAX_BYTES } from '#shared/made-post-bounds.ts';
import type { MadePhoto, MadePostWithVideo } from '#shared/schemas/made-post.schema.ts';
import { MadePostDialog } from './made-post-dialog.tsx';

function photoOf(id: string): MadePhoto {
  return {
    _id: id,
    width: 1280,
    height: 960,
    placeholder: 'data:image/webp;base64,AAAA',
    variants: [320, 640, 1280].map((width) => ({
      width,
      height: (width * 3) / 4,
      url: `/photos/${id}-${width}`,
    })),
  };
}

/**
 * A stand-in for XMLHttpRequest (jsdom's would go to the network): each request made is kept,
 * and the test drives its upload's progress and its answer.
 */
class FakeXhr {
  static made: FakeXhr[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

function fileNamed(name: string, type = 'image/jpeg') {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });
}

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  startSignedIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  startSignedOut();
});

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<MadePostDialog open onClose={onClose} videoId="v1" />);
  return { ...view, onClose };
}

describe('MadePostDialog', () => {
  it('uploads each photo at once, its progress bar named by its file, then shows it', async () => {
    const { user } = renderDialog();
    await user.upload(screen.getByLabelText('Add photos'), [fileNamed('bench.jpg')]);

    const xhr = FakeXhr.made[0];
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/user/photos');
    expect(xhr?.headers.authorization).toBe('token-1');
    expect(xhr?.body).toBeInstanceOf(File);
    const bar = screen.getByRole('progressbar', { name: 'bench.jpg' });
    expect(bar).toHaveAttribute('value', '0');

    xhr?.progress(50, 100);
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));

    xhr?.answer(201, { photo: photoOf('p1') });
    const thumb = await screen.findByRole('img', { name: 'bench.jpg' });
    expect(thumb).toHaveAttribute('src', '/photos/p1-320');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a refusal beside its photo, in the words for its code, and lets it be removed', async () => {
    const { user } = renderDialog();
    await user.upload(screen.getByLabelText('Add photos'), [
      fileNamed('fine.png', 'image/png'),
      fileNamed('broken.jpg'),
    ]);
    const [fine, refused] = FakeXhr.made;
    fine?.answer(201, { photo: photoOf('p1') });
    refused?.answer(422, {
      errors: ['This photo could not be read: the file may be damaged or incomplete.'],
      codes: ['photo_unreadable'],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'broken.jpg: This photo could not be read: the file may be damaged or incomplete.',
    );
    const item = alert.closest('li');
    if (!item) throw new Error('the refusal is not in its photo’s item');
    await user.click(within(item).getByRole('button', { name: 'Remove broken.jpg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'fine.png' })).toBeInTheDocument();
  });

  it('refuses a file past 15 MB without sending it', async () => {
    const { user } = renderDialog();
    const huge = new File([new Uint8Array(MADE_PHOTO_MAX_BYTES + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Add photos'), [huge]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.jpg: A photo must be at most 15 MB.',
    );
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('says what is missing instead of posting', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Minutes'), '0');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(screen.getByText('Add at least one photo.')).toBeInTheDocument();
    expect(
      screen.getByText('Give the time in whole minutes, from 1 minute to 7 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose how it felt.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How did it feel?' })).toHaveAccessibleDescription(
      'Choose how it felt.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the photos still uploading', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderDialog();
    await user.upload(screen.getByLabelText('Add photos'), [fileNamed('slow.jpg')]);
    await user.type(screen.getByLabelText('Minutes'), '20');
    await user.click(screen.getByRole('radio', { name: 'As expected' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(
      screen.getByText('Wait for every photo to upload, or remove the ones refused.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the photos and the fields, the time in minutes and the text trimmed', async () => {
    const post: MadePostWithVideo = {
      _id: 'm1',
      videoId: 'v1',
      maker: { displayName: 'Guest Crafter', handle: null },
      photos: [photoOf('p1'), photoOf('p2')],
      caption: 'My bench',
      minutes: 95,
      felt: 'harder',
      substitutions: '',
      visibility: 'public',
      hidden: false,
      mine: true,
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
      video: makeVideo(),
    };
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ post }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onClose } = renderDialog();
    await user.upload(screen.getByLabelText('Add photos'), [
      fileNamed('one.jpg'),
      fileNamed('two.jpg'),
    ]);
    FakeXhr.made[0]?.answer(201, { photo: photoOf('p1') });
    FakeXhr.made[1]?.answer(201, { photo: photoOf('p2') });
    await screen.findByRole('img', { name: 'two.jpg' });

    const caption = screen.getByLabelText('Caption');
    await user.type(caption, '  My bench ');
    expect(screen.getByText('11 of 500 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Hours'), '1');
    await user.type(screen.getByLabelText('Minutes'), '35');
    await user.click(screen.getByRole('radio', { name: 'Harder than expected' }));
    await user.click(screen.getByRole('radio', { name: /^Public/ }));
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/made');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      videoId: 'v1',
      photoIds: ['p1', 'p2'],
      caption: 'My bench',
      minutes: 95,
      felt: 'harder',
      substitutions: '',
      visibility: 'public',
    });
  });
});
