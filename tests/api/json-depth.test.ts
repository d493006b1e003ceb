import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JSON_DEPTH_MAX,
  JSON_KEYS_MAX,
  jsonBoundPassed,
  jsonBoundsOf,
} from '#server/http/json-bounds.ts';
import { ServerMessage, tooManyJsonValuesMessage } from '#shared/messages.ts';
import { expectError } from '../support/api-assertions.ts';
import { signUpCurator } from '../support/curators.ts';
import { nestedArrays, nestedObjects, zeros } from '../support/json-shapes.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}

/** Every route whose OpenAPI entry takes a JSON body, as [METHOD, path with its parameters filled]. */
async function routesWithJsonBodies(api: TestApi): Promise<[string, string][]> {
  const res = await api.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  const { paths } = (await res.json()) as OpenApiDocument;
  const routes: [string, string][] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.requestBody?.content?.['application/json']) continue;
      routes.push([method.toUpperCase(), path.replaceAll(/\{[^}]+\}/g, 'no-such-id')]);
    }
  }
  return routes;
}

describe.each(DIALECTS)('JSON bodies nested or numbered past the bounds (%s)', (dialect) => {
  let api: TestApi;
  let token: string;
  let routes: [string, string][];
  beforeAll(async () => {
    api = await createTestApi(dialect);
    // A curator's token passes every route's own checks of who may call it, so a body that
    // gets past the bounds meets the route's validation.
    ({ token } = await signUpCurator(api));
    routes = await routesWithJsonBodies(api);
  });
  afterAll(() => api.close());

  const send = (method: string, path: string, body: string, type = 'application/json') =>
    api.call(method, path, { token, body, headers: { 'content-type': type } });

  it('finds the routes in the OpenAPI document, both file routes among them', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual(['POST', '/api/user/library']);
    expect(routes).toContainEqual(['POST', '/api/curation/videos/import']);
    expect(routes).toContainEqual(['POST', '/api/user/playlists']);
  });

  it('answers a body nested past the bound with a 400 and the message, on every route', async () => {
    for (const [method, path] of routes) {
      for (const body of [nestedArrays(JSON_DEPTH_MAX + 1), nestedObjects(JSON_DEPTH_MAX + 1)]) {
        const res = await send(method, path, body);
        await expectError(res, 400, ServerMessage.jsonTooDeep);
      }
    }
  });

  it('answers a body of more different keys than the bound with a 400 and the message, on every route', async () => {
    const keys = (count: number) =>
      `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;
    for (const [method, path] of routes) {
      await expectError(
        await send(method, path, keys(JSON_KEYS_MAX + 1)),
        400,
        ServerMessage.jsonTooManyKeys,
      );
      const res = await send(method, path, keys(JSON_KEYS_MAX));
      expect(await res.text(), `${method} ${path}`).not.toContain(ServerMessage.jsonTooManyKeys);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('lets a body at the bound through to the route’s own validation, on every route', async () => {
    for (const [method, path] of routes) {
      for (const body of [nestedArrays(JSON_DEPTH_MAX), nestedObjects(JSON_DEPTH_MAX)]) {
        const res = await send(method, path, body);
        const text = await res.text();
        expect(res.status, `${method} ${path}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(500);
        expect(text, `${method} ${path}`).not.toContain(ServerMessage.jsonTooDeep);
        expect(text, `${method} ${path}`).not.toContain(ServerMessage.malformedJson);
      }
    }
  });

  it('answers the file routes’ largest nesting (4 MB, 2 MB) with the message', async () => {
    await expectError(
      await send('POST', '/api/user/library', nestedArrays(2_000_000)),
      400,
      ServerMessage.jsonTooDeep,
    );
    await expectError(
      await send('POST', '/api/curation/videos/import', `{"videos":${nestedArrays(1_000_000)}}`),
      400,
      ServerMessage.jsonTooDeep,
    );
  });

  it('counts the values of the file routes’ bodies: past the bound a 400, at it the route’s own', async () => {
    for (const path of ['/api/user/library', '/api/curation/videos/import']) {
      const { values } = jsonBoundsOf('POST', path);
      await expectError(
        await send('POST', path, zeros(values + 1)),
        400,
        tooManyJsonValuesMessage(values),
      );
      const errors = await expectError(await send('POST', path, zeros(values)), 400);
      expect(errors).not.toContain(tooManyJsonValuesMessage(values));
    }
    // The curation import's rows hold more values by nature than any other body.
    expect(jsonBoundsOf('POST', '/api/curation/videos/import').values).toBeGreaterThan(204_000);
  });

  it('answers a library file of wrong entries with its problems up to the bound, and past it with the message', async () => {
    const TIME = '2026-11-23T08:40:00.000Z';
    /** A library file of `playlists` playlists of 1,000 entries `{}`, each two problems. */
    const wrongFile = (playlists: number) => {
      const videos = `[${Array(1000).fill('{}').join(',')}]`;
      const playlist = `{"title":"t","createdAt":"${TIME}","videos":${videos}}`;
      return (
        `{"format":"craftreel-library","version":1,"exportedAt":"${TIME}","likes":[],` +
        `"watchLater":[],"history":[],"playlists":[${Array(playlists).fill(playlist).join(',')}]}`
      );
    };
    const within = wrongFile(31);
    expect(jsonBoundPassed(within, jsonBoundsOf('POST', '/api/user/library'))).toBeNull();
    const errors = await expectError(await send('POST', '/api/user/library', within), 400);
    expect(errors[0]).toMatch(/^playlists\.0\.videos\.0\.videoId: /);
    expect(errors.at(-1)).toMatch(/^…and \d+ more problems in the file$/);
    // Past the bound it never reaches the validation, whose list of problems would overflow.
    await expectError(
      await send('POST', '/api/user/library', wrongFile(100)),
      400,
      tooManyJsonValuesMessage(jsonBoundsOf('POST', '/api/user/library').values),
    );
  });

  it('bounds every media type a route reads as JSON, not only application/json', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/vnd.craft_reel+json',
      'application/merge-patch+json',
    ]) {
      const res = await send('POST', '/api/user/playlists', nestedArrays(JSON_DEPTH_MAX + 1), type);
      await expectError(res, 400, ServerMessage.jsonTooDeep);
    }
  });

  it('reads a body too long to parse in one go as it reads a short one: its problems, malformed, or a NUL by its field', async () => {
    // Each list longer than the 64 KB read in one go, the file more than three of them.
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      videoId: `${'v'.repeat(50)}-${i}`,
      addedAt: 'when',
    }));
    const file = { format: 'craftreel-library', version: 1, exportedAt: 'x', likes: entries };
    const text = JSON.stringify({ ...file, watchLater: entries, history: entries, playlists: [] });
    expect(text.length).toBeGreaterThan(192 * 1024);
    const errors = await expectError(await send('POST', '/api/user/library', text), 400);
    expect(errors[0]).toMatch(/^exportedAt: must be a date and time/);
    await expectError(
      await send('POST', '/api/user/library', text.slice(0, -1)),
      400,
      ServerMessage.malformedJson,
    );
    const withNul = text.replace('-999"', '-\\u0000"');
    await expectError(
      await send('POST', '/api/user/library', withNul),
      400,
      /^likes\.999\.videoId must not contain a NUL character$/,
    );
  });

  it('still answers malformed JSON within the bounds as malformed, and text within as before', async () => {
    await expectError(
      await send('POST', '/api/user/playlists', '[[['),
      400,
      ServerMessage.malformedJson,
    );
    const res = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'Paper\u0000craft' } },
    });
    await expectError(res, 400, /^playlist\.title must not contain a NUL character$/);
  });
});
