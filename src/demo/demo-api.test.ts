import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { connectDatabase } from '#server/node/db/connect.ts';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { createDemoApi, type DemoApi } from './demo-api.ts';

const SECRET = 'this-browser-s-own-secret-of-48-random-bytes-xx';
const opened: DemoApi[] = [];
async function open(options: Parameters<typeof createDemoApi>[0]) {
  const api = await createDemoApi(options);
  opened.push(api);
  return api;
}
afterEach(async () => {
  for (const api of opened.splice(0)) await api.close();
});

function post(path: string, body: unknown, token?: string): Request {
  return new Request(`http://demo.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

async function logIn(api: DemoApi): Promise<string> {
  const res = await api.fetch(post('/api/auth/login', DEMO_CREDENTIALS));
  expect(res.status).toBe(200);
  return ((await res.json()) as { encodedToken: string }).encodedToken;
}

describe("the demo's API", () => {
  it('keeps a like through export and reopening, for a token of the same secret only', async () => {
    const api = await open({ secret: SECRET });
    const token = await logIn(api);
    const first = (await (
      await api.fetch(new Request('http://demo.test/api/videos?limit=1'))
    ).json()) as {
      videos: { _id: string }[];
    };
    const videoId = first.videos[0]?._id;
    expect(
      (await api.fetch(post('/api/user/likes', { video: { _id: videoId } }, token))).status,
    ).toBe(201);

    const saved = api.export();
    const reopened = await open({ saved, secret: SECRET });
    const likes = await reopened.fetch(
      new Request('http://demo.test/api/user/likes', { headers: { authorization: token } }),
    );
    expect(((await likes.json()) as { likes: { _id: string }[] }).likes.map((v) => v._id)).toEqual([
      videoId,
    ]);

    // Another browser's secret: the same token is no good there.
    const elsewhere = await open({ saved, secret: `${SECRET}-another-browser` });
    const refused = await elsewhere.fetch(
      new Request('http://demo.test/api/user/likes', { headers: { authorization: token } }),
    );
    expect(refused.status).toBe(401);
  });

  it('says a save is due after a write, and not after reads', async () => {
    const api = await open({ secret: SECRET });
    expect(api.changedSinceExport()).toBe(true); // the seed itself is not saved yet
    api.export();
    expect(api.changedSinceExport()).toBe(false);
    await api.fetch(new Request('http://demo.test/api/videos?search=paint'));
    await api.fetch(new Request('http://demo.test/api/categories'));
    expect(api.changedSinceExport()).toBe(false);
    await logIn(api); // a login writes its session
    expect(api.changedSinceExport()).toBe(true);
  });

  it('documents the very API the server does: the same OpenAPI document, route for route', async () => {
    const demo = await open({ secret: SECRET });
    const server = connectDatabase('file::memory:');
    try {
      const serverApp = createApp({
        db: server.db,
        passwords: argon2Hasher,
        tokens: { secret: SECRET, expiresIn: '7d' },
      });
      const fromServer = await (await serverApp.request('/api/openapi.json')).json();
      const fromDemo = await (
        await demo.fetch(new Request('http://demo.test/api/openapi.json'))
      ).json();
      expect(Object.keys((fromDemo as { paths: object }).paths).length).toBeGreaterThan(40);
      expect(fromDemo).toEqual(fromServer);
    } finally {
      await server.close();
    }
  });

  it('stores no password in plain text', async () => {
    const api = await open({ secret: SECRET });
    const rows = await api.database.db.selectFrom('users').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const text = new TextDecoder('utf-8', { fatal: false }).decode(api.export());
    expect(text).not.toContain(DEMO_CREDENTIALS.password);
    expect(text).toContain('$argon2id$');
  });

  it("makes a new demo's guest a curator, so Curation can be tried, and keeps a saved demo's roles", async () => {
    const api = await open({ secret: SECRET });
    const token = await logIn(api);
    const curation = (api: DemoApi) =>
      api.fetch(
        new Request('http://demo.test/api/curation/videos', { headers: { authorization: token } }),
      );
    expect((await curation(api)).status).toBe(200);
    // Stepped down (through the database: the API keeps the last curator), and saved: it stays so.
    await api.database.db.updateTable('users').set({ role: 'member' }).execute();
    const reopened = await open({ saved: api.export(), secret: SECRET });
    expect((await curation(reopened)).status).toBe(403);
    const members = await open({ secret: SECRET, guestIsCurator: false });
    const memberToken = await logIn(members);
    const refused = await members.fetch(
      new Request('http://demo.test/api/curation/videos', {
        headers: { authorization: memberToken },
      }),
    );
    expect(refused.status).toBe(403);
  });

  it('waits the configured delay before answering', async () => {
    const api = await open({ secret: SECRET, apiDelayMs: 150 });
    const started = performance.now();
    await api.fetch(new Request('http://demo.test/api/categories'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
