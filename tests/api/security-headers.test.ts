import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** The Content-Security-Policy's directives, by name. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe.each(DIALECTS)('security headers (%s)', (dialect) => {
  let api: TestApi;
  let behindTls: TestApi;
  let withCors: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect, {
      security: { inlineScriptHashes: ['abc123='] },
    });
    behindTls = await createTestApi(dialect, { security: { https: true }, trustedProxies: 1 });
    withCors = await createTestApi(dialect, { corsOrigins: ['https://app.example.com'] });
  });
  afterAll(async () => {
    await api.close();
    await behindTls.close();
    await withCors.close();
  });

  it.each([
    ['a catalogue answer', 'GET', '/api/categories', 200],
    ['an error', 'GET', '/api/no-such-route', 404],
    ['a refused write', 'POST', '/api/user/likes', 401],
    ['the OpenAPI document', 'GET', '/api/openapi.json', 200],
  ])('puts every header on %s', async (_what, method, path, status) => {
    const res = await api.call(method, path);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const policy = policyOf(res);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('allows scripts from this origin, the pages’ own inline scripts by hash and the YouTube IFrame API, nothing else', async () => {
    const policy = policyOf(await api.call('GET', '/api/categories'));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'sha256-abc123='",
      // The IFrame API's script and the widget script it loads, not all of YouTube's.
      'https://www.youtube.com/iframe_api',
      'https://www.youtube.com/s/player/',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://i.ytimg.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('sends HSTS only when served over TLS by a proxy in front', async () => {
    const res = await behindTls.call('GET', '/api/categories');
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('answers no cross-origin request unless CORS_ORIGINS lists the origin', async () => {
    const from = (origin: string) => ({ headers: { origin } });
    const plain = await api.call('GET', '/api/categories', from('https://app.example.com'));
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();

    const allowed = await withCors.call('GET', '/api/categories', from('https://app.example.com'));
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const other = await withCors.call('GET', '/api/categories', from('https://evil.example'));
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await withCors.call('OPTIONS', '/api/user/likes', {
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
