import type { Page } from '@playwright/test';
import { seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';
import { materialWords } from '#shared/material-key.ts';
import { cardLink, cardsOf, cardTitles, videoGrid } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_VIDEO_COUNT } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * Project filters (docs/product.md, "Filters"): the home page filters projects by difficulty, time and material, in the address
 * like category and search; cards and the video page show the craft facts.
 */

const homeGrid = (page: Page) => videoGrid(page, 'Videos');
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const materialField = (page: Page) => page.getByRole('combobox', { name: 'Material' });
const crafts = seedCategories[0];

/**
 * The seed's titles, newest first, of the videos that need `material` (in `categoryId`, of
 * `difficulty`, when given).
 */
function needing(
  material: string,
  { categoryId, difficulty }: { categoryId?: string; difficulty?: string } = {},
): string[] {
  const wanted = ` ${materialWords(material).join(' ')} `;
  return seedVideos
    .filter((video) => !categoryId || video.categoryId === categoryId)
    .filter((video) => !difficulty || video.craft.difficulty === difficulty)
    .filter((video) =>
      video.craft.materials.some((m) => ` ${materialWords(m.name).join(' ')} `.includes(wanted)),
    )
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .map((video) => video.title);
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);
}

test.describe('craft filters', () => {
  test('filter by a material, keep it in the address, combine it with a category, clear it', async ({
    page,
  }) => {
    if (!crafts) throw new Error('the seed has no category');
    const cardboard = needing('cardboard');
    const cardboardCrafts = needing('cardboard', { categoryId: crafts.id });
    expect(cardboard.length).toBeGreaterThan(1);
    expect(cardboardCrafts.length).toBeGreaterThan(0);
    expect(cardboardCrafts.length).toBeLessThan(cardboard.length);

    await openHome(page);
    await filtersButton(page).click();
    await materialField(page).fill('Cardboard');
    await materialField(page).press('Enter');
    await expect(page).toHaveURL('/?material=Cardboard');
    await expect(cardTitles(homeGrid(page))).toHaveText(cardboard);
    await expect(filtersButton(page)).toHaveAccessibleName(/Filters 1 ?in force/);

    // A reload restores the field and the listing from the address alone.
    await page.reload();
    await expect(materialField(page)).toHaveValue('Cardboard');
    await expect(cardTitles(homeGrid(page))).toHaveText(cardboard);

    await page.getByRole('radio', { name: crafts.label, exact: true }).check();
    await expect(page).toHaveURL(`/?category=${crafts.id}&material=Cardboard`);
    await expect(cardTitles(homeGrid(page))).toHaveText(cardboardCrafts);

    // Clearing the project filters keeps the category.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`/?category=${crafts.id}`);
    await expect(materialField(page)).toHaveValue('');
    await expect(cardsOf(homeGrid(page))).toHaveCount(
      seedVideos.filter((video) => video.categoryId === crafts.id).length,
    );
  });

  test('difficulty and time in the address; nothing matching shows an empty state', async ({
    page,
  }) => {
    const quick = seedVideos.filter((v) => v.craft.projectMinutes < 30);
    expect(quick.length).toBeGreaterThan(0);
    await openHome(page);
    await filtersButton(page).click();
    await page.getByRole('combobox', { name: 'Time' }).selectOption({ label: 'Under 30 min' });
    await expect(page).toHaveURL('/?time=under-30');
    await expect(cardTitles(homeGrid(page))).toHaveText(quick.map((v) => v.title));

    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: 'Advanced' });
    await expect(page).toHaveURL('/?difficulty=advanced&time=under-30');
    await expect(page.getByText('No projects match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear project filters' }).click();
    await expect(page).toHaveURL('/');
    await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);
  });

  test("cards show difficulty and time; the video page shows the project's facts", async ({
    page,
  }) => {
    const basket = seedVideos.find((video) => video.id === 'cardboard-mini-basket');
    if (!basket) throw new Error('the seed has no mini basket');
    await openHome(page);
    const card = homeGrid(page)
      .getByRole('listitem')
      .filter({ has: cardLink(page, basket.title) });
    await expect(card).toContainText('Intermediate • 1 h 30 min');

    await cardLink(page, basket.title).click();
    await expect(page.getByRole('heading', { level: 1, name: basket.title })).toBeVisible();
    const project = page.getByRole('region', { name: 'The project' });
    await expect(project).toContainText('Intermediate');
    await expect(project).toContainText('1 h 30 min');
    await expect(page.getByRole('list', { name: 'Materials' }).getByRole('listitem')).toHaveText(
      basket.craft.materials.map((m) => (m.quantity ? `${m.name} (${m.quantity})` : m.name)),
    );
  });
});

test.describe('craft filters: accessibility (axe, serious and critical)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the home page with the filter controls open and in use, light and dark', async ({
    page,
  }) => {
    await page.goto('/?difficulty=beginner&material=glue');
    await expect(materialField(page)).toHaveValue('glue');
    await expect(cardTitles(homeGrid(page))).toHaveText(
      needing('glue', { difficulty: 'beginner' }),
    );
    // The suggestions are asked for when the field is first focused.
    await materialField(page).focus();
    await expect(page.locator('datalist option[value="Scissors"]')).toHaveCount(1);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoSeriousA11yViolations(page);
    }
  });
});
