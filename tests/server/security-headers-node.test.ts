import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIds } from '#server/http/request-id.ts';
import type { AppEnv } from '#server/http/router.ts';
import { securityHeaderList, securityHeaders } from '#server/http/security-headers.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';

// On Node the security headers and X-Request-Id go on the ServerResponse before the route
// runs, not on the finished Response (security-headers.ts): the same headers must come out of
// a real socket, and a route's own header must still win over them.

async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: ServerType) => new Promise((resolve) => server.close(resolve));

describe('security headers and request ids over a socket', () => {
  let api: TestApi;
  let app: { server: ServerType; base: string };
  let own: { server: ServerType; base: string };
  beforeAll(async () => {
    api = await createTestApi('sqlite', { security: { inlineScriptHashes: ['abc123='] } });
    app = await listen(api.app.fetch);
    const withOwnPolicy = new Hono<AppEnv>()
      .use(requestIds())
      .use(securityHeaders())
      .get('/own', (c) => {
        c.header('Content-Security-Policy', "default-src 'none'");
        c.header('X-Frame-Options', 'SAMEORIGIN');
        return c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml' });
      })
      .get('/plain', () => new Response('made without the context'));
    own = await listen(withOwnPolicy.fetch);
  });
  afterAll(async () => {
    await close(app.server);
    await close(own.server);
    await api.close();
  });

  it.each([
    ['a cached catalogue answer', 'GET', '/api/categories', 200],
    ['an error', 'GET', '/api/no-such-route', 404],
    ['a refused write', 'POST', '/api/user/likes', 401],
  ])('puts every header, once, on %s', async (_what, method, path, status) => {
    const res = await fetch(`${app.base}${path}`, { method });
    expect(res.status).toBe(status);
    for (const [name, value] of securityHeaderList({ inlineScriptHashes: ['abc123='] })) {
      expect(res.headers.get(name), name).toBe(value);
    }
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a route’s own header over the common one', async () => {
    const res = await fetch(`${own.base}/own`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('puts them on a Response a route made without the context too', async () => {
    const res = await fetch(`${own.base}/plain`);
    expect(await res.text()).toBe('made without the context');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a caller’s well-formed request id and replaces another', async () => {
    const kept = await fetch(`${app.base}/api/categories`, {
      headers: { 'x-request-id': 'lb-42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-42');
    const replaced = await fetch(`${app.base}/api/categories`, {
      headers: { 'x-request-id': 'has spaces in it' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
