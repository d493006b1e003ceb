import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * The Curation page (docs/decisions/0010): a user made curator from the command line finds it in the side
 * menu; a member who opens it is told it is for curators.
 */
// Curators change the catalogue: their journeys run on a server of their own, so the shared
// one's catalogue stays as the other specs expect it.
test.use({ baseURL: ownServer() });

test.describe('curation page', () => {
  test('a curator made from the command line finds Curation in the menu; a member is turned away', async ({
    page,
    api,
    newPage,
    baseURL,
  }) => {
    await signInAsCurator(page, api, baseURL);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Curation' }).click();
    await expect(page).toHaveURL(/\/curation\/videos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Curation' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Curation sections' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const member = await api.signUp();
    const memberPage = await newPage();
    await signInWithToken(memberPage, member.token, baseURL);
    await memberPage.goto('/curation');
    await expect(memberPage.getByText('Only curators can do this.')).toBeVisible();
    await expect(
      memberPage
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Curation' }),
    ).toHaveCount(0);
  });
});
