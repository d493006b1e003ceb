import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import { LIST_NAMES, ListPageSchemas, ListRemovalSchemas } from '#shared/schemas/list.schema.ts';
import {
  PlaylistResponseSchema,
  PlaylistsResponseSchema,
  PlaylistVideoRemovalResponseSchema,
} from '#shared/schemas/playlist.schema.ts';
import { type Video, VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// A retired video stays in the lists that already hold it (marked, removable, its removal
// undoable), but is not in the catalogue: a new save of it is answered as for an unknown video.
describe.each(DIALECTS)('a retired video in users’ lists (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string };
  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
  });
  afterAll(() => api.close());

  let made = 0;
  async function retiredVideo(): Promise<Video> {
    made += 1;
    const res = await api.call('POST', '/api/curation/videos', {
      token: curator.token,
      body: newVideoBody({ title: `Retired lantern ${made} ${Date.now()}` }),
    });
    const { video } = await expectJson(res, 201, VideoResponseSchema);
    return video;
  }
  const retire = async (video: Video) =>
    expect(
      (
        await api.call('POST', `/api/curation/videos/${video._id}/retire`, {
          token: curator.token,
        })
      ).status,
    ).toBe(200);
  const newPlaylist = async (token: string) => {
    const res = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'Lanterns' } },
    });
    return (await expectJson(res, 201, PlaylistsResponseSchema)).playlists[0]?._id ?? '';
  };

  it('refuses every new save of it with 404 "not found", as for an unknown video', async () => {
    const video = await retiredVideo();
    await retire(video);
    const { token } = await api.signUp();
    const playlistId = await newPlaylist(token);
    const saves: Array<[string, Promise<Response>]> = [
      ...LIST_NAMES.map((list): [string, Promise<Response>] => [
        list,
        api.call('POST', `/api/user/${list}`, { token, body: { video: { _id: video._id } } }),
      ]),
      ['rewatch', api.call('PUT', `/api/user/history/${video._id}`, { token })],
      [
        'playlist',
        api.call('POST', `/api/user/playlists/${playlistId}`, { token, body: { video } }),
      ],
      [
        'project',
        api.call('PUT', `/api/user/projects/${video._id}`, { token, body: { status: 'to_try' } }),
      ],
      [
        'note',
        api.call('POST', '/api/user/notes', {
          token,
          body: { videoId: video._id, seconds: 3, body: 'Use brass wire' },
        }),
      ],
    ];
    for (const [label, save] of saves) {
      const res = await save;
      expect(res.status, label).toBe(404);
      await expectError(res, 404, ServerMessage.videoNotFound);
    }
    // Nothing was written.
    for (const list of LIST_NAMES) {
      const page = await expectJson(
        await api.call('GET', `/api/user/${list}`, { token }),
        200,
        ListPageSchemas[list],
      );
      expect(JSON.stringify(page)).not.toContain(video._id);
    }
    const playlist = await expectJson(
      await api.call('GET', `/api/user/playlists/${playlistId}`, { token }),
      200,
      PlaylistResponseSchema,
    );
    expect(playlist.playlist.videos).toEqual([]);
  });

  it('keeps it where it was saved before: removable, the removal undoable', async () => {
    const video = await retiredVideo();
    const { token } = await api.signUp();
    const playlistId = await newPlaylist(token);
    for (const list of LIST_NAMES) {
      const res = await api.call('POST', `/api/user/${list}`, { token, body: { video } });
      expect(res.status, list).toBe(201);
    }
    const added = await api.call('POST', `/api/user/playlists/${playlistId}`, {
      token,
      body: { video },
    });
    expect(added.status).toBe(201);
    expect(
      (
        await api.call('PUT', `/api/user/projects/${video._id}`, {
          token,
          body: { status: 'to_try' },
        })
      ).status,
    ).toBe(201);
    await retire(video);

    // A project already tracked may still change status: it is the user's own.
    expect(
      (
        await api.call('PUT', `/api/user/projects/${video._id}`, {
          token,
          body: { status: 'made' },
        })
      ).status,
    ).toBe(200);

    for (const list of LIST_NAMES) {
      const removed = await expectJson(
        await api.call('DELETE', `/api/user/${list}/${video._id}`, { token }),
        200,
        ListRemovalSchemas[list],
      );
      expect(JSON.stringify(removed), list).not.toContain(video._id);
      const undone = await api.call('POST', '/api/user/undo', {
        token,
        body: { undo: removed.undo },
      });
      expect(undone.status, list).toBe(201);
      const page = await expectJson(
        await api.call('GET', `/api/user/${list}`, { token }),
        200,
        ListPageSchemas[list],
      );
      const entries = (page as unknown as Record<string, Video[]>)[list] ?? [];
      expect(entries.find((v) => v._id === video._id)?.retired, list).toBe(true);
    }

    const removed = await expectJson(
      await api.call('DELETE', `/api/user/playlists/${playlistId}/${video._id}`, { token }),
      200,
      PlaylistVideoRemovalResponseSchema,
    );
    expect(removed.playlist.videos).toEqual([]);
    const undone = await api.call('POST', '/api/user/undo', {
      token,
      body: { undo: removed.undo },
    });
    expect(undone.status).toBe(201);
    const playlist = await expectJson(
      await api.call('GET', `/api/user/playlists/${playlistId}`, { token }),
      200,
      PlaylistResponseSchema,
    );
    expect(playlist.playlist.videos.map((v) => [v._id, v.retired])).toEqual([[video._id, true]]);
  });
  // A write that did nothing says why in its own result (write-refusal.ts), in the order the
  // answers have always had: a retired video before a paused history or a signed-out owner,
  // a retired video before a playlist that is not the user's.
  it('answers a retired video as unknown before anything else that refuses the save', async () => {
    const video = await retiredVideo();
    const other = await retiredVideo();
    const { token } = await api.signUp();
    const owner = await api.signUp();
    const theirs = await newPlaylist(owner.token);
    await retire(video);

    const toTheirs = await api.call('POST', `/api/user/playlists/${theirs}`, {
      token,
      body: { video },
    });
    await expectError(toTheirs, 404, ServerMessage.videoNotFound);
    const notRetired = await api.call('POST', `/api/user/playlists/${theirs}`, {
      token,
      body: { video: other },
    });
    await expectError(notRetired, 404, ServerMessage.playlistNotFound);

    const pause = await api.call('PATCH', '/api/user/settings', {
      token,
      body: { historyPaused: true },
    });
    expect(pause.status).toBe(200);
    const body = { video: { _id: video._id } };
    await expectError(
      await api.call('POST', '/api/user/history', { token, body }),
      404,
      ServerMessage.videoNotFound,
    );
    await expectError(
      await api.call('PUT', `/api/user/history/${video._id}`, { token }),
      404,
      ServerMessage.videoNotFound,
    );
    // Paused, a video still in the catalogue is answered with the history as it is.
    const paused = await api.call('POST', '/api/user/history', {
      token,
      body: { video: { _id: other._id } },
    });
    expect(paused.status).toBe(200);

    expect((await api.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    for (const list of LIST_NAMES) {
      await expectError(
        await api.call('POST', `/api/user/${list}`, { token, body }),
        404,
        ServerMessage.videoNotFound,
      );
      const gone = await api.call('POST', `/api/user/${list}`, {
        token,
        body: { video: { _id: other._id } },
      });
      expect(gone.status, list).toBe(401);
    }
  });

  it('lets a tracked project of a retired video be set to the status it has', async () => {
    const video = await retiredVideo();
    const { token } = await api.signUp();
    const put = (status: string) =>
      api.call('PUT', `/api/user/projects/${video._id}`, { token, body: { status } });
    expect((await put('to_try')).status).toBe(201);
    await retire(video);
    expect((await put('to_try')).status).toBe(200);
  });
});
