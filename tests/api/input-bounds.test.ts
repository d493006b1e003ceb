import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/**
 * Input bounds (README.md, "Security"): every string has a length bound, every number a range, every id a shape,
 * and unknown fields are ignored and never stored. The first part is read off the OpenAPI
 * document, which is generated from the very schemas that validate each request, so a field
 * added without a bound fails here by name; the second is shown by writes that carry extras.
 */

/** A JSON Schema node as the document holds it (only what the audit reads). */
interface SchemaNode {
  type?: string | string[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $ref?: string;
}

interface Parameter {
  name: string;
  in: string;
  schema?: SchemaNode;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}

type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaNode> };
};

function typesOf(node: SchemaNode): string[] {
  if (node.type === undefined) return [];
  return Array.isArray(node.type) ? node.type : [node.type];
}

/** What is unbounded in one schema: "where: why" lines, empty when every leaf is bounded. */
function unbounded(doc: Document, node: SchemaNode, where: string): string[] {
  if (node.$ref) {
    const name = node.$ref.split('/').at(-1) ?? '';
    const target = doc.components?.schemas?.[name];
    return target ? unbounded(doc, target, where) : [`${where}: unresolved ${node.$ref}`];
  }
  if (node.enum !== undefined || node.const !== undefined) return [];
  const problems: string[] = [];
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    problems.push(...unbounded(doc, branch, where));
  }
  const types = typesOf(node);
  if (types.includes('string') && node.maxLength === undefined && node.pattern === undefined) {
    problems.push(`${where}: a string with no maxLength`);
  }
  if (types.includes('number') || types.includes('integer')) {
    const low = node.minimum ?? node.exclusiveMinimum;
    const high = node.maximum ?? node.exclusiveMaximum;
    if (low === undefined || high === undefined) problems.push(`${where}: a number with no range`);
  }
  if (types.includes('array')) {
    if (node.maxItems === undefined) problems.push(`${where}: an array with no maxItems`);
    if (node.items) problems.push(...unbounded(doc, node.items, `${where}[]`));
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    problems.push(...unbounded(doc, child, `${where}.${key}`));
  }
  return problems;
}

describe.each(DIALECTS)('input bounds (%s)', (dialect) => {
  let api: TestApi;
  let doc: Document;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    doc = (await (await api.call('GET', '/api/openapi.json')).json()) as Document;
  });
  afterAll(() => api.close());

  it('bounds every string, number and array a request can carry, on every route', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          checked += 1;
          const where = `${route} ${parameter.in} ${parameter.name}`;
          if (!parameter.schema) problems.push(`${where}: no schema`);
          else problems.push(...unbounded(doc, parameter.schema, where));
        }
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          checked += 1;
          if (!content.schema) problems.push(`${route} body (${type}): no schema`);
          else problems.push(...unbounded(doc, content.schema, `${route} body`));
        }
      }
    }
    // The audit saw the routes' inputs (a document without them would pass vacuously).
    expect(checked).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('gives every id in a path a shape: 1 to 200 characters', () => {
    const ids: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path') continue;
          ids.push(`${method} ${path} ${parameter.name}`);
          expect(parameter.schema?.minLength, `${path} ${parameter.name}`).toBe(1);
          expect(parameter.schema?.maxLength, `${path} ${parameter.name}`).toBe(200);
        }
      }
    }
    expect(ids.length).toBeGreaterThan(10);
  });

  it('answers 400 to an id past its bound, on a read and on a write', async () => {
    const { token } = await api.signUp();
    const long = 'x'.repeat(201);
    for (const [method, path] of [
      ['GET', `/api/video/${long}`],
      ['GET', `/api/user/likes/${long}`],
      ['DELETE', `/api/user/playlists/${long}`],
    ] as const) {
      const res = await api.call(method, path, { token });
      expect(res.status, `${method} ${path.slice(0, 30)}`).toBe(400);
    }
  });

  it('never stores the unknown fields of a signup', async () => {
    const email = `extras-${Date.now()}@example.com`;
    const res = await api.call('POST', '/api/auth/signup', {
      body: {
        email,
        password: 'a good long password',
        firstName: 'Ex',
        lastName: 'Tra',
        _id: 'chosen-by-the-client',
        role: 'curator',
        passwordHash: 'x',
        createdAt: '1970-01-01T00:00:00.000Z',
      },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { createdUser: Record<string, unknown> };
    expect(body.createdUser._id).not.toBe('chosen-by-the-client');
    expect(body.createdUser).not.toHaveProperty('role');
    expect(body.createdUser).not.toHaveProperty('passwordHash');
    const row = await api.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.id).not.toBe('chosen-by-the-client');
    expect(row.created_at).not.toBe('1970-01-01T00:00:00.000Z');
    expect(row.password_hash).not.toBe('x');
    // Every user has a role (docs/decisions/0010), and a signup's own say is ignored: a member.
    expect(row.role).toBe('member');
  });

  it('never stores the unknown fields of a playlist or of a video reference', async () => {
    const { token } = await api.signUp();
    const videoId = seedVideo(0).id;
    const before = await expectJson(
      await api.call('GET', `/api/video/${videoId}`),
      200,
      VideoResponseSchema,
    );
    const created = await api.call('POST', '/api/user/playlists', {
      token,
      body: {
        playlist: { title: 'Extras', _id: 'mine', videos: [{ _id: videoId }], userId: 'other' },
      },
    });
    const { playlists } = await expectJson(created, 201, PlaylistsResponseSchema);
    expect(playlists).toEqual([{ _id: expect.any(String), title: 'Extras', videos: [] }]);
    expect(playlists[0]?._id).not.toBe('mine');

    const liked = await api.call('POST', '/api/user/likes', {
      token,
      body: { video: { _id: videoId, title: 'Renamed by a client', views: '1B' }, user: 'x' },
    });
    expect(liked.status).toBe(201);
    const after = await expectJson(
      await api.call('GET', `/api/video/${videoId}`),
      200,
      VideoResponseSchema,
    );
    expect(after.video).toEqual(before.video);
  });

  it('answers the title bound by name, and a string past it stores nothing', async () => {
    const { token } = await api.signUp();
    const res = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'x'.repeat(81) } },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: string[] }).errors).toEqual([
      'playlist.title must be at most 80 characters',
    ]);
    const list = await expectJson(
      await api.call('GET', '/api/user/playlists', { token }),
      200,
      PlaylistsResponseSchema,
    );
    expect(list.playlists).toEqual([]);
  });
});
