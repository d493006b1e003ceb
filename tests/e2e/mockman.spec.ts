import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { GUEST, signUpViaApi, useBrowser } from './support/browser.ts';
import { seededVideos } from './support/catalogue.ts';

const browser = useBrowser();

/** Chromium logs every non-2xx answer; these tests ask for 401s and 404s on purpose. */
const EXPECTED_HTTP_ERRORS = [
  /Failed to load resource: the server responded with a status of 40[14]/,
];

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

async function send(page: Page, method: 'GET' | 'POST' | 'DELETE', endpoint: string, body = '{}') {
  const t = tester(page);
  await t.method.selectOption(method);
  await t.endpoint.fill(endpoint);
  await t.body.fill(body);
  await t.submit.click();
}

/** Waits for the response viewer to show `status` (the previous answer may still be there). */
async function expectStatus(page: Page, status: number) {
  const t = tester(page);
  await expect
    .poll(async () => ((await t.status.count()) ? t.status.textContent() : null), {
      timeout: 10_000,
    })
    .toBe(String(status));
  await expect.poll(() => t.response.getAttribute('aria-busy')).toBe('false');
}

describe('request tester (/mockman)', () => {
  it('sends requests to the real server and shows their answers', async () => {
    const [firstVideo] = await seededVideos();
    const member = await signUpViaApi();
    const { page, expectNoConsoleErrors } = await browser.newPage();
    const t = tester(page);

    await page.goto('/mockman');
    await t.submit.waitFor();
    await expect.poll(() => page.title()).toBe('CraftReel | Mockman');

    // Defaults (spec sections 2, 4 and 9).
    expect(await t.method.inputValue()).toBe('GET');
    expect(await t.endpoint.inputValue()).toBe('/api/test-todos');
    expect(await t.endpoint.getAttribute('placeholder')).toBe('Enter your endpoint');
    expect(await t.body.inputValue()).toBe('{}');
    expect(await t.headerName(1).inputValue()).toBe('Accept');
    expect(await t.headerValue(1).inputValue()).toBe('*/*');
    expect(await t.useHeader(1).isChecked()).toBe(true);
    expect(await t.useHeader(2).isChecked()).toBe(false);
    expect(await t.headersGroup(1).count()).toBe(1);
    await t.response.getByText('Response is undefined.').waitFor();

    // GET /api/videos: 200 and the seeded catalogue.
    await send(page, 'GET', '/api/videos');
    await expectStatus(page, 200);
    expect(await t.response.textContent()).toContain('OK');
    expect(await t.data.textContent()).toContain(JSON.stringify(firstVideo?.title).slice(1, -1));
    expect(await t.response.getByText('content-type', { exact: true }).count()).toBe(1);

    // Editing the last header row adds a blank row and ticks the edited one.
    await t.headerName(2).fill('X-Trace');
    await t.headersGroup(2).waitFor();
    expect(await t.headerName(3).inputValue()).toBe('');
    expect(await t.useHeader(3).isChecked()).toBe(false);
    await t.useHeader(2).uncheck();
    await t.headersGroup(1).waitFor();

    // The body must be JSON.
    const alert = t.form.getByRole('alert');
    await t.body.fill('');
    expect(await alert.textContent()).toBe('Error in JSON format');
    await t.body.fill('{"title": ');
    expect(await alert.textContent()).toBe('Error in JSON format');
    await t.body.fill('{"title": "ok"}');
    await alert.waitFor({ state: 'detached' });

    // POST /api/auth/login with the demo credentials.
    await send(page, 'POST', '/api/auth/login', JSON.stringify(GUEST, null, 2));
    await expectStatus(page, 200);
    expect(await t.data.textContent()).toContain('"encodedToken"');
    expect(await t.data.textContent()).toContain(GUEST.email);

    // A /api/user call without a token: the error response, shown in full.
    await send(page, 'GET', '/api/user/likes');
    await expectStatus(page, 401);
    expect(await t.response.textContent()).toContain('Unauthorized');
    expect(await t.data.textContent()).toContain(ServerMessage.invalidToken);
    expect(await t.data.textContent()).toContain(
      'The token is invalid. Unauthorized access error.',
    );

    // The same call with a ticked authorization header.
    await t.headerName(3).fill('authorization');
    await t.headerValue(3).fill(member.token);
    expect(await t.useHeader(3).isChecked()).toBe(true);
    await t.headersGroup(2).waitFor();
    await t.submit.click();
    await expectStatus(page, 200);
    expect(await t.data.textContent()).toContain('"likes": []');

    // Unticked, the header is not sent.
    await t.useHeader(3).uncheck();
    await t.submit.click();
    await expectStatus(page, 401);

    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors({ allow: EXPECTED_HTTP_ERRORS });
  });

  it('works with the keyboard alone', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage();
    const t = tester(page);
    await page.goto('/mockman');
    await t.endpoint.fill('/api/categories');
    await t.endpoint.press('Enter');
    await expectStatus(page, 200);
    expect(await t.data.textContent()).toContain('Craft Ideas');

    // Space on a focused checkbox unticks it.
    await t.useHeader(1).focus();
    await page.keyboard.press('Space');
    await t.headersGroup(0).waitFor();
    expectNoConsoleErrors();
  });

  it('stacks the panes on a 360 px phone, in the dark, without sideways scrolling', async () => {
    const { page, expectNoConsoleErrors } = await browser.newPage({
      viewport: { width: 360, height: 740 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
    const t = tester(page);
    await page.goto('/mockman');
    await send(page, 'GET', '/api/video/does-not-exist');
    await expectStatus(page, 404);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The answer lands below the stacked request pane: it is scrolled into view.
    await expect
      .poll(async () => (await t.response.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
      .toBeLessThan(740);

    const form = await t.form.boundingBox();
    const response = await t.response.boundingBox();
    expect(form && response && response.y >= form.y + form.height).toBe(true);

    await expectNoSeriousA11yViolations(page);
    expectNoConsoleErrors({ allow: EXPECTED_HTTP_ERRORS });
  });
});
