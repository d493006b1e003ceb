import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#client/stores/toast-store.ts';
import { startSignedIn } from '#client/testing/session.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { VideosSection } from './videos-section.tsx';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const listed: Video = {
  _id: 'v1',
  title: 'Paper crane',
  videoLink: 'dQw4w9WgXcQ',
  gif: '',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  views: '12K',
  viewCount: 12_000,
  created: '3 years ago',
  publishedAt: '2021-05-04T10:00:00.000Z',
  creator: 'Folds',
  description: '',
  categoryName: 'Origami',
  difficulty: 'beginner',
  projectMinutes: 20,
  materials: [],
  retired: true,
};

/** The server: the categories, one retired video, and POST answering with `onAdd`'s reply. */
function stubServer(onAdd: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return onAdd(JSON.parse(String(init.body)));
    if (url.startsWith('/api/categories')) {
      return json({
        categories: [{ _id: 'c1', categoryName: 'Origami', label: 'Origami', description: '' }],
      });
    }
    return json({ videos: [listed], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function setup(onAdd: (body: Record<string, unknown>) => Response) {
  startSignedIn('token-1');
  const fetchMock = stubServer(onAdd);
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <VideosSection />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Add a video' }));
  await screen.findByRole('option', { name: 'Origami' });
  const fill = async () => {
    await user.type(screen.getByLabelText('YouTube address or id'), 'youtu.be/abcdefghijk?t=3');
    await user.type(screen.getByLabelText('Title'), 'Felt fox');
    await user.type(screen.getByLabelText('Creator'), 'Nell');
    await user.selectOptions(screen.getByLabelText('Category'), 'Origami');
  };
  return { user, fetchMock, fill };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('VideosSection', () => {
  it('lists videos with their facts and a Retired badge, and offers Restore for a retired one', async () => {
    await setup(() => json({}, 500));
    const row = (await screen.findByRole('heading', { name: /Paper crane/ })).closest('li');
    expect(row).toHaveTextContent('Folds · Origami · Published May 4, 2021 · 12K views');
    expect(row).toHaveTextContent('Retired');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('shows the id a pasted address names, and checks the form before sending', async () => {
    const { user, fetchMock } = await setup(() => json({}, 500));
    await user.type(screen.getByLabelText('YouTube address or id'), 'https://youtu.be/abcdefghijk');
    expect(screen.getByText('abcdefghijk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('title must not be empty');
    expect(title).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says a duplicate is already in the catalogue, with a link to edit it', async () => {
    const { user, fill } = await setup(() =>
      json({ errors: ['That video is already in the catalogue.'], videoId: 'v9' }, 409),
    );
    await fill();
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That video is already in the catalogue');
    expect(screen.getByRole('link', { name: 'Edit it' })).toHaveAttribute(
      'href',
      '/curation/videos?edit=v9',
    );
  });

  it('shows a server refusal by its field, opening More details when it is one of those', async () => {
    const { user, fill } = await setup(() =>
      json({ errors: ['publishedAt must be between 2005 and today'] }, 400),
    );
    await fill();
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    const date = await screen.findByLabelText('Published on');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription('publishedAt must be between 2005 and today'),
    );
    expect(date.closest('details')).toHaveAttribute('open');
  });

  it('adds the video: the body as the form says, a toast, a cleared form and a fresh list', async () => {
    const { user, fetchMock, fill } = await setup(() => json({ video: listed }, 201));
    await fill();
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Video added'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      url: 'youtu.be/abcdefghijk?t=3',
      title: 'Felt fox',
      creator: 'Nell',
      category: 'Origami',
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    const lists = fetchMock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/curation/videos?'),
    );
    expect(lists.length).toBe(2);
  });

  it('finds videos by title or creator, keeping the words in the address', async () => {
    const { user, fetchMock } = await setup(() => json({}, 500));
    await user.type(
      screen.getByRole('searchbox', { name: 'Title or creator contains' }),
      ' Quilt ',
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('Quilt');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).endsWith('status=all&q=Quilt')),
      ).toBe(true),
    );
  });
});
