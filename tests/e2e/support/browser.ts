import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  LoginResponseSchema,
  SignupResponseSchema,
  type User,
} from '#shared/schemas/user.schema.ts';
import { baseURL, urlOf } from './base-url.ts';

/** Debian's Chromium (scripts/e2e.mjs installs it); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const GUEST = { email: 'guest@craftreel.app', password: 'craftreel-guest' } as const;

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface ConsoleCheckOptions {
  /** Expected errors, e.g. Chromium's "Failed to load resource … 401" after a deliberate 401. */
  allow?: RegExp[];
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far (external-request noise left out). */
  errors: readonly string[];
  expectNoConsoleErrors(options?: ConsoleCheckOptions): void;
}

export interface BrowserSession {
  newPage(options?: NewPageOptions): Promise<TestPage>;
}

function isSameHost(url: string, host: string): boolean {
  try {
    return new URL(url).host === host;
  } catch {
    // data:, blob: and the like never reach the network.
    return true;
  }
}

/**
 * One Chromium per spec file: call at the top of a file, then `await browser.newPage()` in tests.
 * Each page gets its own context (fresh storage). Requests to any host but the server under test
 * are aborted: the machine is offline, so external thumbnails and YouTube must fail at once, the
 * same way on every run.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: NewPageOptions = {}) {
      if (!browser) throw new Error('useBrowser(): the browser is not running (use it in a test)');
      const host = new URL(baseURL()).host;
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: options.viewport ?? { width: 1280, height: 800 },
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
      });
      await context.route('**/*', (route) => {
        if (isSameHost(route.request().url(), host)) return route.continue();
        return route.abort('internetdisconnected');
      });

      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const source = message.location().url;
        // The aborted external requests above: expected, not a fault of the app.
        if (text.startsWith('Failed to load resource') && source && !isSameHost(source, host)) {
          return;
        }
        errors.push(source ? `${text} (${source})` : text);
      });
      page.on('pageerror', (error) => {
        errors.push(`Uncaught ${error.name}: ${error.message}`);
      });

      return {
        page,
        context,
        errors,
        expectNoConsoleErrors({ allow = [] }: ConsoleCheckOptions = {}) {
          const unexpected = errors.filter((error) => !allow.some((re) => re.test(error)));
          if (unexpected.length > 0) {
            throw new Error(
              `${unexpected.length} console/page error(s):\n${unexpected.map((e) => `- ${e}`).join('\n')}`,
            );
          }
        },
      };
    },
  };
}

export interface SignedUpUser {
  email: string;
  password: string;
  token: string;
  user: User;
}

async function postJson(path: string, body: unknown): Promise<{ status: number; data: unknown }> {
  const response = await fetch(urlOf(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: await response.json().catch(() => undefined) };
}

let signupCount = 0;

/** A brand-new account, made through the API (POST /api/auth/signup). */
export async function signUpViaApi(): Promise<SignedUpUser> {
  signupCount += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${signupCount}@craftreel.test`;
  const password = 'e2e-password-123';
  const { status, data } = await postJson('/api/auth/signup', {
    email,
    password,
    firstName: 'Erin',
    lastName: 'Tester',
  });
  if (status !== 201) throw new Error(`signup answered ${status}: ${JSON.stringify(data)}`);
  const { encodedToken, createdUser } = SignupResponseSchema.parse(data);
  return { email, password, token: encodedToken, user: createdUser };
}

/** The seeded demo user, signed in through the API (POST /api/auth/login). */
export async function loginAsGuestViaApi(): Promise<SignedUpUser> {
  const { status, data } = await postJson('/api/auth/login', GUEST);
  if (status !== 200) throw new Error(`guest login answered ${status}: ${JSON.stringify(data)}`);
  const { encodedToken, foundUser } = LoginResponseSchema.parse(data);
  return { ...GUEST, token: encodedToken, user: foundUser };
}

/**
 * Stores `token` in localStorage under 'token' before the app's first script runs, as if the
 * user had signed in earlier. Done once per tab, so an in-app logout is not undone by the next
 * navigation.
 */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ token: value, origin }) => {
      if (window.location.origin !== origin) return;
      if (window.sessionStorage.getItem('e2e-token-set') === '1') return;
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-token-set', '1');
    },
    { token, origin: new URL(baseURL()).origin },
  );
}
