import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '#shared/schemas/error.schema.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { badTokensFor, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/**
 * Generated hostile requests (fast-check) at every route of the OpenAPI document: wrong types,
 * odd and huge unicode, SQL and HTML fragments, deep JSON, bad tokens, odd content types and
 * path ids, another user's ids. Every answer must be a 2xx, or a 4xx in the error shape, never
 * a 5xx; and the other user's data must be exactly as it was.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 1000);

const HOSTILE_TEXT = [
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '\uFEFF',
  '😀'.repeat(40),
  'x'.repeat(5000),
  '{{7*7}}',
  `$${'{7*7}'}`,
  '__proto__',
  'constructor',
  ' ',
  '',
];

/** A path segment for any text: one a URL cannot hold (a lone surrogate) goes as invalid UTF-8. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

describe.each(DIALECTS)('hostile input, generated (%s)', (dialect) => {
  let api: TestApi;
  let routes: { method: string; path: string }[];
  let attackerTokens: (string | undefined)[];
  let victim: { token: string; userId: string };
  let victimIds: string[];

  /** Everything of the victim's that a request could touch. */
  async function victimState(): Promise<unknown> {
    const db = api.database.db;
    const [user, entries, playlists, playlistVideos, todos, sessions] = await Promise.all([
      db.selectFrom('users').selectAll().where('id', '=', victim.userId).execute(),
      db
        .selectFrom('list_entries')
        .select(['id', 'list', 'video_id'])
        .where('user_id', '=', victim.userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('playlists')
        .select(['id', 'title'])
        .where('user_id', '=', victim.userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('playlist_videos')
        .innerJoin('playlists', 'playlists.id', 'playlist_videos.playlist_id')
        .select(['playlist_videos.id', 'playlist_videos.video_id'])
        .where('playlists.user_id', '=', victim.userId)
        .orderBy('playlist_videos.id')
        .execute(),
      db
        .selectFrom('test_todos')
        .select(['id', 'title'])
        .where('user_id', '=', victim.userId)
        .orderBy('id')
        .execute(),
      db.selectFrom('sessions').select('id').where('user_id', '=', victim.userId).execute(),
    ]);
    return { user, entries, playlists, playlistVideos, todos, sessions };
  }

  beforeAll(async () => {
    api = await createTestApi(dialect);
    victim = await api.signUp();
    const attacker = await api.signUp();
    const video = { _id: seedVideo(0).id };
    for (const list of ['likes', 'watchlater', 'history']) {
      await api.call('POST', `/api/user/${list}`, { token: victim.token, body: { video } });
    }
    const created = await api.call('POST', '/api/user/playlists', {
      token: victim.token,
      body: { playlist: { title: 'Victim list' } },
    });
    const playlistId =
      (await expectJson(created, 201, PlaylistsResponseSchema)).playlists[0]?._id ?? '';
    await api.call('POST', `/api/user/playlists/${playlistId}`, {
      token: victim.token,
      body: { video },
    });
    const todo = await api.call('POST', '/api/test-todos', {
      token: victim.token,
      body: { todo: { title: 'Victim todo' } },
    });
    const { todos } = (await todo.json()) as { todos: { _id: string }[] };
    victimIds = [playlistId, video._id, todos[0]?._id ?? '', victim.userId];

    const bad = await badTokensFor(api, { ...attacker, email: attacker.email });
    attackerTokens = [undefined, attacker.token, `Bearer ${attacker.token}`, ...Object.values(bad)];

    const doc = (await (await api.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => api.close());

  it(`answers ${RUNS} generated hostile requests with no 5xx, and leaves another user's data alone`, async () => {
    const before = await victimState();
    expect(routes.length).toBeGreaterThan(15);

    const text = fc.oneof(
      fc.constantFrom(...HOSTILE_TEXT),
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    const anyValue = fc.oneof(text, fc.jsonValue({ maxDepth: 6 }), fc.integer(), fc.double());
    const body = fc.oneof(
      fc.record({ video: fc.record({ _id: fc.oneof(text, fc.constantFrom(...victimIds)) }) }),
      fc.record({ playlist: fc.record({ title: anyValue }) }),
      fc.record({ todo: fc.record({ title: anyValue }) }),
      fc.record({ email: anyValue, password: anyValue, firstName: anyValue, lastName: anyValue }),
      fc.record({ encodedToken: anyValue }),
      fc.record({ currentPassword: anyValue, newPassword: anyValue }),
      fc.record({ password: anyValue }),
      fc.jsonValue({ maxDepth: 8 }),
      fc.constant('['.repeat(3000) + ']'.repeat(3000)),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      pathValue: fc.oneof(text, fc.constantFrom(...victimIds)),
      query: fc.dictionary(
        fc.oneof(fc.constantFrom('limit', 'cursor', 'search', 'category'), text),
        fc.oneof(text, fc.integer().map(String)),
        { maxKeys: 3 },
      ),
      body: fc.option(body, { nil: undefined }),
      rawBody: fc.option(text, { nil: undefined }),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        '',
      ),
      token: fc.constantFrom(...attackerTokens),
    });

    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const path = r.route.path.replace(/\{[^}]+\}/g, () => pathSegment(r.pathValue));
        const query = new URLSearchParams(r.query).toString();
        const headers: Record<string, string> = {};
        if (r.contentType) headers['content-type'] = r.contentType;
        const sent =
          r.route.method === 'GET'
            ? undefined
            : r.rawBody !== undefined
              ? r.rawBody
              : JSON.stringify(r.body ?? {});
        const res = await api.call(r.route.method, `${path}${query ? `?${query}` : ''}`, {
          body: sent,
          headers,
          ...(r.token ? { token: r.token } : {}),
        });
        const answer = await res.text();
        expect(res.status, `${r.route.method} ${path}: ${answer.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(ErrorBodySchema.safeParse(JSON.parse(answer)).success, answer).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );

    expect(await victimState()).toEqual(before);
  }, 240_000);
});
