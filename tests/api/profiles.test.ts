import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import { HANDLE_MAX, RESERVED_HANDLES } from '#shared/schemas/handle.schema.ts';
import {
  PlaylistsResponseSchema,
  SharedPlaylistResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { ProfileResponseSchema, PublicProfileSchema } from '#shared/schemas/profile.schema.ts';
import { VerifyResponseSchema } from '#shared/schemas/user.schema.ts';
import { expectBelow500, expectError, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// Public profiles (docs/product.md, "Public profile"): PUT /api/user/profile sets a handle and
// a display name; GET /api/users/{handle} shows anyone what is public of that user.
describe.each(DIALECTS)('public profiles (%s)', (dialect) => {
  let api: TestApi;
  let run = 0;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  /** A handle no other test of this run uses (suites share nothing, but a dialect's runs do). */
  function freshHandle(stem: string): string {
    run += 1;
    return `${stem}-${run}-${Date.now().toString(36)}`.slice(0, HANDLE_MAX);
  }

  function put(token: string, body: unknown) {
    return api.call('PUT', '/api/user/profile', { token, body });
  }

  async function claim(token: string, handle: string | null, displayName: string | null = null) {
    return (await expectJson(await put(token, { handle, displayName }), 200, ProfileResponseSchema))
      .user;
  }

  async function readProfile(handle: string) {
    return expectJson(await api.call('GET', `/api/users/${handle}`), 200, PublicProfileSchema);
  }

  it('sets the handle and display name, and answers them on the user', async () => {
    const { token } = await api.signUp({ firstName: 'Asha', lastName: 'Rao' });
    const handle = freshHandle('asha');
    const user = await claim(token, handle, '  Asha makes boxes  ');
    expect(user).toMatchObject({ handle, displayName: 'Asha makes boxes' });
    const verify = await api.call('POST', '/api/auth/verify', { body: { encodedToken: token } });
    expect((await expectJson(verify, 200, VerifyResponseSchema)).user).toMatchObject({
      handle,
      displayName: 'Asha makes boxes',
    });
  });

  it('starts every user with no handle and no display name', async () => {
    const { token } = await api.signUp();
    const verify = await api.call('POST', '/api/auth/verify', { body: { encodedToken: token } });
    expect((await expectJson(verify, 200, VerifyResponseSchema)).user).toMatchObject({
      handle: null,
      displayName: null,
    });
  });

  it('lower-cases a handle and trims it', async () => {
    const { token } = await api.signUp();
    const handle = freshHandle('mixed');
    const user = await claim(token, `  ${handle.toUpperCase()} `);
    expect(user.handle).toBe(handle);
  });

  it('refuses each broken rule with 400 in the error shape, naming the rule', async () => {
    const { token } = await api.signUp();
    const cases: Array<[unknown, RegExp]> = [
      ['ab', /^handle must be at least 3 characters$/],
      ['a'.repeat(HANDLE_MAX + 1), /^handle must be at most 30 characters$/],
      ['has space', /^handle may hold only the letters a-z, digits, _ and -$/],
      ['dot.ted', /^handle may hold only the letters a-z, digits, _ and -$/],
      ['émile', /^handle may hold only the letters a-z, digits, _ and -$/],
      ['_under', /^handle must start with a letter or a digit$/],
      ['-dash', /^handle must start with a letter or a digit$/],
      [42, /^handle must be text, or null$/],
    ];
    // `u` and `me` are reserved too, and too short besides.
    for (const reserved of ['admin', 'API', 'craftreel', 'support', 'settings', 'help']) {
      cases.push([reserved, /^handle is reserved: choose another$/]);
    }
    for (const [handle, message] of cases) {
      const errors = await expectError(await put(token, { handle, displayName: null }), 400);
      expect(errors, String(handle)).toEqual(
        expect.arrayContaining([expect.stringMatching(message)]),
      );
    }
    expect(RESERVED_HANDLES).toEqual(expect.arrayContaining(['admin', 'curation', 'login']));
  });

  it('refuses a display name that is empty, too long or not one line of text', async () => {
    const { token } = await api.signUp();
    const handle = freshHandle('names');
    for (const [displayName, message] of [
      ['   ', /^displayName must not be empty/],
      ['x'.repeat(61), /^displayName must be at most 60 characters$/],
      ['two\nlines', /^displayName must be plain text on one line$/],
    ] as const) {
      await expectError(await put(token, { handle, displayName }), 400, message);
    }
    await expectError(await put(token, { handle }), 400, /^displayName/);
    expect((await claim(token, handle, 'x'.repeat(60))).displayName).toHaveLength(60);
  });

  it('refuses a handle another user holds, in any case, with 409 handle_taken', async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    const handle = freshHandle('taken');
    await claim(first.token, handle);
    const res = await put(second.token, { handle: handle.toUpperCase(), displayName: null });
    await expectError(res, 409, ServerMessage.handleTaken);
    // The holder may save it again (with another display name).
    expect((await claim(first.token, handle, 'Still mine')).handle).toBe(handle);
  });

  it('frees the old handle at once when it changes, or is given up', async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    const old = freshHandle('old');
    await claim(first.token, old);
    await claim(first.token, freshHandle('new'));
    await expectError(
      await api.call('GET', `/api/users/${old}`),
      404,
      ServerMessage.profileNotFound,
    );
    expect((await claim(second.token, old)).handle).toBe(old);

    const given = freshHandle('given');
    await claim(first.token, given);
    expect((await claim(first.token, null)).handle).toBeNull();
    await expectError(await api.call('GET', `/api/users/${given}`), 404);
    expect((await claim(second.token, given)).handle).toBe(given);
  });

  it('frees the handle of a deleted account', async () => {
    const gone = await api.signUp();
    const handle = freshHandle('gone');
    await claim(gone.token, handle);
    const deleted = await api.call('DELETE', '/api/auth/account', {
      token: gone.token,
      body: { password: 'correct horse battery' },
    });
    expect(deleted.status).toBe(200);
    await expectError(await api.call('GET', `/api/users/${handle}`), 404);
    expect((await claim((await api.signUp()).token, handle)).handle).toBe(handle);
  });

  it('lets exactly one of many users claiming one handle at once have it: the others 409, no 500', async () => {
    const users = await Promise.all([0, 1, 2, 3, 4].map(() => api.signUp()));
    for (let round = 0; round < 8; round++) {
      const handle = freshHandle(`race${round}`);
      const answers = await Promise.all(
        users.map((user) => put(user.token, { handle, displayName: null })),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses, handle).toEqual([200, 409, 409, 409, 409]);
      for (const [i, res] of answers.entries()) await expectBelow500(res, `${handle} #${i}`);
      const holder = answers.findIndex((res) => res.status === 200);
      const verify = await api.call('POST', '/api/auth/verify', {
        body: { encodedToken: users[holder]?.token },
      });
      expect((await expectJson(verify, 200, VerifyResponseSchema)).user.handle).toBe(handle);
    }
  });

  it('shows the public profile to anyone, by handle in any case, and nothing private', async () => {
    const { token, email } = await api.signUp({ firstName: 'Private', lastName: 'Surname' });
    const handle = freshHandle('public');
    await claim(token, handle);
    const created = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'My secret playlist' } },
    });
    expect(created.status).toBe(201);
    await api.call('POST', '/api/user/likes', { token, body: { video: { _id: 'nope' } } });

    const res = await api.call('GET', `/api/users/${handle.toUpperCase()}`);
    const text = await res.clone().text();
    const profile = await expectJson(res, 200, PublicProfileSchema);
    expect(Object.keys(profile).sort()).toEqual(['displayName', 'handle', 'joinedAt', 'playlists']);
    expect(profile.handle).toBe(handle);
    // No display name: the first and last name.
    expect(profile.displayName).toBe('Private Surname');
    expect(profile.joinedAt).toBe(new Date().toISOString().slice(0, 7));
    // Its one playlist is private.
    expect(profile.playlists).toEqual([]);
    expect(text).not.toContain(email);
    expect(text).not.toContain('secret');
    expect(text).not.toMatch(/_id|email|password|createdAt|role/);

    await claim(token, handle, 'Shown name');
    const renamed = await readProfile(handle);
    expect(renamed.displayName).toBe('Shown name');
    expect(JSON.stringify(renamed)).not.toContain('Surname');
  });

  it('lists only the public playlists, newest first, never unlisted or private ones', async () => {
    const { token } = await api.signUp();
    const handle = freshHandle('lists');
    await claim(token, handle);
    async function playlist(title: string, visibility: string, videos: string[] = []) {
      const res = await api.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title } },
      });
      const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
      const id = playlists.find((item) => item.title === title)?._id ?? 'missing';
      for (const videoId of videos) {
        const added = await api.call('POST', `/api/user/playlists/${id}`, {
          token,
          body: { video: { _id: videoId } },
        });
        expect(added.status).toBe(201);
      }
      const set = await api.call('PATCH', `/api/user/playlists/${id}`, {
        token,
        body: { playlist: { visibility } },
      });
      expect(set.status, await set.clone().text()).toBe(200);
      return id;
    }
    const older = await playlist('Shown older', 'public');
    await playlist('Kept private', 'private', [seedVideo(0).id]);
    await playlist('Only by link', 'unlisted');
    const newer = await playlist('Shown newer', 'public', [seedVideo(2).id, seedVideo(1).id]);

    const res = await api.call('GET', `/api/users/${handle}`);
    const text = await res.clone().text();
    const { playlists } = await expectJson(res, 200, PublicProfileSchema);
    expect(playlists).toEqual([
      {
        _id: newer,
        title: 'Shown newer',
        videoCount: 2,
        thumbnail: `/thumbnails/${seedVideo(2).id}`,
      },
      { _id: older, title: 'Shown older', videoCount: 0, thumbnail: null },
    ]);
    expect(text).not.toContain('Kept private');
    expect(text).not.toContain('Only by link');

    // Made private again, it leaves the profile at once.
    const hide = await api.call('PATCH', `/api/user/playlists/${newer}`, {
      token,
      body: { playlist: { visibility: 'private' } },
    });
    expect(hide.status).toBe(200);
    expect((await readProfile(handle)).playlists.map((item) => item._id)).toEqual([older]);
  });

  it('names a shared playlist’s owner as their profile does, with their handle', async () => {
    const { token } = await api.signUp({ firstName: 'Private', lastName: 'Surname' });
    const created = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'By its maker' } },
    });
    const { playlists } = await expectJson(created, 201, PlaylistsResponseSchema);
    const id = playlists[0]?._id ?? 'missing';
    const shared = await api.call('PATCH', `/api/user/playlists/${id}`, {
      token,
      body: { playlist: { visibility: 'unlisted' } },
    });
    expect(shared.status).toBe(200);
    const ownerNow = async () =>
      (
        await expectJson(
          await api.call('GET', `/api/playlists/${id}`),
          200,
          SharedPlaylistResponseSchema,
        )
      ).playlist.owner;
    expect(await ownerNow()).toEqual({ displayName: 'Private Surname', handle: null });
    const handle = freshHandle('owner');
    await claim(token, handle, 'Lantern Maker');
    expect(await ownerNow()).toEqual({ displayName: 'Lantern Maker', handle });
  });

  it('answers 404 in the error shape for a handle no one holds', async () => {
    await expectError(
      await api.call('GET', '/api/users/no-one-has-this'),
      404,
      ServerMessage.profileNotFound,
    );
    await expectError(
      await api.call('GET', '/api/users/_bad_'),
      404,
      ServerMessage.profileNotFound,
    );
  });

  it('asks for a token to set a profile', async () => {
    await expectError(
      await api.call('PUT', '/api/user/profile', { body: { handle: 'nobody', displayName: null } }),
      401,
      ServerMessage.invalidToken,
    );
  });
});
