import type { Page } from '@playwright/test';
import { SAMPLE_TEST_TODOS } from '#server/routes/test-todos.routes.ts';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { ServerMessage } from '#shared/messages.ts';
import { EXPECTED_HTTP_ERRORS, waitForAnimations } from './support/app.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { SEEDED_CATEGORIES } from './support/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

function tester(page: Page) {
  const form = page.getByRole('form', { name: 'Request' });
  const response = page.getByRole('region', { name: 'Response' });
  return {
    form,
    response,
    method: form.getByRole('combobox', { name: 'Method' }),
    endpoint: form.getByRole('textbox', { name: 'Endpoint' }),
    body: form.getByRole('textbox', { name: /^Body/ }),
    submit: form.getByRole('button', { name: 'Submit' }),
    headerName: (n: number) => form.getByRole('textbox', { name: `Header ${n} name` }),
    headerValue: (n: number) => form.getByRole('textbox', { name: `Header ${n} value` }),
    useHeader: (n: number) => form.getByRole('checkbox', { name: `Use header ${n}` }),
    headersGroup: (count: number) => form.getByRole('group', { name: `Headers (${count})` }),
    status: response.locator('.mockman__badge'),
    data: response.getByRole('region', { name: /^Data/ }),
  };
}

/**
 * Does `action` (a click, a key press) and waits for the server's answer to `path`, then for the
 * response viewer to show it: `status` and no longer busy. Waiting for the answer itself matters
 * when the previous one had the same status, which would otherwise pass at once.
 */
async function sendAndExpect(
  page: Page,
  path: string,
  status: number,
  action: () => Promise<void>,
) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await action();
  expect((await answered).status()).toBe(status);
  const t = tester(page);
  await expect(t.response).toHaveAttribute('aria-busy', 'false');
  await expect(t.status).toHaveText(String(status));
}

async function send(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  endpoint: string,
  status: number,
  body = '{}',
) {
  const t = tester(page);
  await t.method.selectOption(method);
  await t.endpoint.fill(endpoint);
  await t.body.fill(body);
  await sendAndExpect(page, endpoint, status, () => t.submit.click());
}

test.describe('request tester (/mockman)', () => {
  test('sends requests to the real server and shows their answers', async ({
    page,
    api,
    consoleErrors,
  }) => {
    // These answers include 401s and 404s on purpose.
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    const [firstVideo] = await api.videos();
    const member = await api.signUp();
    const t = tester(page);

    await page.goto('/mockman');
    await expect(t.submit).toBeVisible();
    await expect(page).toHaveTitle('CraftReel | Mockman');

    // Defaults (docs/product.md, "Request tester").
    await expect(t.method).toHaveValue('GET');
    await expect(t.endpoint).toHaveValue('/api/test-todos');
    await expect(t.endpoint).toHaveAttribute('placeholder', 'Enter your endpoint');
    await expect(t.body).toHaveValue('{}');
    await expect(t.headerName(1)).toHaveValue('Accept');
    await expect(t.headerValue(1)).toHaveValue('*/*');
    await expect(t.useHeader(1)).toBeChecked();
    await expect(t.useHeader(2)).not.toBeChecked();
    await expect(t.headersGroup(1)).toHaveCount(1);
    await expect(t.response.getByText('Response is undefined.')).toBeVisible();

    // GET /api/videos: 200 and the seeded catalogue.
    await send(page, 'GET', '/api/videos', 200);
    await expect(t.response).toContainText('OK');
    await expect(t.data).toContainText(JSON.stringify(firstVideo?.title).slice(1, -1));
    await expect(t.response.getByText('content-type', { exact: true })).toHaveCount(1);

    // Editing the last header row adds a blank row and ticks the edited one.
    await t.headerName(2).fill('X-Trace');
    await expect(t.headersGroup(2)).toBeVisible();
    await expect(t.headerName(3)).toHaveValue('');
    await expect(t.useHeader(3)).not.toBeChecked();
    await t.useHeader(2).uncheck();
    await expect(t.headersGroup(1)).toBeVisible();

    // The body must be JSON.
    const alert = t.form.getByRole('alert');
    await t.body.fill('');
    await expect(alert).toHaveText('Error in JSON format');
    await t.body.fill('{"title": ');
    await expect(alert).toHaveText('Error in JSON format');
    await t.body.fill('{"title": "ok"}');
    await expect(alert).toHaveCount(0);

    // POST /api/auth/login with the demo credentials.
    await send(page, 'POST', '/api/auth/login', 200, JSON.stringify(DEMO_CREDENTIALS, null, 2));
    await expect(t.data).toContainText('"encodedToken"');
    await expect(t.data).toContainText(DEMO_CREDENTIALS.email);

    // A /api/user call without a token: the error response, shown in full.
    await send(page, 'GET', '/api/user/likes', 401);
    await expect(t.response).toContainText('Unauthorized');
    await expect(t.data).toContainText(ServerMessage.invalidToken);
    await expect(t.data).toContainText('The token is invalid. Unauthorized access error.');

    // The same call with a ticked authorization header.
    await t.headerName(3).fill('authorization');
    await t.headerValue(3).fill(member.token);
    await expect(t.useHeader(3)).toBeChecked();
    await expect(t.headersGroup(2)).toBeVisible();
    await sendAndExpect(page, '/api/user/likes', 200, () => t.submit.click());
    await expect(t.data).toContainText('"likes": []');

    // Unticked, the header is not sent.
    await t.useHeader(3).uncheck();
    await sendAndExpect(page, '/api/user/likes', 401, () => t.submit.click());

    await expectNoSeriousA11yViolations(page);
  });

  test("answers the first Submit of its default request, and keeps a signed-in user's todos", async ({
    page,
    api,
  }) => {
    const t = tester(page);
    await page.goto('/mockman');
    await expect(t.endpoint).toHaveValue('/api/test-todos');

    // A visitor's first Submit, untouched: 200 and the sandbox's sample todos.
    await sendAndExpect(page, '/api/test-todos', 200, () => t.submit.click());
    await expect(t.response).toContainText('OK');
    for (const sample of SAMPLE_TEST_TODOS) {
      await expect(t.data).toContainText(`"title": ${JSON.stringify(sample.title)}`);
    }

    // With a token in a ticked header, the same resource is the user's own list.
    const member = await api.signUp();
    await t.headerName(2).fill('authorization');
    await t.headerValue(2).fill(member.token);
    await send(page, 'POST', '/api/test-todos', 201, '{ "todo": { "title": "Glue the spine" } }');
    await expect(t.data).toContainText('"title": "Glue the spine"');
    await expect(t.data).not.toContainText('sample-1');
    await send(page, 'GET', '/api/test-todos', 200);
    await expect(t.data).toContainText('"title": "Glue the spine"');
  });

  test('works with the keyboard alone', async ({ page }) => {
    const t = tester(page);
    await page.goto('/mockman');
    await t.endpoint.fill('/api/categories');
    await sendAndExpect(page, '/api/categories', 200, () => t.endpoint.press('Enter'));
    const [category] = SEEDED_CATEGORIES;
    await expect(t.data).toContainText(category.name);

    // Space on a focused checkbox unticks it.
    await t.useHeader(1).focus();
    await page.keyboard.press('Space');
    await expect(t.headersGroup(0)).toBeVisible();
  });

  test('stacks the panes on a 360 px phone, in the dark, without sideways scrolling', async ({
    newPage,
    consoleErrors,
  }) => {
    consoleErrors.allow(...EXPECTED_HTTP_ERRORS);
    const page = await newPage({
      viewport: { width: 360, height: 740 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
    const t = tester(page);
    await page.goto('/mockman');
    await send(page, 'GET', '/api/video/does-not-exist', 404);

    // The answer lands below the stacked request pane: it is scrolled into view.
    await expect
      .poll(async () => (await t.response.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
      .toBeLessThan(740);
    await waitForAnimations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const form = await t.form.boundingBox();
    const response = await t.response.boundingBox();
    expect(form && response && response.y >= form.y + form.height).toBe(true);

    await expectNoSeriousA11yViolations(page);
  });
});
