import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS, undoKeys } from '#server/undo/undo-token.ts';
import { ServerMessage } from '#shared/messages.ts';
import { LIST_NAMES, ListPageSchemas, ListRemovalSchemas } from '#shared/schemas/list.schema.ts';
import {
  PlaylistDeletionResponseSchema,
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
  PlaylistVideoRemovalResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { UndoResponseSchema } from '#shared/schemas/undo.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, TEST_TOKENS, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const ids = [0, 1, 2, 3, 4].map((i) => seedVideo(i).id);

describe.each(DIALECTS)('undo (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const undo = (token: string, undoToken: unknown) =>
    api.call('POST', '/api/user/undo', { token, body: { undo: undoToken } });

  describe.each(LIST_NAMES)('a video removed from %s', (list) => {
    /** A user whose list holds ids[0..4], added in that order (so newest first: 4..0). */
    async function userWithList() {
      const user = await api.signUp();
      for (const id of ids) {
        const res = await api.call('POST', `/api/user/${list}`, {
          token: user.token,
          body: { video: { _id: id } },
        });
        expect(res.status).toBe(201);
      }
      return user;
    }
    const read = async (token: string) => {
      const page = await expectJson(
        await api.call('GET', `/api/user/${list}`, { token }),
        200,
        ListPageSchemas[list],
      );
      return (page as unknown as Record<string, { _id: string }[]>)[list]?.map((v) => v._id) ?? [];
    };
    const remove = async (token: string, videoId: string) => {
      const answer = await expectJson(
        await api.call('DELETE', `/api/user/${list}/${videoId}`, { token }),
        200,
        ListRemovalSchemas[list],
      );
      return answer.undo;
    };

    it('comes back in its old place, with its old time, once', async () => {
      const { token } = await userWithList();
      const before = await read(token);
      const middle = ids[2] as string;
      const undoToken = await remove(token, middle);
      expect(await read(token)).toEqual(before.filter((id) => id !== middle));

      const restored = await expectJson(await undo(token, undoToken), 201, UndoResponseSchema);
      expect(restored).toEqual({ restored: list, videoId: middle });
      expect(await read(token)).toEqual(before);

      // Undoing again is refused: the video is there again.
      await expectError(await undo(token, undoToken), 409);
      expect(await read(token)).toEqual(before);
    });

    it('is refused (409) when the video has been added back since, and nothing doubles', async () => {
      const { token } = await userWithList();
      const undoToken = await remove(token, ids[0] as string);
      await api.call('POST', `/api/user/${list}`, { token, body: { video: { _id: ids[0] } } });
      await expectError(await undo(token, undoToken), 409);
      const after = await read(token);
      expect(after.filter((id) => id === ids[0])).toHaveLength(1);
    });

    it("is refused (400) for another user's token, and their list is untouched", async () => {
      const owner = await userWithList();
      const other = await api.signUp();
      const undoToken = await remove(owner.token, ids[1] as string);
      await expectError(await undo(other.token, undoToken), 400, ServerMessage.undoInvalid);
      expect(await read(other.token)).toEqual([]);
      expect(await read(owner.token)).not.toContain(ids[1]);
    });
  });

  it('refuses an altered, a foreign or a garbled token with 400, and an old one with 410', async () => {
    const user = await api.signUp();
    await api.call('POST', '/api/user/likes', {
      token: user.token,
      body: { video: { _id: ids[0] } },
    });
    const { undo: good } = await expectJson(
      await api.call('DELETE', `/api/user/likes/${ids[0]}`, { token: user.token }),
      200,
      ListRemovalSchemas.likes,
    );
    const [body, signature] = good.split('.');
    const decoded = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
    decoded.removal.addedAt = '1999-01-01T00:00:00.000Z';
    const altered = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
    const foreign = undoKeys('another-secret-that-is-at-least-32-chars').sign(
      decoded.removal,
      user.userId,
    );
    for (const bad of [altered, foreign, 'garbage', `${good}.x`, '.']) {
      await expectError(await undo(user.token, bad), 400, ServerMessage.undoInvalid);
    }
    const stale = undoKeys(TEST_TOKENS.secret).sign(
      { kind: 'list-entry', list: 'likes', videoId: ids[0] as string, entryId: 'x', addedAt: 'y' },
      user.userId,
      Date.now() - UNDO_WINDOW_MS - 1,
    );
    await expectError(await undo(user.token, stale), 410, ServerMessage.undoExpired);
    // Nothing came back.
    const likes = await expectJson(
      await api.call('GET', '/api/user/likes', { token: user.token }),
      200,
      ListPageSchemas.likes,
    );
    expect(likes.likes).toEqual([]);
  });

  it('answers 400 for a body without a token, and 401 without a sign-in', async () => {
    const user = await api.signUp();
    await expectError(
      await api.call('POST', '/api/user/undo', { token: user.token, body: {} }),
      400,
    );
    await expectError(await undo(user.token, 'x'.repeat(5000)), 400);
    await expectError(await api.call('POST', '/api/user/undo', { body: { undo: 'x' } }), 401);
  });

  describe('a deleted playlist', () => {
    async function userWithPlaylist(title: string, description: string) {
      const user = await api.signUp();
      const created = await expectJson(
        await api.call('POST', '/api/user/playlists', {
          token: user.token,
          body: { playlist: { title } },
        }),
        201,
        PlaylistsResponseSchema,
      );
      const playlistId = created.playlists[0]?._id as string;
      await api.call('PATCH', `/api/user/playlists/${playlistId}`, {
        token: user.token,
        body: { playlist: { description } },
      });
      for (const id of ids) {
        await api.call('POST', `/api/user/playlists/${playlistId}`, {
          token: user.token,
          body: { video: { _id: id } },
        });
      }
      return { ...user, playlistId };
    }
    const readOne = async (token: string, playlistId: string) =>
      (
        await expectJson(
          await api.call('GET', `/api/user/playlists/${playlistId}`, { token }),
          200,
          PlaylistResponseSchema,
        )
      ).playlist;
    const deleteOne = async (token: string, playlistId: string) =>
      (
        await expectJson(
          await api.call('DELETE', `/api/user/playlists/${playlistId}`, { token }),
          200,
          PlaylistDeletionResponseSchema,
        )
      ).undo;

    it('comes back with its id, title, description and videos in order', async () => {
      const { token, playlistId } = await userWithPlaylist('Keepers', 'The best of them');
      const before = await readOne(token, playlistId);
      const undoToken = await deleteOne(token, playlistId);
      await expectError(await api.call('GET', `/api/user/playlists/${playlistId}`, { token }), 404);
      const restored = await expectJson(await undo(token, undoToken), 201, UndoResponseSchema);
      expect(restored).toEqual({ restored: 'playlist', playlistId });
      expect(await readOne(token, playlistId)).toEqual(before);
      await expectError(await undo(token, undoToken), 409, ServerMessage.undoDone);
    });

    it('is refused (409) while a playlist of that title exists, and works once it is renamed', async () => {
      const { token, playlistId } = await userWithPlaylist('Again', '');
      const undoToken = await deleteOne(token, playlistId);
      const made = await expectJson(
        await api.call('POST', '/api/user/playlists', {
          token,
          body: { playlist: { title: 'AGAIN' } },
        }),
        201,
        PlaylistsResponseSchema,
      );
      await expectError(await undo(token, undoToken), 409, ServerMessage.playlistExists);
      await api.call('PATCH', `/api/user/playlists/${made.playlists[0]?._id}`, {
        token,
        body: { playlist: { title: 'Again, new' } },
      });
      await expectJson(await undo(token, undoToken), 201, UndoResponseSchema);
      expect((await readOne(token, playlistId)).videos).toHaveLength(ids.length);
    });

    it('keeps in its snapshot every video an add answered 201 for, adds racing the delete', async () => {
      const many = Array.from({ length: 10 }, (_, i) => seedVideo(i).id);
      for (let round = 0; round < 4; round += 1) {
        const { token, playlistId } = await userWithPlaylist(`Racing ${round}`, '');
        const fresh = many.filter((id) => !ids.includes(id));
        const adds = fresh.map((id) =>
          api.call('POST', `/api/user/playlists/${playlistId}`, {
            token,
            body: { video: { _id: id } },
          }),
        );
        const deleting = api.call('DELETE', `/api/user/playlists/${playlistId}`, { token });
        const answers = await Promise.all(adds);
        const deleted = await expectJson(await deleting, 200, PlaylistDeletionResponseSchema);
        const added = fresh.filter((_id, i) => answers[i]?.status === 201);
        for (const answer of answers) expect([201, 404]).toContain(answer.status);
        await expectJson(await undo(token, deleted.undo), 201, UndoResponseSchema);
        const restored = (await readOne(token, playlistId)).videos.map((v) => v._id);
        expect(restored).toEqual(expect.arrayContaining([...ids, ...added]));
        // Beyond those, only videos whose add was made and then answered 404: an add that
        // committed just before the delete reads the playlist for its answer just after it.
        const beyond = restored.filter((id) => !ids.includes(id) && !added.includes(id));
        for (const id of beyond) expect(answers[fresh.indexOf(id)]?.status).toBe(404);
        expect(new Set(restored).size).toBe(restored.length);
      }
    });

    it('cannot be restored by another user', async () => {
      const owner = await userWithPlaylist('Mine', '');
      const other = await api.signUp();
      const undoToken = await deleteOne(owner.token, owner.playlistId);
      await expectError(await undo(other.token, undoToken), 400, ServerMessage.undoInvalid);
      const theirs = await expectJson(
        await api.call('GET', '/api/user/playlists', { token: other.token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(theirs.playlists).toEqual([]);
    });
  });

  describe('a video removed from a playlist', () => {
    async function playlistOf(token: string, title: string, videoIds: string[]) {
      const created = await expectJson(
        await api.call('POST', '/api/user/playlists', { token, body: { playlist: { title } } }),
        201,
        PlaylistsResponseSchema,
      );
      const playlistId = created.playlists[0]?._id as string;
      for (const id of videoIds) {
        await api.call('POST', `/api/user/playlists/${playlistId}`, {
          token,
          body: { video: { _id: id } },
        });
      }
      return playlistId;
    }
    const order = async (token: string, playlistId: string) =>
      (
        await expectJson(
          await api.call('GET', `/api/user/playlists/${playlistId}`, { token }),
          200,
          PlaylistResponseSchema,
        )
      ).playlist.videos.map((v) => v._id);
    const removeVideo = async (token: string, playlistId: string, videoId: string) =>
      (
        await expectJson(
          await api.call('DELETE', `/api/user/playlists/${playlistId}/${videoId}`, { token }),
          200,
          PlaylistVideoRemovalResponseSchema,
        )
      ).undo;

    it.each([0, 2, 4])('comes back at its index (%i), after a reorder too, once', async (index) => {
      const { token } = await api.signUp();
      const playlistId = await playlistOf(token, 'Order', ids);
      // A move first, so positions are not simply the adding order.
      await api.call('PATCH', `/api/user/playlists/${playlistId}/${ids[4]}`, {
        token,
        body: { position: 1 },
      });
      const before = await order(token, playlistId);
      const gone = before[index] as string;
      const undoToken = await removeVideo(token, playlistId, gone);
      expect(await order(token, playlistId)).toEqual(before.filter((id) => id !== gone));

      const restored = await expectJson(await undo(token, undoToken), 201, UndoResponseSchema);
      expect(restored).toEqual({ restored: 'playlist-video', playlistId, videoId: gone });
      expect(await order(token, playlistId)).toEqual(before);
      await expectError(await undo(token, undoToken), 409, ServerMessage.alreadyInPlaylist);
      expect(await order(token, playlistId)).toEqual(before);
    });

    it('is refused (404) once the playlist is gone', async () => {
      const { token } = await api.signUp();
      const playlistId = await playlistOf(token, 'Going', ids.slice(0, 2));
      const undoToken = await removeVideo(token, playlistId, ids[0] as string);
      await api.call('DELETE', `/api/user/playlists/${playlistId}`, { token });
      await expectError(await undo(token, undoToken), 404, ServerMessage.undoPlaylistGone);
    });

    it("cannot be put into another user's playlist", async () => {
      const owner = await api.signUp();
      const other = await api.signUp();
      const playlistId = await playlistOf(owner.token, 'Shared?', ids.slice(0, 2));
      const undoToken = await removeVideo(owner.token, playlistId, ids[1] as string);
      await expectError(await undo(other.token, undoToken), 400, ServerMessage.undoInvalid);
      expect(await order(owner.token, playlistId)).toEqual([ids[0]]);
    });
  });
});
