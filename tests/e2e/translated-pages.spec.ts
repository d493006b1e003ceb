import type { Locator, Page } from '@playwright/test';
import { interfaceCatalogue } from '../support/interface-words.ts';
import { cardsOf, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
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

/** The seven places of the phone's bottom nav (docs/product.md, "Layout"). */
const NAV_LABELS = ['Home', 'Playlist', 'Liked', 'Watch Later', 'History', 'Projects', 'Following'];

/**
 * Where `link` lies across the screen, its left and right edges in px, rounded to within a pixel:
 * right to left, Chromium keeps a list's scroll range in whole pixels, so a tab scrolled right up
 * to an edge may still lie a fraction of a pixel beyond it.
 */
async function across(link: Locator): Promise<{ left: number; right: number }> {
  const box = await link.boundingBox();
  if (!box) throw new Error('the link is not drawn');
  return { left: Math.ceil(box.x), right: Math.floor(box.x + box.width) };
}

/** Whether the bar's list scrolls, and how far each of its edges fades (bottom-nav.css), in px. */
function fadedEdges(list: Locator): Promise<{ scrolls: boolean; start: number; end: number }> {
  return list.evaluate((element) => {
    const style = getComputedStyle(element);
    const fade = (edge: string) =>
      Number.parseFloat(style.getPropertyValue(`--bottom-nav-fade-${edge}`)) || 0;
    return {
      scrolls: element.scrollWidth > element.clientWidth,
      start: fade('start'),
      end: fade('end'),
    };
  });
}

/*
 * The bottom nav in each language, on the narrowest phones: the longer words (French "À regarder
 * plus tard", Spanish "Listas de reproducción") make the seven wider than the screen, and the bar
 * then scrolls sideways inside itself, each label still on one line and the page never wider,
 * and fades out at an edge beyond which more places lie.
 */
for (const { browserLocale, locale } of [
  { browserLocale: 'hi-IN', locale: 'hi' },
  { browserLocale: 'ar', locale: 'ar' },
  { browserLocale: 'es-ES', locale: 'es' },
  { browserLocale: 'fr-FR', locale: 'fr' },
] as const) {
  test.describe(`the phone's bottom nav in ${browserLocale}`, () => {
    test.use({ locale: browserLocale });
    const words = interfaceCatalogue(locale);
    const say = (english: string) => words.get(english) ?? english;
    const bottomNav = (page: Page) =>
      page.getByRole('navigation', { name: say('Bottom navigation'), exact: true });

    for (const width of [360, 320]) {
      test(`keeps each label on one line at ${width} px, every place reached by scrolling the bar`, async ({
        newPage,
      }) => {
        const page = await newPage({ viewport: { width, height: 740 } });
        await page.goto('/');
        const links = bottomNav(page).getByRole('link');
        await expect(links).toHaveText(NAV_LABELS.map(say));
        await expect(links.first()).toHaveAttribute('aria-current', 'page');
        await expectEachLabelOnOneLine(links, width, { scrollable: true });
        // A bar that scrolls is still reached by keyboard: its links take focus (axe's
        // scrollable-region-focusable), and its words keep their contrast.
        await expectNoSeriousA11yViolations(page, { include: '.bottom-nav' });

        // Scrolled to its start (Home is current), the bar fades at its end only, if it scrolls:
        // it must in the languages with the longest words, or this test shows nothing of it.
        const list = bottomNav(page).getByRole('list');
        const atStart = await fadedEdges(list);
        if (locale === 'es' || locale === 'fr') expect(atStart.scrolls).toBe(true);
        if (atStart.scrolls) {
          expect(atStart.start, 'start edge at the start').toBeLessThan(2);
          expect(atStart.end, 'end edge at the start').toBeGreaterThan(8);
        }

        // A place beyond the screen's edge comes into view when the bar is scrolled to it, and
        // the page itself stays where it was.
        for (const link of await links.all()) {
          await link.scrollIntoViewIfNeeded();
          const { left, right } = await across(link);
          const name = await link.textContent();
          expect(left, `${name} in view`).toBeGreaterThanOrEqual(0);
          expect(right, `${name} in view`).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
        await expectEachLabelOnOneLine(links, width, { scrollable: true });

        // Scrolled to its end (Following in view), it fades at its start only.
        if (atStart.scrolls) {
          await expect
            .poll(async () => (await fadedEdges(list)).start, { message: 'start edge at the end' })
            .toBeGreaterThan(8);
          expect((await fadedEdges(list)).end, 'end edge at the end').toBeLessThan(2);
        }
      });
    }

    test('shows Following as the current place at 320 px, in view with no scrolling by hand', async ({
      newPage,
      api,
      baseURL,
    }) => {
      const { token } = await api.signUp();
      const width = 320;
      const page = await newPage({ viewport: { width, height: 740 } });
      await signInWithToken(page, token, baseURL);
      const following = bottomNav(page).getByRole('link', { name: say('Following'), exact: true });
      const expectFollowingCurrentInView = async () => {
        await expect(
          page.getByRole('heading', { level: 1, name: say('Following'), exact: true }),
        ).toBeVisible();
        await expect(following).toHaveAttribute('aria-current', 'page');
        const { left, right } = await across(following);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
      };

      // Opened from its address: the bar starts with Following in view.
      await page.goto('/following');
      await expectFollowingCurrentInView();

      // Reached from the side menu while the bar shows Home: the bar follows.
      await page.goto('/');
      await expect(
        bottomNav(page).getByRole('link', { name: say('Home'), exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await page
        .getByRole('banner')
        .getByRole('button', { name: say('Menu'), exact: true })
        .click();
      await page
        .getByRole('navigation', { name: say('Main menu'), exact: true })
        .getByRole('link', { name: say('Following'), exact: true })
        .click();
      await expectFollowingCurrentInView();
    });
  });
}
