import type { Page } from '@playwright/test';
import { interfaceCatalogue } from '../support/interface-words.ts';
import { cardsOf, videoGrid } from './support/app.ts';
import { SEEDED_VIDEO_COUNT, seededVideo } from './support/catalogue.ts';
import { signInAsCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { expectEachLabelOnOneLine } from './support/nav-labels.ts';

/*
 * A page drawn in another language says nothing of the interface in English (docs/product.md,
 * "Language"): every text the page shows, and every accessible name, placeholder and title it
 * gives, is held against the English messages of the catalogues. Data (titles, creators,
 * categories, numbers) is no message and is not checked.
 */

/** An English message as a pattern of a whole text: its `{placeholders}` match anything. */
function messagePattern(english: string): RegExp {
  const parts = english.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** The English messages a page in `locale` must not show: those the language says otherwise. */
function englishOf(locale: string): { exact: Set<string>; patterns: RegExp[] } {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [english, translation] of interfaceCatalogue(locale)) {
    // A word the language keeps as English (a name: "Mockman") is no untranslated message; an
    // ICU plural is drawn with its count and read through its cases' own words below.
    if (translation === english || english.includes(', plural,')) continue;
    if (!english.includes('{')) exact.add(english);
    else if (english.replace(/\{\w+\}/g, '').trim().length > 2)
      patterns.push(messagePattern(english));
  }
  return { exact, patterns };
}

/** Every visible text of the page, and the names, placeholders and titles it gives. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      if (parent.checkVisibility() || parent.closest('.visually-hidden')) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function englishLeftOn(page: Page, locale: string): Promise<string[]> {
  const { exact, patterns } = englishOf(locale);
  const texts = await shownTexts(page);
  return texts.filter((text) => exact.has(text) || patterns.some((pattern) => pattern.test(text)));
}

for (const { browserLocale, locale } of [
  { browserLocale: 'hi-IN', locale: 'hi' },
  { browserLocale: 'ar', locale: 'ar' },
] as const) {
  test.describe(`a browser set to ${browserLocale}`, () => {
    test.use({ locale: browserLocale });
    const words = interfaceCatalogue(locale);
    const say = (english: string) => words.get(english) ?? english;

    test('sees home and a video page with no interface word in English', async ({ page }) => {
      await page.goto('/');
      await expect(cardsOf(videoGrid(page, say('Videos')))).toHaveCount(SEEDED_VIDEO_COUNT);
      expect(await englishLeftOn(page, locale)).toEqual([]);

      await page.goto(`/video/${seededVideo(0).id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: seededVideo(0).title }),
      ).toBeVisible();
      expect(await englishLeftOn(page, locale)).toEqual([]);
    });

    test('signed in, sees its lists and Settings with no interface word in English', async ({
      page,
      api,
    }) => {
      const { token } = await api.signUp();
      await signInWithToken(page, token);
      const paths = ['/profile', '/profile/settings', '/playlist', '/history', '/liked'];
      for (const path of [...paths, '/watchlater', '/projects', '/mockman']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await englishLeftOn(page, locale), path).toEqual([]);
      }
    });

    test('sees a shared playlist, a public profile, a creator page and Following with no interface word in English', async ({
      page,
      api,
      request,
      baseURL,
    }) => {
      const owner = await api.signUp();
      const headers = { authorization: owner.token };
      const handle = `maker-${locale}-${Date.now().toString(36)}`;
      const named = await request.put('/api/user/profile', {
        headers,
        data: { handle, displayName: 'Asha Rao' },
      });
      expect(named.status(), await named.text()).toBe(200);
      const playlistId = await api.createPlaylist(owner.token, 'Rainy day makes');
      await api.addToPlaylist(owner.token, playlistId, seededVideo(0).id);
      const shared = await request.patch(`/api/user/playlists/${playlistId}`, {
        headers,
        data: { playlist: { visibility: 'public' } },
      });
      expect(shared.status(), await shared.text()).toBe(200);

      // Signed out: the playlist's shared view, the owner's public page, a creator's page.
      await page.goto(`/playlist/${playlistId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Rainy day makes' })).toBeVisible();
      await expect(page.getByRole('link', { name: seededVideo(0).title }).first()).toBeVisible();
      expect(await englishLeftOn(page, locale), 'shared playlist').toEqual([]);
      await page.goto(`/u/${handle}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Rainy day makes/ })).toBeVisible();
      expect(await englishLeftOn(page, locale), 'public profile').toEqual([]);
      await page.goto(`/creator/${encodeURIComponent(seededVideo(0).creator)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: seededVideo(0).creator }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await englishLeftOn(page, locale), 'creator page').toEqual([]);

      // Signed in, following that creator: Following with its video.
      const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const followed = await request.put(`/api/user/follows/creator/${slug}`, { headers });
      expect(followed.ok(), await followed.text()).toBe(true);
      await signInWithToken(page, owner.token, baseURL);
      await page.goto('/following');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: seededVideo(0).title }).first()).toBeVisible();
      expect(await englishLeftOn(page, locale), 'following').toEqual([]);
    });

    for (const width of [360, 320]) {
      test(`keeps each label of the phone's bottom nav on one line at ${width} px`, async ({
        newPage,
      }) => {
        const page = await newPage({ viewport: { width, height: 740 } });
        await page.goto('/');
        const links = page
          .getByRole('navigation', { name: say('Bottom navigation') })
          .getByRole('link');
        await expect(links).toHaveText(
          ['Home', 'Playlist', 'Liked', 'Watch Later', 'History', 'Projects'].map(say),
        );
        await expectEachLabelOnOneLine(links, width);
      });
    }

    test('signed out, sees Login and Sign up with no interface word in English', async ({
      page,
    }) => {
      for (const path of ['/login', '/signup']) {
        await page.goto(path);
        await expect(
          page.getByRole('button', {
            name: say(path === '/login' ? 'Login' : 'Sign up'),
            exact: true,
          }),
        ).toBeVisible();
        expect(await englishLeftOn(page, locale), path).toEqual([]);
      }
    });

    test('a curator sees every section of Curation with no interface word in English', async ({
      page,
      api,
      baseURL,
    }) => {
      await signInAsCurator(page, api, baseURL);
      for (const section of ['videos', 'import', 'categories', 'people', 'audit']) {
        await page.goto(`/curation/${section}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Each section draws its list once its data has come.
        await page.waitForLoadState('networkidle');
        expect(await englishLeftOn(page, locale), section).toEqual([]);
      }
    });
  });
}
