import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { LocaleProvider } from '#client/i18n/locale-provider.tsx';
import { createMemoryHistory } from '#client/lib/router/history.ts';
import { HistoryRouter } from '#client/lib/router/history-router.tsx';
import { useToastStore } from '#client/stores/toast-store.ts';
import { makeVideo, sampleUser } from '#client/testing/fixtures.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { ModerationItem } from '#shared/schemas/made-post.schema.ts';
import { ModerationSection } from './moderation-section.tsx';

const at = '2026-11-23T10:00:00.000Z';

function itemOf(id: string, overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    post: {
      _id: id,
      videoId: 'v1',
      video: makeVideo({ _id: 'v1', title: 'Paper crane', videoLink: 'v=crane123' }),
      maker: { displayName: `Maker ${id}`, handle: null },
      photos: [
        {
          _id: `ph-${id}`,
          width: 1600,
          height: 1200,
          placeholder: 'data:image/webp;base64,AAAA',
          variants: [
            { width: 320, height: 240, url: `/photos/ph-${id}-320` },
            { width: 640, height: 480, url: `/photos/ph-${id}-640` },
          ],
        },
      ],
      caption: `Caption of ${id}`,
      minutes: 30,
      felt: 'as_expected',
      substitutions: '',
      visibility: 'public',
      hidden: false,
      mine: false,
      createdAt: at,
      updatedAt: at,
    },
    reports: { total: 3, spam: 2, not_this_project: 0, inappropriate: 1, private_information: 0 },
    lastReportedAt: at,
    ...overrides,
  };
}

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

/** The server: each tab's first page, and whatever `answer` says for the rest. */
function stubServer(pages: Record<string, ModerationItem[]>, answer: Answer = () => undefined) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const given = answer(url, init);
    if (given) return given;
    const state = new URL(url, 'http://localhost').searchParams.get('state') ?? 'reported';
    return jsonResponse({ items: pages[state] ?? [], nextCursor: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection(path = '/curation/moderation') {
  startSignedIn('token-1', { ...sampleUser, role: 'curator' });
  const history = createMemoryHistory([path]);
  const view = renderWithProviders(
    <HistoryRouter history={history}>
      <ModerationSection />
    </HistoryRouter>,
  );
  return { ...view, history };
}

const posts = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(async () => {
  await activateLocale('en');
  vi.unstubAllGlobals();
  startSignedOut();
  useToastStore.setState({ msg: '' });
});

describe('ModerationSection', () => {
  it('lists the reported posts: photo, caption, maker, video, reports by reason and the latest date', async () => {
    const fetchMock = stubServer({ reported: [itemOf('p1')] });
    renderSection();
    const card = (await screen.findByRole('heading', { name: 'Post by Maker p1' })).closest('li');
    if (!card) throw new Error('no card');
    expect(screen.getByRole('tab', { name: 'Reported' })).toHaveAttribute('aria-selected', 'true');
    const photo = within(card).getByRole('img', { name: 'What Maker p1 made' });
    expect(photo).toHaveAttribute('src', '/photos/ph-p1-320');
    expect(photo.style.backgroundImage).toContain('data:image/webp;base64,AAAA');
    expect(card).toHaveTextContent('Caption of p1');
    expect(within(card).getByRole('link', { name: 'Paper crane' })).toHaveAttribute(
      'href',
      '/video/v=crane123',
    );
    expect(card).toHaveTextContent('3 reports: 2 spam, 1 inappropriate');
    expect(card).toHaveTextContent('Latest report: 23 Nov 2026');
    expect(within(card).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Dismiss reports' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/curation/moderation?state=reported');
  });

  it('hides a post: the POST, a toast, and the post leaves Reported', async () => {
    let hidden = false;
    const fetchMock = stubServer({ reported: [itemOf('p1'), itemOf('p2')] }, (url, init) => {
      if (init?.method === 'POST' && url.endsWith('/p1/hide')) {
        hidden = true;
        return jsonResponse({ item: itemOf('p1') });
      }
      if (url.includes('state=reported') && hidden) {
        return jsonResponse({ items: [itemOf('p2')], nextCursor: null });
      }
      return undefined;
    });
    const { user } = renderSection();
    const card = (await screen.findByRole('heading', { name: 'Post by Maker p1' })).closest('li');
    if (!card) throw new Error('no card');
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Hid the post by Maker p1'));
    await waitFor(() => expect(posts()).toEqual(['Post by Maker p2']));
    // Focus was on the Hide that left with the post: it moves to the tab's panel.
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/curation/moderation/p1/hide');
  });

  it('dismisses the reports of a post, which leaves the queue', async () => {
    const pages = { reported: [itemOf('p1')] };
    const fetchMock = stubServer(pages, (url, init) => {
      if (init?.method !== 'POST' || !url.endsWith('/p1/dismiss')) return undefined;
      pages.reported = [];
      return jsonResponse({ item: itemOf('p1') });
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() =>
      expect(useToastStore.getState().msg).toBe('Dismissed the reports on the post by Maker p1'),
    );
    await waitFor(() => expect(posts()).toEqual([]));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/moderation/p1/dismiss')),
    ).toBe(true);
  });

  it('opens Hidden from the address, offers Restore there, and restores', async () => {
    const hiddenItem = itemOf('p3', {
      post: { ...itemOf('p3').post, hidden: true },
      reports: { total: 1, spam: 0, not_this_project: 0, inappropriate: 0, private_information: 1 },
    });
    const fetchMock = stubServer({ hidden: [hiddenItem] }, (url, init) =>
      init?.method === 'POST' && url.endsWith('/p3/restore')
        ? jsonResponse({ item: hiddenItem })
        : undefined,
    );
    const { user } = renderSection('/curation/moderation?state=hidden');
    const card = (await screen.findByRole('heading', { name: 'Post by Maker p3' })).closest('li');
    if (!card) throw new Error('no card');
    expect(screen.getByRole('tab', { name: 'Hidden' })).toHaveAttribute('aria-selected', 'true');
    expect(card).toHaveTextContent('1 report: 1 private information');
    expect(within(card).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Restored the post by Maker p3'));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/curation/moderation?state=hidden'),
    ).toBe(true);
  });

  it('switches tabs by click and arrow key, keeping the tab in the address', async () => {
    stubServer({ reported: [itemOf('p1')], hidden: [] });
    const { user, history } = renderSection();
    await screen.findByRole('heading', { name: 'Post by Maker p1' });
    await user.click(screen.getByRole('tab', { name: 'Hidden' }));
    expect(history.location.search).toBe('?state=hidden');
    expect(await screen.findByText('No post is hidden.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reported' })).toHaveFocus();
    expect(history.location.search).toBe('');
  });

  it('says a refusal by its code text in a red toast, and reads the queue again', async () => {
    const fetchMock = stubServer({ reported: [itemOf('p1')] }, (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(
            { errors: ['This post is already hidden.'], codes: ['post_already_hidden'] },
            409,
          )
        : undefined,
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('This post is already hidden.'));
    expect(useToastStore.getState().bg).toBe('red');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').length).toBe(2),
    );
  });

  it('pages with Show more', async () => {
    const fetchMock = stubServer({}, (url) =>
      url.includes('cursor=c2')
        ? jsonResponse({ items: [itemOf('p2')], nextCursor: null })
        : jsonResponse({ items: [itemOf('p1')], nextCursor: 'c2' }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(posts()).toEqual(['Post by Maker p1', 'Post by Maker p2']));
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      '/api/curation/moderation?state=reported&cursor=c2',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says its tabs, reports by reason and actions in Arabic, with the dual of two', async () => {
    await speakInTest('ar');
    stubServer({
      reported: [
        itemOf('p1', {
          reports: {
            total: 2,
            spam: 1,
            not_this_project: 0,
            inappropriate: 1,
            private_information: 0,
          },
        }),
      ],
    });
    startSignedIn('token-1', { ...sampleUser, role: 'curator' });
    renderWithProviders(
      <LocaleProvider>
        <HistoryRouter history={createMemoryHistory(['/curation/moderation'])}>
          <ModerationSection />
        </HistoryRouter>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'منشور Maker p1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'المُبلَّغ عنها' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText(/^بلاغان: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إخفاء' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تجاهل البلاغات' })).toBeInTheDocument();
  });
});
