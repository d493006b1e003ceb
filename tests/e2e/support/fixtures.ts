import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { Api } from './api.ts';

export { expect };

/** Per-page options, for a test that needs a page unlike the file's (`newPage`). */
type NewPageOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'colorScheme' | 'reducedMotion' | 'locale'
>;

function isSameHost(url: string, host: string): boolean {
  try {
    return new URL(url).host === host;
  } catch {
    // data:, blob: and the like never reach the network.
    return true;
  }
}

/**
 * Console errors and uncaught page errors of the test's pages. An unexpected one fails the test
 * when it ends; a journey that asks for an error on purpose (a 401, a 404) allows it first.
 */
class ConsoleErrors {
  private readonly allowed: RegExp[] = [];
  private readonly seen: string[] = [];

  /**
   * `host`: the server under test. Failed loads from other hosts are expected: Chromium resolves
   * no other name here (playwright.config.ts, `--host-resolver-rules`), as on a machine offline.
   * No route blocks them instead: any route turns Chromium's HTTP cache off and sends every
   * request through the test process, so the app's cached scripts would be fetched again on
   * each navigation. A test's own `page.route` can still answer an external request.
   */
  constructor(private readonly host: string) {}

  /** Expected errors, e.g. Chromium's "Failed to load resource … 401" after a deliberate 401. */
  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  /** Records the console errors and page errors of every page of `context`. */
  watch(context: BrowserContext): void {
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const source = message.location().url;
      // The aborted external requests: expected, not a fault of the app.
      if (text.startsWith('Failed to load resource') && source && !isSameHost(source, this.host)) {
        return;
      }
      this.seen.push(source ? `${text} (${source})` : text);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      this.seen.push(`Uncaught ${error.name}: ${error.message}`);
    });
  }

  /** Fails with the errors seen since the last check that no pattern allows. */
  check(): void {
    const unexpected = this.seen
      .splice(0)
      .filter((error) => !this.allowed.some((pattern) => pattern.test(error)));
    if (unexpected.length > 0) {
      throw new Error(
        `${unexpected.length} unexpected console/page error(s):\n` +
          unexpected.map((error) => `- ${error}`).join('\n'),
      );
    }
  }
}

/**
 * Makes `goto` and `reload` return once the app has the page (it marks <html data-app="ready">,
 * src/client/app/app.tsx), as they did when every page was drawn by the app: `/` and video pages
 * now come rendered by the server and show their buttons before the app's script has run, and a
 * click then does nothing. Only for HTML answers (an image or an API answer has no app).
 */
function waitForTheAppOnNavigation(page: Page): Page {
  const settle = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
  return page;
}

interface Fixtures {
  /** The test's console and page errors; `consoleErrors.allow(/…/)` for expected ones. */
  consoleErrors: ConsoleErrors;
  /**
   * Another page in a context of its own (fresh storage), watched like `page`: for a second
   * user, or for options unlike the file's (`await newPage({ viewport: PHONE })`).
   */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** The server's HTTP API, for quick set-up: `await api.signUp()`. */
  api: Api;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    await provide(waitForTheAppOnNavigation(page));
  },

  consoleErrors: async ({ baseURL }, provide) => {
    if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
    await provide(new ConsoleErrors(new URL(baseURL).host));
  },

  context: async ({ context, consoleErrors }, provide) => {
    consoleErrors.watch(context);
    await provide(context);
    // Before the context closes, while what the test left behind is still the test's.
    consoleErrors.check();
  },

  newPage: async (
    { browser, baseURL, viewport, colorScheme, reducedMotion, locale, consoleErrors },
    provide,
  ) => {
    if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        colorScheme,
        reducedMotion,
        locale,
        ...options,
      });
      contexts.push(context);
      consoleErrors.watch(context);
      return waitForTheAppOnNavigation(await context.newPage());
    });
    try {
      consoleErrors.check();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  },

  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },
});

/**
 * Stores `token` in localStorage under 'token' before the app's first script runs, as if the
 * user had signed in earlier. Done once per tab, so an in-app logout is not undone by the next
 * navigation.
 */
export async function signInWithToken(
  page: Page,
  token: string,
  // A spec's own server (test.use({ baseURL })) is not in the project's options: pass the
  // test's `baseURL` fixture then.
  baseURL = test.info().project.use.baseURL,
): Promise<void> {
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  await page.addInitScript(
    ({ token: value, origin }) => {
      if (window.location.origin !== origin) return;
      if (window.sessionStorage.getItem('e2e-token-set') === '1') return;
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-token-set', '1');
    },
    { token, origin: new URL(baseURL).origin },
  );
}
