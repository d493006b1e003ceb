import type { Page } from '@playwright/test';
import { appReady, expectPath, expectToast, openVideo } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type SeededVideo, seededVideo } from './support/catalogue.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { standInForYouTube } from './support/youtube.ts';

/**
 * My projects (docs/product.md, "Projects"): a signed-in user marks a video To try from its page, ticks what they
 * have on the Projects page (which takes it off "What I still need"), and moves the project to
 * Made it. YouTube is not run here (the machine is offline): its player frame is stood in for
 * through page.route, as in resume-and-history.spec.ts.
 */

const EMBROIDERY = seededVideo(0);
/** A material of EMBROIDERY's, with its quantity as the checklist names it. */
const HOOP = { name: 'Embroidery hoop', label: 'Embroidery hoop (6 inch)' };

const projectsPage = (page: Page) => page.getByRole('region', { name: 'My projects' });
const stillNeed = (page: Page) => page.getByRole('region', { name: 'What I still need' });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const cardOf = (page: Page, video: SeededVideo) =>
  page.getByRole('article', { name: video.title, exact: true });

test.describe('my projects', () => {
  test('marks a video To try, ticks a material, moves it to Made it and finds it there', async ({
    page,
    api,
  }) => {
    const { token } = await api.signUp();
    await signInWithToken(page, token);
    await standInForYouTube(page);

    await openVideo(page, EMBROIDERY);
    const control = page.getByRole('combobox', { name: 'Project', exact: true });
    await expect(control).toHaveValue('');
    await expectNoSeriousA11yViolations(page, { include: '.project-status' });
    await control.selectOption({ label: 'To try' });
    await expectToast(page, 'Moved to To try');
    await expect(control).toHaveValue('to_try');

    // To the Projects page by the side menu.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Projects', exact: true })
      .click();
    await expectPath(page, '/projects');
    await expect(page).toHaveTitle('CraftReel | My projects');
    await expect(tab(page, /^To try 1$/)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, /^Made it 0$/)).toHaveAttribute('aria-selected', 'false');
    const card = cardOf(page, EMBROIDERY);
    await expect(card.getByText(/^To try since \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    const hoopNeeded = stillNeed(page).getByRole('listitem').filter({ hasText: HOOP.name });
    await expect(hoopNeeded).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // Tick what you have: it leaves "What I still need".
    const hoop = card.getByRole('checkbox', { name: HOOP.label, exact: true });
    await hoop.check();
    await expect(hoopNeeded).toHaveCount(0);
    await expect(hoop).toBeChecked();
    await expect(card.getByText('You have 1 of 5 materials')).toBeVisible();
    await expect(stillNeed(page).getByRole('listitem').filter({ hasText: 'Scissors' })).toHaveCount(
      1,
    );

    // Move it to Made it from its card: the tab counts follow, and Made it holds it.
    await card.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Made it' });
    await expectToast(page, 'Moved to Made it');
    await expect(tab(page, /^Made it 1$/)).toBeVisible();
    await expect(tab(page, /^To try 0$/)).toBeVisible();
    await expect(projectsPage(page).getByText(/^Nothing To try yet/)).toBeVisible();
    await expect(stillNeed(page).getByText(/^Mark a video To try/)).toBeVisible();

    await tab(page, /^Made it/).click();
    await expect(page).toHaveURL(/\?status=made$/);
    await expect(tab(page, /^Made it 1$/)).toHaveAttribute('aria-selected', 'true');
    await expect(cardOf(page, EMBROIDERY).getByText(/^Made it since /)).toBeVisible();
    await expect(
      cardOf(page, EMBROIDERY).getByRole('checkbox', { name: HOOP.label }),
    ).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // The tab is in the address: a reload opens Made it again; arrow keys move between tabs.
    await page.reload();
    await expect(tab(page, /^Made it 1$/)).toHaveAttribute('aria-selected', 'true');
    await tab(page, /^Made it/).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, /^Making 0$/)).toBeFocused();
    await expect(tab(page, /^Making 0$/)).toHaveAttribute('aria-selected', 'true');

    // The video page's control says where the project is now.
    await openVideo(page, EMBROIDERY);
    await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue('made');
  });

  test('tells a user with no projects what to do, and passes axe', async ({ page, api }) => {
    const { token } = await api.signUp();
    await signInWithToken(page, token);
    await page.goto('/projects');
    await appReady(page);
    await expect(page.getByText(/^No projects yet\. Open a video/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore videos' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  });

  test('sends a visitor to the login form, and back to Projects after signing in', async ({
    page,
  }) => {
    await page.goto('/projects');
    await expectPath(page, '/login');
    await page.getByRole('button', { name: 'Login as Guest', exact: true }).click();
    await expectPath(page, '/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  });
});

test.describe('a project card on a 360 px phone', () => {
  // Two device pixels to a CSS pixel: the words' rows of ink are compared at half a pixel.
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });

  test('lines the Status label up with its select', async ({ page, api, request }) => {
    const { token } = await api.signUp();
    const put = await request.put(`/api/user/projects/${EMBROIDERY.id}`, {
      headers: { authorization: token },
      data: { status: 'to_try' },
    });
    expect(put.status()).toBe(201);
    await signInWithToken(page, token);
    await page.goto('/projects');
    const card = cardOf(page, EMBROIDERY);
    const select = card.getByRole('combobox', { name: 'Status', exact: true });
    await expect(select).toHaveValue('to_try');
    const label = card.getByText('Status', { exact: true });
    const [labelBox, selectBox] = [await label.boundingBox(), await select.boundingBox()];
    if (!labelBox || !selectBox) throw new Error('the label or the select is not shown');
    // Their boxes side by side, centred within a pixel or two…
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(labelBox) - middle(selectBox))).toBeLessThanOrEqual(2);
    // …and their words on one line, as a reader sees them: the top of the ink of "Status" and of
    // the select's "To try" (capitals, both) on the same row of pixels, give or take one (half a
    // CSS pixel).
    const top = Math.floor(selectBox.y);
    const shot = await page.screenshot({
      clip: {
        x: Math.floor(labelBox.x),
        y: top,
        width: Math.ceil(selectBox.x + selectBox.width - labelBox.x),
        height: Math.ceil(selectBox.height),
      },
    });
    const inkTops = await page.evaluate(
      async ({ png, label, text }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
        /** The first row holding a dark pixel between columns `from` and `to`. */
        const inkTop = ([from, to]: [number, number]) => {
          for (let y = 0; y < height; y++) {
            for (let x = from; x < to; x++) {
              const i = (y * width + x) * 4;
              const light =
                0.299 * (data[i] ?? 255) +
                0.587 * (data[i + 1] ?? 255) +
                0.114 * (data[i + 2] ?? 255);
              if (light < 110) return y;
            }
          }
          return -1;
        };
        return { label: inkTop(label), select: inkTop(text) };
      },
      {
        png: shot.toString('base64'),
        label: [0, Math.floor(labelBox.width) * 2] as [number, number],
        // Inside the select's border and padding: its text, left of the arrow.
        text: [
          (Math.ceil(selectBox.x - labelBox.x) + 6) * 2,
          (Math.ceil(selectBox.x - labelBox.x) + 40) * 2,
        ] as [number, number],
      },
    );
    expect(inkTops.label).toBeGreaterThan(0);
    expect(inkTops.select).toBeGreaterThan(0);
    expect(Math.abs(inkTops.label - inkTops.select)).toBeLessThanOrEqual(1);
  });
});
