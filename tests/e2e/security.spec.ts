import { expect, test } from './support/fixtures.ts';

test.describe('content security policy', () => {
  test('runs the page’s own inline scripts, and no script injected into it', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Content Security Policy/);
    await page.goto('/');
    // The app started: its inline loader ran (allowed by its hash).
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; blocked: string }>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve({ ran: 'injected' in window, blocked: event.violatedDirective }),
            { once: true },
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, blocked: 'script-src-elem' });
  });

  test('refuses to be framed by another page', async ({ page, consoleErrors, baseURL }) => {
    consoleErrors.allow(/frame-ancestors|Refused to (frame|display)/);
    // A page of no origin of ours (about:blank) tries to frame the home page.
    await page.goto('about:blank');
    await page.setContent(`<iframe src="${baseURL}/" title="framed"></iframe>`);
    // The browser puts its own error page in the frame instead of ours.
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe[title="framed"]').getByRole('banner')).toHaveCount(0);
  });
});
