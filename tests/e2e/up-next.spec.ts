import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_VIDEOS } from './support/catalogue.ts';
import { signUpCurator } from './support/curator.ts';
import { expect, signInWithToken, test } from './support/fixtures.ts';
import { ownServer } from './support/own-server.ts';

/**
 * "Up next" on the video page (docs/product.md, "Video page"): related videos with their
 * reasons, never a retired one, a signed-in user's watched ones last and hideable.
 */
// A curator retires a video: on a server of this file's own, so the shared catalogue stays whole.
test.use({ baseURL: ownServer() });

function seeded(id: string) {
  const video = SEEDED_VIDEOS.find((v) => v.id === id);
  if (!video) throw new Error(`the seed has no video ${id}`);
  return video;
}

test('a video page lists related videos with why, never a retired one, watched ones last', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  // A cardboard basket (Craft ideas, intermediate): its category's videos first, then those
  // that need its materials.
  const basket = seeded('cardboard-mini-basket');
  const frame = seeded('cardboard-photo-frame');
  const embroidery = seeded('hand-embroidery-basics');
  const organizers = seeded('cardboard-box-organizers');
  const retired = seeded('unusual-paper-crafts');

  const curator = await signUpCurator(api, baseURL);
  const retire = await request.post(`/api/curation/videos/${retired.id}/retire`, {
    headers: { authorization: curator.token },
  });
  expect(retire.status()).toBe(200);
  const member = await api.signUp();
  await api.addToList(member.token, 'history', frame.id);

  await signInWithToken(page, member.token, baseURL);
  await page.goto(`/video/${basket.videoLink}`);
  const upNext = page.getByRole('region', { name: 'Up next' });
  const items = upNext.getByRole('listitem');
  await expect(items.first()).toContainText(embroidery.title);
  await expect(items.nth(0)).toContainText('Same category');
  await expect(items.nth(1)).toContainText(organizers.title);
  await expect(items.nth(1)).toContainText('Also uses hot glue gun');
  // The watched frame would come first (same category, two materials in common): it is last.
  await expect(items.last()).toContainText(frame.title);
  await expect(items.last()).toContainText('Watched');
  await expect(upNext.getByRole('link', { name: retired.title })).toHaveCount(0);
  await expect(upNext.getByRole('link', { name: basket.title })).toHaveCount(0);
  await expect(items).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);

  await upNext.getByRole('checkbox', { name: 'Hide watched' }).check();
  await expect(upNext.getByRole('link', { name: frame.title })).toHaveCount(0);
  await expect(items).toHaveCount(9);

  // Opening one goes to its page and records it in history, as a card does.
  await upNext.getByRole('link', { name: organizers.title }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${organizers.videoLink}$`));
  await expect(page.getByRole('heading', { level: 1, name: organizers.title })).toBeVisible();
  await expect(async () => {
    const history = await request.get('/api/user/history', {
      headers: { authorization: member.token },
    });
    const body = (await history.json()) as { history: Array<{ _id: string }> };
    expect(body.history[0]?._id).toBe(organizers.id);
  }).toPass();
});
