import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { RelatedVideo } from '#shared/schemas/related.schema.ts';
import { UpNext } from './up-next.tsx';

const related: RelatedVideo[] = [
  {
    video: makeVideo({ _id: 'a', videoLink: 'v=a', title: 'Cardboard basket', creator: 'Mia' }),
    reason: { kind: 'material', material: 'Corrugated cardboard' },
    watched: false,
  },
  {
    video: makeVideo({ _id: 'b', videoLink: 'v=b', title: 'Paper lamp', creator: 'Ravi' }),
    reason: { kind: 'category' },
    watched: false,
  },
  {
    video: makeVideo({ _id: 'c', videoLink: 'v=c', title: 'Tin robot', creator: 'Lea' }),
    reason: { kind: 'difficulty' },
    watched: false,
  },
  {
    video: makeVideo({ _id: 'd', videoLink: 'v=d', title: 'Bottle vase', creator: 'Sam' }),
    reason: { kind: 'category' },
    watched: true,
  },
];

function answer(items: RelatedVideo[] = related) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ related: items }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Each item's title, creator and reason, in order. */
function itemTexts(): string[][] {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('h3, p')].map((element) => element.textContent ?? ''));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  startSignedOut();
  await activateLocale('en');
});

describe('UpNext', () => {
  it('lists the related videos with their reasons in words, watched ones said so', async () => {
    startSignedOut();
    const fetchMock = answer();
    renderWithProviders(<UpNext videoId="v=abc" />);

    expect(screen.getByRole('region', { name: 'Up next' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Up next' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading videos to watch next…');
    await screen.findByRole('link', { name: 'Cardboard basket' });
    expect(itemTexts()).toEqual([
      ['Cardboard basket', 'Mia', 'Also uses corrugated cardboard'],
      ['Paper lamp', 'Ravi', 'Same category'],
      ['Tin robot', 'Lea', 'Similar difficulty'],
      ['Bottle vase', 'Sam', 'Watched'],
    ]);
    expect(screen.getByRole('link', { name: 'Paper lamp' })).toHaveAttribute('href', '/video/v=b');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/video/v%3Dabc/related');
    // Only a signed-in user has watched videos to hide.
    expect(screen.queryByRole('checkbox', { name: 'Hide watched' })).not.toBeInTheDocument();
  });

  it('calls onOpenVideo with the video opened, as cards do', async () => {
    answer();
    const onOpenVideo = vi.fn();
    const { user } = renderWithProviders(<UpNext videoId="v=abc" onOpenVideo={onOpenVideo} />);
    await user.click(await screen.findByRole('link', { name: 'Tin robot' }));
    expect(onOpenVideo).toHaveBeenCalledWith(related[2]?.video);
  });

  it('asks again without the watched videos when a signed-in user hides them', async () => {
    startSignedIn('token-1');
    const fetchMock = answer();
    const { user } = renderWithProviders(<UpNext videoId="v=abc" />);
    await screen.findByRole('link', { name: 'Bottle vase' });
    fetchMock.mockImplementation(async () => jsonResponse({ related: related.slice(0, 3) }));
    await user.click(screen.getByRole('checkbox', { name: 'Hide watched' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Bottle vase' })).not.toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/video/v%3Dabc/related?hideWatched=1');
  });

  it('tells autoplay the first video shown, after Hide watched, and draws its control', async () => {
    startSignedIn('token-1');
    const watchedFirst: RelatedVideo[] = [
      { ...related[3], watched: true } as RelatedVideo,
      ...related.slice(0, 3),
    ];
    const fetchMock = answer(watchedFirst);
    const onFirstVideo = vi.fn();
    const { user } = renderWithProviders(
      <UpNext
        videoId="v=abc"
        onFirstVideo={onFirstVideo}
        control={<button type="button">Autoplay control</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Autoplay control' })).toBeInTheDocument();
    expect(onFirstVideo).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(onFirstVideo).toHaveBeenLastCalledWith(related[3]?.video));
    fetchMock.mockImplementation(async () => jsonResponse({ related: related.slice(0, 3) }));
    await user.click(screen.getByRole('checkbox', { name: 'Hide watched' }));
    await waitFor(() => expect(onFirstVideo).toHaveBeenLastCalledWith(related[0]?.video));
  });

  it('says when nothing could be loaded, with Try again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ errors: ['Down'] }, 503));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<UpNext videoId="v=abc" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Videos to watch next could not be loaded.',
    );
    fetchMock.mockImplementation(async () => jsonResponse({ related }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Paper lamp' })).toBeInTheDocument();
  });

  it('says the reasons in French', async () => {
    await speakInTest('fr');
    startSignedIn('token-1');
    answer();
    renderWithProviders(<UpNext videoId="v=abc" />);
    expect(screen.getByRole('region', { name: 'À suivre' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Cardboard basket' });
    // The videos' own words stay as they are; the interface's are French.
    expect(itemTexts().map((texts) => texts[2])).toEqual([
      'Utilise aussi : corrugated cardboard',
      'Même catégorie',
      'Difficulté similaire',
      'Regardé',
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'Masquer les vidéos regardées' }),
    ).toBeInTheDocument();
  });
});
