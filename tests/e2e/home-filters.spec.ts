import type { Page } from '@playwright/test';
import type { Video } from '#shared/schemas/video.schema.ts';
import { cardLink, cardsOf, cardTitles, videoGrid } from './support/app.ts';
import { SEEDED_VIDEO_COUNT } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * The home page's filters live in the address (docs/product.md, "Filters"): Back, a reload and
 * a shared link bring back the same category, search text and results.
 */

const homeGrid = (page: Page) => videoGrid(page, 'Videos');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search videos' });
const radio = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });

/**
 * What the listing should show, in the API's order (newest first): the category's videos whose
 * title or category name contains the text, as the server's search promises.
 */
function matching(videos: readonly Video[], categoryName: string, search: string): string[] {
  return videos
    .filter((video) => video.categoryName === categoryName)
    .filter((video) => `${video.title} ${video.categoryName}`.toLowerCase().includes(search))
    .map((video) => video.title);
}

test.describe('home filters in the address', () => {
  test('shows the categories the API answers, by their labels, after All', async ({
    page,
    api,
  }) => {
    const categories = await api.categories();
    expect(categories.length).toBeGreaterThan(0);

    await page.goto('/');
    const filters = page.getByRole('group', { name: 'Category' });
    await expect(filters.getByRole('radio')).toHaveCount(categories.length + 1);
    await expect(filters.locator('label')).toHaveText([
      'All',
      ...categories.map((category) => category.label),
    ]);
    await expect(radio(page, 'All')).toBeChecked();
  });

  test('a filtered and searched listing survives a reload and the back button', async ({
    page,
    api,
  }) => {
    const videos = await api.videos();
    const categories = await api.categories();
    const paintings = categories.find((category) =>
      videos.some(
        (video) => video.categoryName === category.categoryName && /sun/i.test(video.title),
      ),
    );
    if (!paintings) throw new Error('no seeded category has a video with "sun" in its title');
    const inCategory = matching(videos, paintings.categoryName, '');
    const searched = matching(videos, paintings.categoryName, 'sun');
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.length).toBeLessThan(inCategory.length);

    await page.goto('/');
    await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);
    await radio(page, paintings.label).check();
    await expect(page).toHaveURL(`/?category=${paintings._id}`);
    await expect(cardTitles(homeGrid(page))).toHaveText(inCategory);

    await searchBox(page).fill('SUN');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/?category=${paintings._id}&search=sun`);
    await expect(cardTitles(homeGrid(page))).toHaveText(searched);

    // A reload restores the radio, the box and the results from the address alone.
    await page.reload();
    await expect(radio(page, paintings.label)).toBeChecked();
    await expect(searchBox(page)).toHaveValue('sun');
    await expect(cardTitles(homeGrid(page))).toHaveText(searched);

    // Open a video, then Back: the same filtered listing.
    const [first = ''] = searched;
    await cardLink(page, first).click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(`/?category=${paintings._id}&search=sun`);
    await expect(radio(page, paintings.label)).toBeChecked();
    await expect(searchBox(page)).toHaveValue('sun');
    await expect(cardTitles(homeGrid(page))).toHaveText(searched);

    // Back again undoes the search, then the category.
    await page.goBack();
    await expect(page).toHaveURL(`/?category=${paintings._id}`);
    await expect(searchBox(page)).toHaveValue('');
    await expect(cardTitles(homeGrid(page))).toHaveText(inCategory);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(radio(page, 'All')).toBeChecked();
    await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);

    // All resets both, in the address too.
    await page.goForward();
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('sun');
    await radio(page, 'All').check();
    await expect(page).toHaveURL('/');
    await expect(searchBox(page)).toHaveValue('');
    await expect(cardsOf(homeGrid(page))).toHaveCount(SEEDED_VIDEO_COUNT);
  });

  test('a copied link opens the same results in another browser', async ({
    page,
    newPage,
    api,
  }) => {
    const videos = await api.videos();
    const categories = await api.categories();
    const category = categories.at(-1);
    if (!category) throw new Error('the API answered no categories');
    const word = (videos.find((video) => video.categoryName === category.categoryName)?.title ?? '')
      .split(' ')
      .find((part) => part.length > 3)
      ?.toLowerCase();
    if (!word) throw new Error(`no video of ${category.categoryName} has a word to search for`);
    const expected = matching(videos, category.categoryName, word);

    await page.goto('/');
    await radio(page, category.label).check();
    await searchBox(page).fill(word);
    await searchBox(page).press('Enter');
    await expect(cardTitles(homeGrid(page))).toHaveText(expected);
    const link = page.url();

    // Another context: no history, no storage, only the link.
    const friend = await newPage();
    await friend.goto(link);
    await expect(radio(friend, category.label)).toBeChecked();
    await expect(searchBox(friend)).toHaveValue(word);
    await expect(cardTitles(homeGrid(friend))).toHaveText(expected);
  });
});
