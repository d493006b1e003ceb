import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LimitRules, memoryRateLimits } from '#server/http/rate-limits.ts';
import { ServerMessage } from '#shared/messages.ts';
import { expectError } from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const RULES: LimitRules = {
  loginPerEmail: { points: 3, seconds: 300 },
  loginPerAddress: { points: 6, seconds: 300 },
  signupPerAddress: { points: 2, seconds: 3600 },
  apiPerAddress: { points: 40, seconds: 60 },
  libraryImportPerUser: { points: 2, seconds: 3600 },
  photoUploadPerUser: { points: 2, seconds: 3600 },
  madePostPerUser: { points: 2, seconds: 3600 },
  madeReportPerUser: { points: 2, seconds: 3600 },
};

const TOO_MANY_ATTEMPTS = /^Too many attempts\. Please try again in \d+ (second|minute|hour)s?\.$/;

let addresses = 0;
/** A client address of its own (behind one trusted proxy), so each test counts from zero. */
function newAddress(): string {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

describe.each(DIALECTS)('rate limits (%s)', (dialect) => {
  let api: TestApi;
  let demo: { email: string; password: string };

  beforeAll(async () => {
    api = await createTestApi(dialect, { rateLimits: memoryRateLimits(RULES), trustedProxies: 1 });
    demo = { email: `limits.${Date.now()}@example.com`, password: 'correct horse battery' };
    await api.call('POST', '/api/auth/signup', {
      body: { ...demo, firstName: 'Lim', lastName: 'Its' },
      headers: { 'x-forwarded-for': newAddress() },
    });
  });
  afterAll(() => api.close());

  const login = (email: string, password: string, address: string) =>
    api.call('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });

  /** Expects the 429: the message in the error shape, and a Retry-After within the window. */
  async function expectLimited(res: Response, message: RegExp, windowSeconds: number) {
    await expectError(res, 429, message);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it('refuses a fourth login for one email within five minutes, even with the right password', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      await expectError(await login(demo.email, 'wrong password!', address), 401);
    }
    await expectLimited(await login(demo.email, demo.password, address), TOO_MANY_ATTEMPTS, 300);
    // The email is what is limited: from elsewhere it is refused too.
    await expectLimited(
      await login(demo.email, demo.password, newAddress()),
      TOO_MANY_ATTEMPTS,
      300,
    );
  });

  // api.signUp() sends no X-Forwarded-For: its accounts count against one address, two an hour.
  it("wipes an email's failed attempts when a login succeeds", async () => {
    const { email } = await api.signUp();
    const address = newAddress();
    for (let i = 0; i < 2; i++)
      await expectError(await login(email, 'wrong password!', address), 401);
    expect((await login(email, 'correct horse battery', address)).status).toBe(200);
    for (let i = 0; i < 2; i++)
      await expectError(await login(email, 'wrong password!', address), 401);
    expect((await login(email, 'correct horse battery', address)).status).toBe(200);
  });

  it('counts racing guesses exactly: 10 at once give 3 answers and 7 refusals', async () => {
    const { email } = await api.signUp();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => login(email, 'wrong password!', newAddress())),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('refuses one address trying many emails, and only that address', async () => {
    const address = newAddress();
    for (let i = 0; i < 6; i++) {
      await expectError(
        await login(`nobody${i}.${Date.now()}@example.com`, 'whatever it is', address),
        404,
        ServerMessage.emailNotRegistered,
      );
    }
    const seventh = await login(`nobody7.${Date.now()}@example.com`, 'whatever it is', address);
    await expectLimited(seventh, TOO_MANY_ATTEMPTS, 300);
    await expectError(
      await login(`nobody8.${Date.now()}@example.com`, 'whatever it is', newAddress()),
      404,
    );
  });

  it('lets an address make two accounts an hour, then says when to try again', async () => {
    const address = newAddress();
    const signup = (n: number, from: string) =>
      api.call('POST', '/api/auth/signup', {
        body: {
          email: `signup${n}.${Date.now()}@example.com`,
          password: 'correct horse battery',
          firstName: 'Sign',
          lastName: 'Up',
        },
        headers: { 'x-forwarded-for': from },
      });
    expect((await signup(1, address)).status).toBe(201);
    expect((await signup(2, address)).status).toBe(201);
    await expectLimited(await signup(3, address), TOO_MANY_ATTEMPTS, 3600);
    expect((await signup(4, newAddress())).status).toBe(201);
  });

  it('limits every API call per address, in the error shape with Retry-After', async () => {
    const address = newAddress();
    const get = (from: string) =>
      api.call('GET', '/api/categories', { headers: { 'x-forwarded-for': from } });
    for (let i = 0; i < 40; i++) expect((await get(address)).status).toBe(200);
    await expectLimited(
      await get(address),
      /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
      60,
    );
    expect((await get(newAddress())).status).toBe(200);
  });

  it('believes only the address the trusted proxy saw, not what the client wrote before it', async () => {
    const proxySaw = newAddress();
    const email = `${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email: `spoof${i}.${email}`, password: 'whatever it is' },
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${proxySaw}` },
      });
      statuses.push(res.status);
    }
    for (let i = 4; i < 7; i++) {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email: `spoof${i}.${email}`, password: 'whatever it is' },
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${proxySaw}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});

describe('without rate limits (RATE_LIMITS=off)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('sqlite');
  });
  afterAll(() => api.close());

  it('answers every attempt on its merits', async () => {
    const { email } = await api.signUp();
    for (let i = 0; i < 15; i++) {
      const res = await api.call('POST', '/api/auth/login', {
        body: { email, password: 'wrong password!' },
      });
      expect(res.status).toBe(401);
    }
  });
});
