import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVideoToPlaylist } from '#server/db/repositories/playlist.repository.ts';
import { serverMessageCode } from '#shared/error-codes.ts';
import { ServerMessage } from '#shared/messages.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { expectJson } from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('deleting a playlist while adding to it (%s)', (dialect) => {
  let api: TestApi;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    ({ token, userId } = await api.signUp());
  });
  afterAll(() => api.close());

  async function newPlaylist(title: string): Promise<string> {
    const res = await api.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title } },
    });
    const { playlists } = await expectJson(res, 201, PlaylistsResponseSchema);
    const created = playlists.find((playlist) => playlist.title === title);
    if (!created) throw new Error('the playlist was not created');
    return created._id;
  }

  it('puts an add that finds the playlist gone down to the playlist, not the video', async () => {
    const playlistId = await newPlaylist(`Gone ${Date.now()}`);
    await api.database.db.deleteFrom('playlists').where('id', '=', playlistId).execute();
    // What an add sees when the delete commits between its ownership check and its insert.
    expect(await addVideoToPlaylist(api.database.db, userId, playlistId, seedVideo(0).id)).toBe(
      'no-such-playlist',
    );
    expect(await addVideoToPlaylist(api.database.db, userId, playlistId, 'no-such-video')).toBe(
      'no-such-playlist',
    );
  });

  it('still names a missing video when the playlist is there', async () => {
    const playlistId = await newPlaylist(`Here ${Date.now()}`);
    expect(await addVideoToPlaylist(api.database.db, userId, playlistId, 'no-such-video')).toBe(
      'no-such-video',
    );
  });

  it('answers every racing add 201 or the playlist’s 404, never the video’s, and no 5xx', async () => {
    const answers: string[] = [];
    for (let round = 0; round < 15; round++) {
      const playlistId = await newPlaylist(`Race ${round} ${Date.now()}`);
      const adds = [0, 1, 2, 3].map((i) =>
        api.call('POST', `/api/user/playlists/${playlistId}`, {
          token,
          body: { video: { _id: seedVideo(i).id } },
        }),
      );
      const removal = api.call('DELETE', `/api/user/playlists/${playlistId}`, { token });
      const [removed, ...added] = await Promise.all([removal, ...adds]);
      expect(removed?.status).toBe(200);
      for (const res of added) {
        const text = await res.text();
        answers.push(res.status === 201 ? '201' : `${res.status} ${text}`);
      }
    }
    const playlistGone = `404 ${JSON.stringify({
      errors: [ServerMessage.playlistNotFound],
      codes: [serverMessageCode('playlistNotFound')],
    })}`;
    for (const answer of answers) expect(['201', playlistGone]).toContain(answer);
  });
});
