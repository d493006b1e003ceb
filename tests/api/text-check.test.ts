import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { countRows, expectError, expectJson } from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const NUL = /must not contain a NUL character$/;
const SURROGATE = /must be well-formed Unicode \(it holds an unpaired surrogate\)$/;

describe.each(DIALECTS)('text neither database should get (%s)', (dialect) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    ({ token } = await api.signUp());
  });
  afterAll(() => api.close());

  it.each([
    ['a NUL', 'Paper\u0000craft', NUL],
    ['a lone high surrogate', 'Paper \uD83D craft', SURROGATE],
    ['a lone low surrogate', '\uDE00 Paper craft', SURROGATE],
    ['surrogates in the wrong order', '\uDE00\uD83D', SURROGATE],
  ])(
    'refuses %s in a playlist title with a 400 naming the field, and stores nothing',
    async (_what, title, message) => {
      const before = await countRows(api.database, 'playlists');
      const res = await api.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title } },
      });
      await expectError(res, 400, new RegExp(`^playlist\\.title ${message.source}`));
      expect(await countRows(api.database, 'playlists')).toBe(before);
    },
  );

  it('stores a title with real emoji (paired surrogates) as it was sent', async () => {
    const title = `Paper craft 😀🎨 ${Date.now()}`;
    const res = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title } },
    });
    const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
    expect(playlists.map((p) => p.title)).toContain(title);
  });

  it('names the field in signup, in a nested body, and in the query', async () => {
    const signup = await api.call('POST', '/api/auth/signup', {
      body: {
        email: 'nul@example.com',
        password: 'long enough password',
        firstName: 'A\u0000',
        lastName: 'B',
      },
    });
    await expectError(signup, 400, /^firstName must not contain a NUL character$/);
    const like = await api.call('POST', '/api/user/likes', {
      token,
      body: { video: { _id: '\uD800' } },
    });
    await expectError(like, 400, /^video\._id must be well-formed Unicode/);
    const search = await api.call('GET', `/api/videos?search=${encodeURIComponent('\u0000')}`);
    await expectError(search, 400, /^search must not contain a NUL character$/);
    const path = await api.call('GET', '/api/video/abc%00def');
    await expectError(path, 400, /^path must not contain a NUL character$/);
  });
});
