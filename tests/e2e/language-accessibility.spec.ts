import { interfaceWords } from '../support/interface-words.ts';
import { cardsOf, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_VIDEO_COUNT, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';

/*
 * The interface in Hindi and in Arabic (docs/product.md, "Language"), scanned by axe on home, a
 * video page and Settings: no serious or critical violation (the page's `lang`, contrast, names),
 * in light, with reduced motion so nothing is scanned mid-transition.
 */
test.use({ reducedMotion: 'reduce' });

for (const { browserLocale, locale } of [
  { browserLocale: 'hi-IN', locale: 'hi' },
  { browserLocale: 'ar', locale: 'ar' },
] as const) {
  test.describe(`in ${browserLocale}`, () => {
    test.use({ locale: browserLocale });
    const words = interfaceWords(locale);

    test('home, a video page and Settings have no serious accessibility violation', async ({
      page,
      api,
    }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(cardsOf(videoGrid(page, words('Videos')))).toHaveCount(SEEDED_VIDEO_COUNT);
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/video/${seededVideo(0).id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: seededVideo(0).title }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const { token } = await api.signUp();
      await signInWithToken(page, token);
      await page.goto('/profile/settings');
      await expect(page.getByLabel(words('Interface language'), { exact: true })).toHaveValue(
        locale,
      );
      await expectNoSeriousA11yViolations(page);
    });
  });
}
