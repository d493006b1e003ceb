import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// With CORS_ORIGINS set, a browser on a listed origin must be able to make every call the API
// documents: each path and method of the OpenAPI document, preflighted as a browser does it,
// with the headers the web app sends. Any other origin is told nothing.

const ALLOWED = 'https://app.example.com';
const OTHER = 'https://evil.example';

const OpenApiSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every documented call, as method and a concrete path ({param} filled in). */
async function documentedCalls(api: TestApi): Promise<Array<{ method: string; path: string }>> {
  const doc = OpenApiSchema.parse(await (await api.call('GET', '/api/openapi.json')).json());
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => HTTP_METHODS.has(method))
      .map((method) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, 'some-id'),
      })),
  );
}

function preflight(api: TestApi, path: string, origin: string, method: string) {
  return api.call('OPTIONS', path, {
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type, authorization',
    },
  });
}

/** A header's comma-separated values, trimmed and in upper case. */
function listOf(res: Response, header: string): string[] {
  return (res.headers.get(header) ?? '')
    .split(',')
    .map((value) => value.trim().toUpperCase())
    .filter(Boolean);
}

describe.each(DIALECTS)('CORS for every documented call (%s)', (dialect) => {
  let api: TestApi;
  let calls: Array<{ method: string; path: string }>;
  beforeAll(async () => {
    api = await createTestApi(dialect, { corsOrigins: [ALLOWED] });
    calls = await documentedCalls(api);
  });
  afterAll(() => api.close());

  it('documents calls of every method the web app uses', () => {
    const methods = new Set(calls.map((call) => call.method));
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
  });

  it('allows a listed origin each documented method, with content-type and authorization', async () => {
    for (const { method, path } of calls) {
      const label = `${method} ${path}`;
      const res = await preflight(api, path, ALLOWED, method);
      expect(res.status, label).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), label).toBe(ALLOWED);
      expect(listOf(res, 'access-control-allow-methods'), label).toContain(method);
      expect(listOf(res, 'access-control-allow-headers'), label).toEqual(
        expect.arrayContaining(['CONTENT-TYPE', 'AUTHORIZATION']),
      );
    }
  });

  it('tells any other origin nothing, for every documented call', async () => {
    for (const { method, path } of calls) {
      const label = `${method} ${path}`;
      const res = await preflight(api, path, OTHER, method);
      const accessControl = [...res.headers.keys()].filter((name) =>
        name.startsWith('access-control-'),
      );
      expect(accessControl, label).toEqual([]);
      expect(res.status, label).toBeLessThan(500);
    }
  });

  it('names the origin on the real answer to a listed origin only', async () => {
    const put = await api.call('PUT', '/api/user/progress/some-id', {
      headers: { origin: ALLOWED },
      body: { seconds: 1 },
    });
    expect(put.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const other = await api.call('PUT', '/api/user/progress/some-id', {
      headers: { origin: OTHER },
      body: { seconds: 1 },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toContain('Origin');
  });
});
