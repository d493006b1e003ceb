import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { ActiveLocaleContext } from '#client/i18n/active-locale.ts';
import { speakInTest } from '#client/testing/locale.ts';
import { jsonResponse, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { startSignedIn, startSignedOut } from '#client/testing/session.ts';
import type { LibraryImport } from '#shared/schemas/library.schema.ts';
import { LibrarySettings } from './library-settings.tsx';

const file = {
  format: 'craftreel-library',
  version: 1,
  exportedAt: '2026-11-23T08:40:00.000Z',
  likes: [],
  watchLater: [],
  history: [],
  playlists: [],
};
const none = { added: 0, duplicates: 0, unknown: 0 };
const imported: LibraryImport = {
  likes: { added: 2, duplicates: 0, unknown: 0 },
  watchLater: none,
  history: { added: 0, duplicates: 1, unknown: 0 },
  playlists: [{ title: 'Paper', created: true, added: 1, duplicates: 0, unknown: 1 }],
  unknownVideoIds: ['gone'],
};

const upload = (text: string) => new File([text], 'lib.json', { type: 'application/json' });

beforeEach(async () => {
  await speakInTest('hi');
  startSignedIn();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse({ imported })),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  startSignedOut();
  await activateLocale('en');
});

function setup() {
  const view = renderWithProviders(
    <ActiveLocaleContext.Provider value="hi">
      <LibrarySettings onImported={() => {}} />
    </ActiveLocaleContext.Provider>,
  );
  const input = screen.getByLabelText('इंपोर्ट करने के लिए लाइब्रेरी फ़ाइल') as HTMLInputElement;
  return { ...view, input };
}

describe('LibrarySettings in Hindi', () => {
  it('says its section and what an import added and skipped in Hindi', async () => {
    const { user, input } = setup();
    expect(screen.getByRole('heading', { name: 'आपकी लाइब्रेरी' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लाइब्रेरी एक्सपोर्ट करें' })).toBeInTheDocument();
    await user.upload(input, upload(JSON.stringify(file)));
    const summary = await screen.findByText(
      'जोड़े गए: 2 पसंद किए गए वीडियो, 1 प्लेलिस्ट (1 वीडियो); ' +
        'छोड़े गए: 1 पहले से मौजूद और 1 वीडियो जो अब CraftReel पर नहीं है।',
    );
    expect(summary).toHaveAttribute('role', 'status');
  });

  it('names a file that is not JSON in Hindi', async () => {
    const { user, input } = setup();
    await user.upload(input, upload('<html>'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह CraftReel लाइब्रेरी फ़ाइल नहीं है: यह JSON नहीं है।',
    );
  });
});
