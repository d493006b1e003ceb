import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Dialect } from '#server/db/database-handle.ts';
import { setRoleByEmail } from '#server/db/repositories/curation-user.repository.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// The same hostile requests, in the same order, to the app on SQLite and on PostgreSQL: each
// must get the same status and the same body from both (ids and times made alike), and never
// a 5xx. The two databases differ where text and numbers meet their limits (PostgreSQL refuses
// a NUL in text, SQLite stores it; each has its own integer range), and a request must not
// find out which one it is talking to. Every path and method of the OpenAPI document is tried,
// and /thumbnails beside it: hostile path ids, query values and JSON body fields.

/** Path segments, already percent-encoded as a client would send them. */
const PATH_VALUES = [
  '%00',
  'a%00b',
  '%01',
  '%1F',
  '%7F',
  '%ED%A0%80', // a lone high surrogate, as UTF-8 (invalid)
  '%ED%B0%80', // a lone low surrogate
  '%F0%9F%98%80',
  '%',
  '%zz',
  '%E0%A4%A',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%5C',
  '%20',
  'x'.repeat(300),
  '9'.repeat(30),
  '-1',
  '1e309',
  'NaN',
  "'%20OR%201=1--",
  seedVideo(0).id,
];

/** Query values: the path's, plus what only a query holds. */
const QUERY_VALUES = [...PATH_VALUES, '', '%26', '0', '2147483648', '-9223372036854775809'];

/** JSON texts put as the value of one body field, written out so that they stay as they are. */
const BODY_VALUES = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udc00"',
  '"\\u001f"',
  '"\\u007f"',
  '1e400',
  '-1e400',
  '18446744073709551616',
  '9223372036854775808',
  '2147483648',
  '-1',
  '0.5',
  '1e-400',
  'null',
  'true',
  '[]',
  '{}',
  '[null]',
  `"${'x'.repeat(5000)}"`,
  '"../../etc/passwd"',
  '"2026-13-45T99:99:99Z"',
  '{"__proto__":{"x":1}}',
];

/** Whole bodies, JSON or not. */
const WHOLE_BODIES = ['not json', '{"a":', '"\\u0000"', '[]', 'null', '1e999', '{"\\u0000":1}'];

/** CSV files, for the routes that take one. */
const CSV_BODIES = [
  'url,title,creator,category\nabcdefghijk,a\u0000b,c,craft-ideas',
  'url,title,creator,category\nabcdefghijk,\ud800,c,craft-ideas',
  'url,title,creator,category,views\nabcdefghijk,t,c,craft-ideas,2147483648',
  'url,title,creator,category,views\nabcdefghijk,t,c,craft-ideas,1e400',
  'url,title,creator,category,projectMinutes\nabcdefghijk,t,c,craft-ideas,-1',
  '"unterminated',
  '\u0000',
];

const SchemaNode: z.ZodType<{ $ref?: string; properties?: Record<string, unknown> }> = z.object({
  $ref: z.string().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});
const OpenApiSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
        requestBody: z
          .object({ content: z.record(z.string(), z.object({ schema: z.unknown() })) })
          .optional(),
      }),
    ),
  ),
  components: z.object({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
});
type OpenApi = z.infer<typeof OpenApiSchema>;

interface HostileRequest {
  method: string;
  path: string;
  body?: string;
  /** The body's type; JSON when there is a body and this is not given. */
  contentType?: string;
  /** Whose token goes with it. */
  as: 'visitor' | 'member' | 'curator';
}

/** A JSON body's field names, from its schema (a $ref into the components followed). */
function fieldsOf(doc: OpenApi, schema: unknown): string[] {
  const node = SchemaNode.safeParse(schema);
  if (!node.success) return [];
  const ref = node.data.$ref;
  if (ref) {
    const name = ref.replace('#/components/schemas/', '');
    return fieldsOf(doc, doc.components?.schemas?.[name]);
  }
  return Object.keys(node.data.properties ?? {});
}

function hostileRequests(doc: OpenApi): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      // Ending the session or changing the password would change what every later call meets.
      if (/\/auth\/(logout|logout-everywhere|password)$/.test(template)) continue;
      const as = template.startsWith('/api/curation')
        ? 'curator'
        : template.startsWith('/api/user') || template.startsWith('/api/auth/account')
          ? 'member'
          : 'visitor';
      const plainPath = template.replace(/\{[^}]+\}/g, seedVideo(1).id);
      if (template.includes('{')) {
        for (const value of PATH_VALUES) {
          requests.push({ method, path: template.replace(/\{[^}]+\}/g, value), as });
        }
      }
      const queries = (operation.parameters ?? []).filter((p) => p.in === 'query');
      for (const { name } of queries) {
        for (const value of QUERY_VALUES) {
          requests.push({ method, path: `${plainPath}?${name}=${value}`, as });
        }
        requests.push({ method, path: `${plainPath}?${name}=a&${name}=b`, as });
      }
      const json = operation.requestBody?.content['application/json'];
      if (json) {
        for (const field of fieldsOf(doc, json.schema)) {
          for (const value of BODY_VALUES) {
            requests.push({ method, path: plainPath, body: `{"${field}":${value}}`, as });
          }
        }
        for (const body of WHOLE_BODIES) requests.push({ method, path: plainPath, body, as });
      }
      if (operation.requestBody?.content['text/csv']) {
        for (const body of CSV_BODIES) {
          requests.push({ method, path: plainPath, body, contentType: 'text/csv', as });
        }
      }
    }
  }
  for (const value of PATH_VALUES) {
    requests.push({ method: 'GET', path: `/thumbnails/${value}`, as: 'visitor' });
  }
  return requests;
}

/** An answer's body with what differs by nature between two databases (ids, times, tokens) made alike. */
function comparable(text: string): string {
  return text
    .replace(/\b[0-9a-hjkmnp-tv-z]{26}\b/gi, '<id>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/"[\w.-]{40,}"/g, '"<opaque>"');
}

interface Side {
  api: TestApi;
  tokens: Record<HostileRequest['as'], string | undefined>;
}

async function sideOf(dialect: Dialect): Promise<Side> {
  const api = await createTestApi(dialect);
  const member = await api.signUp({ email: 'member@example.com', lastName: 'Member' });
  const curator = await api.signUp({ email: 'curator@example.com', lastName: 'Curator' });
  await setRoleByEmail(api.database.db, curator.email, 'curator');
  return { api, tokens: { visitor: undefined, member: member.token, curator: curator.token } };
}

async function answerOf(side: Side, request: HostileRequest) {
  const res = await side.api.app.request(request.path, {
    method: request.method,
    headers: {
      ...(request.body === undefined
        ? {}
        : { 'content-type': request.contentType ?? 'application/json' }),
      ...(side.tokens[request.as] ? { authorization: side.tokens[request.as] ?? '' } : {}),
    },
    body: request.body,
  });
  return `${res.status} ${comparable(await res.text())}`;
}

describe.skipIf(!DIALECTS.includes('postgres'))('one answer on SQLite and PostgreSQL', () => {
  let sqlite: Side;
  let postgres: Side;
  beforeAll(async () => {
    sqlite = await sideOf('sqlite');
    postgres = await sideOf('postgres');
  });
  afterAll(async () => {
    await sqlite.api.close();
    await postgres.api.close();
  });

  it('answers every hostile request alike on both, and never with a 5xx', async () => {
    const doc = OpenApiSchema.parse(
      await (await sqlite.api.call('GET', '/api/openapi.json')).json(),
    );
    const requests = hostileRequests(doc);
    expect(requests.length).toBeGreaterThan(1000);
    const differences: string[] = [];
    const failures: string[] = [];
    for (const request of requests) {
      const label = `${request.method} ${request.path}${request.body ? ` ${request.body.slice(0, 60)}` : ''}`;
      const onSqlite = await answerOf(sqlite, request);
      const onPostgres = await answerOf(postgres, request);
      if (onSqlite !== onPostgres) {
        differences.push(
          `${label}\n  sqlite:   ${onSqlite.slice(0, 200)}\n  postgres: ${onPostgres.slice(0, 200)}`,
        );
      }
      for (const answer of [onSqlite, onPostgres]) {
        if (answer.startsWith('5')) failures.push(`${label}: ${answer.slice(0, 200)}`);
      }
    }
    expect(differences).toEqual([]);
    expect(failures).toEqual([]);
  }, 600_000);
});
