import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import { ListPage } from './list-page.tsx';

const retired = makeVideo({ _id: 'r', title: 'Paper lantern', retired: true });
const kept = makeVideo({ _id: 'k', title: 'Bottle garden', videoLink: 'link-k' });

function likedServer() {
  return vi.fn<typeof fetch>(async () =>
    jsonResponse({ likes: [retired, kept], nextCursor: null, total: 2 }),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  startSignedOut();
  await activateLocale('en');
});

describe('ListPage in another language', () => {
  it('draws its heading, count, cards and menus in Hindi', async () => {
    await speakInTest('hi');
    startSignedIn();
    vi.stubGlobal('fetch', likedServer());
    const { user } = renderWithProviders(<ListPage list="likes" />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'पसंद किए गए वीडियो' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 वीडियो')).toBeInTheDocument();
    // A retired card: its notice, and its button named with the list's name in Hindi.
    expect(screen.getByText('अब उपलब्ध नहीं')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Paper lantern को पसंद किए गए से हटाएँ' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bottle garden के लिए और विकल्प' }));
    expect(screen.getByRole('button', { name: 'पसंद किए गए से हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्लेलिस्ट में सेव करें' })).toBeInTheDocument();
  });

  it('counts two videos with Arabic’s dual form', async () => {
    await speakInTest('ar');
    startSignedIn();
    vi.stubGlobal('fetch', likedServer());
    renderWithProviders(<ListPage list="likes" />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'الفيديوهات التي أعجبتك' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('فيديوهان')).toBeInTheDocument();
  });
});
