import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { PlaylistPane } from './playlist-pane.tsx';

/** The pane over a stand-in server whose playlist "Rainy" holds `count` videos. */
function renderPane(count: number) {
  startSignedIn();
  const videos = Array.from({ length: count }, (_, index) =>
    makeVideo({ _id: `v${index}`, title: `Video ${index}`, videoLink: `link-${index}` }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      jsonResponse({
        playlist: { _id: 'p1', title: 'Rainy', videos },
        nextCursor: null,
        total: count,
      }),
    ),
  );
  renderWithProviders(<PlaylistPane playlistId="p1" />);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  startSignedOut();
  await activateLocale('en');
});

describe('PlaylistPane in Arabic', () => {
  it('says its count with Arabic plural forms, and names its actions in Arabic', async () => {
    await speakInTest('ar');
    renderPane(2);
    // Two is Arabic's dual, a form of its own.
    expect(await screen.findByText('فيديوهان')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تشغيل الكل' })).toBeInTheDocument();
    // The playlist's title is the user's own words, kept as written.
    expect(screen.getByRole('button', { name: 'تعديل تفاصيل Rainy' })).toHaveTextContent(
      'تعديل التفاصيل',
    );
  });

  it('counts three to ten with the "few" form', async () => {
    await speakInTest('ar');
    renderPane(3);
    expect(await screen.findByText('3 فيديوهات')).toBeInTheDocument();
  });

  it('tells of an empty playlist in Arabic', async () => {
    await speakInTest('ar');
    renderPane(0);
    expect(await screen.findByText('لا فيديوهات')).toBeInTheDocument();
    expect(screen.getByText('لا توجد فيديوهات في قائمة التشغيل هذه بعد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح الفيديوهات' })).toHaveAttribute('href', '/');
  });
});
