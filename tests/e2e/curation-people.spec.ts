import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * People and Audit on the Curation page (docs/decisions/0010): a curator makes a member a curator, finds
 * the change in the audit, and takes the role back; the other user's page follows each time.
 */
// Role changes are audited: on a server of their own, so the shared one stays as other specs
// expect it.
test.use({ baseURL: ownServer() });

test('a curator gives a member the curator role, finds it in the audit, and takes it back', async ({
  page,
  api,
  newPage,
  baseURL,
  consoleErrors,
}) => {
  const curator = await signInAsCurator(page, api, baseURL);
  const member = await api.signUp();

  await page.goto('/curation/people');
  await page.getByLabel('Email or name').fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const people = page.getByRole('list', { name: 'People found' });
  const row = people.getByRole('listitem').filter({ hasText: member.email });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(row.getByText('Member', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'Make curator' }).click();
  await expect(row.getByText('Curator', { exact: true })).toBeVisible();

  // The member's web app learns the role when it next verifies the session: a load.
  const memberPage = await newPage();
  await signInWithToken(memberPage, member.token, baseURL);
  await memberPage.goto('/');
  const memberMenu = memberPage.getByRole('navigation', { name: 'Main menu' });
  await expect(memberMenu.getByRole('link', { name: 'Curation' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Curation sections' })
    .getByRole('link', { name: 'Audit' })
    .click();
  await page.getByLabel('Action').selectOption({ label: 'Role changed' });
  await expect(page).toHaveURL(/\/curation\/audit\?action=user\.role$/);
  const entry = page
    .getByRole('list', { name: 'Changes, newest first' })
    .getByRole('listitem')
    .filter({ hasText: `made ${member.email} a curator` });
  await expect(entry).toContainText(`${curator.email} made ${member.email} a curator`);
  await entry.getByText('Details').click();
  await expect(entry.getByRole('row', { name: 'role member curator' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Curation sections' })
    .getByRole('link', { name: 'People' })
    .click();
  await page.getByLabel('Email or name').fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await row.getByRole('button', { name: 'Remove curator role' }).click();
  await row.getByRole('button', { name: 'Yes, remove the role' }).click();
  await expect(row.getByText('Member', { exact: true })).toBeVisible();

  await memberPage.goto('/curation/videos');
  await expect(memberPage.getByText('Only curators can do this.')).toBeVisible();
  await expect(memberMenu.getByRole('link', { name: 'Curation' })).toHaveCount(0);

  // The curator is warned before giving up their own role; as the last curator, they cannot
  // (the server's 409, asked for on purpose).
  consoleErrors.allow(/status of 409 \(Conflict\)/);
  await page.getByLabel('Email or name').fill(curator.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const own = people.getByRole('listitem').filter({ hasText: curator.email });
  await own.getByRole('button', { name: 'Remove curator role' }).click();
  await expect(own).toContainText('You lose access to this page at once');
  await own.getByRole('button', { name: 'Yes, remove my role' }).click();
  await expect(own.getByRole('alert')).toHaveText(/You are the last curator/);
});
