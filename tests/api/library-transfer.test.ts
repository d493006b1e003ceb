import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '#server/db/factories.ts';
import { newId } from '#server/db/ids.ts';
import { memoryRateLimits } from '#server/http/rate-limits.ts';
import { materialKey } from '#shared/material-key.ts';
import { ServerMessage } from '#shared/messages.ts';
import { NOTE_BODY_MAX, NOTES_PER_VIDEO_MAX } from '#shared/note-bounds.ts';
import {
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_LIST_MAX,
  LIBRARY_NOTE_TEXT_MAX,
  LIBRARY_NOTES_MAX,
  LIBRARY_PLAYLIST_VIDEOS_MAX,
  type LibraryEntry,
  type LibraryFile,
  LibraryFileSchema,
  type LibraryImport,
  LibraryImportResponseSchema,
  type LibraryNote,
} from '#shared/schemas/library.schema.ts';
import { ListPageSchemas } from '#shared/schemas/list.schema.ts';
import { NoteResponseSchema, NotesResponseSchema } from '#shared/schemas/note.schema.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { ProjectsPageSchema } from '#shared/schemas/project.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { seedCategory, seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/**
 * Your library (docs/product.md, "Profile"): GET /api/user/library exports one file with likes,
 * watch later, history (with times) and playlists (in order); POST imports one, merging.
 */
const PATH = '/api/user/library';
const video = (index: number) => seedVideo(index).id;

/** An empty library file, to be filled by each test. */
function fileOf(parts: Partial<LibraryFile> = {}): LibraryFile {
  return {
    format: 'craftreel-library',
    version: 1,
    exportedAt: '2026-11-20T10:00:00.000Z',
    likes: [],
    watchLater: [],
    history: [],
    playlists: [],
    ...parts,
  };
}

/** An entry `minutes` after a fixed time (so a larger number is newer). */
const at = (videoId: string, minutes: number): LibraryEntry => ({
  videoId,
  addedAt: new Date(Date.UTC(2026, 10, 1, 12, minutes)).toISOString(),
});

/** The file without its export time: what a round trip must keep. */
const contentOf = ({ exportedAt: _, ...rest }: LibraryFile) => rest;

describe.each(DIALECTS)('library export and import (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const add = (token: string, list: string, videoId: string) =>
    api.call('POST', `/api/user/${list}`, { token, body: { video: { _id: videoId } } });

  async function createPlaylist(token: string, title: string, description: string) {
    const created = await expectJson(
      await api.call('POST', '/api/user/playlists', { token, body: { playlist: { title } } }),
      201,
      PlaylistsResponseSchema,
    );
    const id = created.playlists[0]?._id ?? '';
    if (description) {
      const res = await api.call('PATCH', `/api/user/playlists/${id}`, {
        token,
        body: { playlist: { description } },
      });
      expect(res.status).toBe(200);
    }
    return id;
  }

  async function exportOf(token: string): Promise<LibraryFile> {
    return expectJson(await api.call('GET', PATH, { token }), 200, LibraryFileSchema);
  }

  async function importInto(token: string, file: unknown): Promise<LibraryImport> {
    const res = await api.call('POST', PATH, { token, body: file });
    return (await expectJson(res, 200, LibraryImportResponseSchema)).imported;
  }

  /** Fills an account through the API: each list, and two playlists with descriptions. */
  async function fillAccount(token: string) {
    for (const index of [0, 1, 2])
      expect((await add(token, 'likes', video(index))).status).toBe(201);
    for (const index of [3, 4]) {
      expect((await add(token, 'watchlater', video(index))).status).toBe(201);
    }
    for (const index of [5, 6, 7, 0]) {
      expect((await add(token, 'history', video(index))).status).toBe(201);
      // Distinct times in the history, a few milliseconds apart.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const paper = await createPlaylist(token, 'Paper crafts', 'Folding and cutting');
    const paint = await createPlaylist(token, 'Painting', '');
    for (const index of [8, 9, 1]) {
      const res = await api.call('POST', `/api/user/playlists/${paper}`, {
        token,
        body: { video: { _id: video(index) } },
      });
      expect(res.status).toBe(201);
    }
    for (const index of [10, 11]) {
      const res = await api.call('POST', `/api/user/playlists/${paint}`, {
        token,
        body: { video: { _id: video(index) } },
      });
      expect(res.status).toBe(201);
    }
  }

  describe('export', () => {
    it('answers the library as a download, newest first, with the times and descriptions', async () => {
      const { token } = await api.signUp();
      await fillAccount(token);
      const res = await api.call('GET', PATH, { token });
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="craftreel-library-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const file = await expectJson(res, 200, LibraryFileSchema);
      expect(file.format).toBe('craftreel-library');
      expect(file.version).toBe(1);
      expect(res.headers.get('content-disposition')).toContain(file.exportedAt.slice(0, 10));
      expect(file.likes.map((entry) => entry.videoId)).toEqual([video(2), video(1), video(0)]);
      expect(file.watchLater.map((entry) => entry.videoId)).toEqual([video(4), video(3)]);
      expect(file.history.map((entry) => entry.videoId)).toEqual([
        video(0),
        video(7),
        video(6),
        video(5),
      ]);
      // Newest first, and the history's times are distinct and descending.
      const times = file.history.map((entry) => entry.addedAt);
      expect(new Set(times).size).toBe(times.length);
      expect([...times].sort().reverse()).toEqual(times);
      expect(file.playlists.map(({ title, description }) => ({ title, description }))).toEqual([
        { title: 'Painting', description: undefined },
        { title: 'Paper crafts', description: 'Folding and cutting' },
      ]);
      // A playlist in its own order: added at the end, so as the videos were added.
      expect(file.playlists[1]?.videos.map((entry) => entry.videoId)).toEqual([
        video(8),
        video(9),
        video(1),
      ]);
      // The list pages show the same order.
      const likes = await expectJson(
        await api.call('GET', '/api/user/likes', { token }),
        200,
        ListPageSchemas.likes,
      );
      expect(likes.likes.map((v) => v._id)).toEqual(file.likes.map((entry) => entry.videoId));
    });

    it('answers an empty library for a new account', async () => {
      const { token } = await api.signUp();
      const file = await exportOf(token);
      expect(contentOf(file)).toEqual(contentOf(fileOf()));
    });

    it('is 401 without a token, and with a token whose user is gone', async () => {
      await expectError(await api.call('GET', PATH), 401, ServerMessage.invalidToken);
      await expectError(
        await api.call('POST', PATH, { body: fileOf() }),
        401,
        ServerMessage.invalidToken,
      );
      const { token } = await api.signUp();
      const gone = await api.call('DELETE', '/api/auth/account', {
        token,
        body: { password: 'correct horse battery' },
      });
      expect(gone.status).toBe(200);
      await expectError(await api.call('GET', PATH, { token }), 401, ServerMessage.invalidToken);
      await expectError(
        await api.call('POST', PATH, { token, body: fileOf() }),
        401,
        ServerMessage.invalidToken,
      );
    });
  });

  describe('import', () => {
    it('round trip: an export imported into a fresh account exports equal to the original', async () => {
      const original = await api.signUp();
      await fillAccount(original.token);
      const exported = await exportOf(original.token);
      const fresh = await api.signUp();
      const report = await importInto(fresh.token, exported);
      expect(report).toEqual({
        likes: { added: 3, duplicates: 0, unknown: 0 },
        watchLater: { added: 2, duplicates: 0, unknown: 0 },
        history: { added: 4, duplicates: 0, unknown: 0 },
        playlists: [
          { title: 'Painting', created: true, added: 2, duplicates: 0, unknown: 0 },
          { title: 'Paper crafts', created: true, added: 3, duplicates: 0, unknown: 0 },
        ],
        unknownVideoIds: [],
      });
      expect(contentOf(await exportOf(fresh.token))).toEqual(contentOf(exported));
      // The app's own pages show the same order as the original's.
      for (const list of ['likes', 'watchlater', 'history'] as const) {
        const read = async (token: string) => {
          const res = await api.call('GET', `/api/user/${list}`, { token });
          const body = await expectJson(res, 200, ListPageSchemas[list]);
          const videos = Object.entries(body).find(([key]) => key === list)?.[1];
          return Array.isArray(videos) ? videos.map((v) => v._id) : [];
        };
        expect(await read(fresh.token)).toEqual(await read(original.token));
      }
    });

    it('keeps the file’s times and order, equal times included', async () => {
      const { token } = await api.signUp();
      const file = fileOf({
        likes: [at(video(3), 50), at(video(2), 40), at(video(1), 40), at(video(0), 10)],
        history: [at(video(5), 30), at(video(4), 20)],
        playlists: [
          {
            title: 'Newer',
            createdAt: at('', 20).addedAt,
            videos: [at(video(6), 25), at(video(7), 21)],
          },
          { title: 'Older', description: 'First made', createdAt: at('', 5).addedAt, videos: [] },
        ],
      });
      await importInto(token, file);
      expect(contentOf(await exportOf(token))).toEqual(contentOf(file));
      const playlists = await expectJson(
        await api.call('GET', '/api/user/playlists', { token }),
        200,
        PlaylistsResponseSchema,
      );
      expect(playlists.playlists.map((p) => p.title)).toEqual(['Newer', 'Older']);
    });

    it('a second import of the same file adds nothing and reports every entry as a duplicate', async () => {
      const original = await api.signUp();
      await fillAccount(original.token);
      const exported = await exportOf(original.token);
      const fresh = await api.signUp();
      await importInto(fresh.token, exported);
      const again = await importInto(fresh.token, exported);
      expect(again).toEqual({
        likes: { added: 0, duplicates: 3, unknown: 0 },
        watchLater: { added: 0, duplicates: 2, unknown: 0 },
        history: { added: 0, duplicates: 4, unknown: 0 },
        playlists: [
          { title: 'Painting', created: false, added: 0, duplicates: 2, unknown: 0 },
          { title: 'Paper crafts', created: false, added: 0, duplicates: 3, unknown: 0 },
        ],
        unknownVideoIds: [],
      });
      expect(contentOf(await exportOf(fresh.token))).toEqual(contentOf(exported));
    });

    it('merges into a library with some overlap: only what is missing is added', async () => {
      const { token } = await api.signUp();
      expect((await add(token, 'likes', video(0))).status).toBe(201);
      const existing = await createPlaylist(token, 'Paper Crafts', 'Mine');
      await api.call('POST', `/api/user/playlists/${existing}`, {
        token,
        body: { video: { _id: video(8) } },
      });
      const report = await importInto(
        token,
        fileOf({
          likes: [at(video(1), 30), at(video(0), 20), at(video(1), 10)],
          playlists: [
            {
              // The same name ignoring case and outer spaces: merged into, not made again.
              title: ' paper crafts ',
              description: 'From the file',
              createdAt: at('', 1).addedAt,
              videos: [at(video(9), 3), at(video(8), 2)],
            },
          ],
        }),
      );
      expect(report.likes).toEqual({ added: 1, duplicates: 2, unknown: 0 });
      expect(report.playlists).toEqual([
        { title: 'paper crafts', created: false, added: 1, duplicates: 1, unknown: 0 },
      ]);
      const file = await exportOf(token);
      expect(file.likes.map((entry) => entry.videoId).sort()).toEqual([video(0), video(1)].sort());
      expect(file.playlists).toHaveLength(1);
      // The user's own playlist keeps its name and description, and gains the missing video.
      expect(file.playlists[0]?.title).toBe('Paper Crafts');
      expect(file.playlists[0]?.description).toBe('Mine');
      expect(file.playlists[0]?.videos.map((entry) => entry.videoId).sort()).toEqual(
        [video(8), video(9)].sort(),
      );
    });

    it('skips videos the catalogue no longer has and reports them', async () => {
      const { token } = await api.signUp();
      const report = await importInto(
        token,
        fileOf({
          likes: [at('gone-video', 3), at(video(0), 2)],
          history: [at('gone-video', 1)],
          playlists: [
            {
              title: 'Mixed',
              createdAt: at('', 1).addedAt,
              videos: [at('also-gone', 2), at(video(1), 1)],
            },
          ],
        }),
      );
      expect(report.likes).toEqual({ added: 1, duplicates: 0, unknown: 1 });
      expect(report.history).toEqual({ added: 0, duplicates: 0, unknown: 1 });
      expect(report.playlists[0]).toMatchObject({ added: 1, unknown: 1, created: true });
      expect(report.unknownVideoIds.sort()).toEqual(['also-gone', 'gone-video']);
      const file = await exportOf(token);
      expect(file.likes.map((entry) => entry.videoId)).toEqual([video(0)]);
      expect(file.history).toEqual([]);
    });

    it('imports a full library, every list at its bound, and exports it back equal', async () => {
      const category = seedCategory(0);
      const videos = Array.from({ length: LIBRARY_PLAYLIST_VIDEOS_MAX }, () =>
        makeTestVideo(category.id),
      );
      for (let i = 0; i < videos.length; i += 200) {
        await api.database.db
          .insertInto('videos')
          .values(videos.slice(i, i + 200))
          .execute();
      }
      const entries = (offset: number) =>
        videos.map((v, i) => at(v.id, offset + videos.length - i));
      const file = fileOf({
        likes: entries(0),
        watchLater: entries(10),
        history: entries(20),
        playlists: Array.from({ length: 3 }, (_, i) => ({
          title: `Full ${3 - i}`,
          createdAt: at('', 3 - i).addedAt,
          videos: entries(100 * i),
        })),
      });
      const { token } = await api.signUp();
      // Well over the 100 KB of other routes.
      expect(JSON.stringify(file).length).toBeGreaterThan(200 * 1024);
      const report = await importInto(token, file);
      expect(report.likes.added).toBe(LIBRARY_LIST_MAX);
      expect(report.playlists.map((p) => p.added)).toEqual([1000, 1000, 1000]);
      expect(contentOf(await exportOf(token))).toEqual(contentOf(file));

      // One like more than a file holds: the oldest is left out, and the file says so.
      const newest = makeTestVideo(category.id);
      await api.database.db.insertInto('videos').values(newest).execute();
      await api.call('POST', '/api/user/likes', { token, body: { video: { _id: newest.id } } });
      const over = await exportOf(token);
      expect(over.leftOut).toEqual({ likes: 1 });
      expect(over.likes).toHaveLength(LIBRARY_LIST_MAX);
      expect(over.likes[0]?.videoId).toBe(newest.id);
      // Such a file still imports.
      const again = await api.signUp();
      expect((await importInto(again.token, over)).likes.added).toBe(LIBRARY_LIST_MAX);
    }, 60_000);
  });

  // Only PostgreSQL runs two writers at once; SQLite's writes take turns on one connection.
  it.skipIf(dialect === 'sqlite')(
    'answers 409, writing nothing, when a playlist it merges into is deleted meanwhile',
    async () => {
      const { token, userId } = await api.signUp();
      const made = await api.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title: 'Doomed' } },
      });
      expect(made.status).toBe(201);
      const { db } = api.database;
      const playlist = await db
        .selectFrom('playlists')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // Another writer holds the playlist while the import starts, then deletes it.
      let importing: Promise<Response> | undefined;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('playlists')
          .set((eb) => ({ title: eb.ref('title') }))
          .where('id', '=', playlist.id)
          .execute();
        importing = api.call('POST', PATH, {
          token,
          body: fileOf({
            likes: [at(video(0), 1)],
            playlists: [
              { title: 'doomed', createdAt: at(video(1), 2).addedAt, videos: [at(video(1), 3)] },
            ],
          }),
        });
        // Long enough for the import to reach the playlist and wait on it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await trx.deleteFrom('playlists').where('id', '=', playlist.id).execute();
      });
      await expectError(await (importing as Promise<Response>), 409, ServerMessage.libraryChanged);
      const likes = await expectJson(
        await api.call('GET', '/api/user/likes', { token }),
        200,
        ListPageSchemas.likes,
      );
      expect(likes.likes).toEqual([]);
    },
  );

  describe('a bad file', () => {
    /** Sends `body`, expects `status` with messages, and that nothing was written. */
    async function refused(body: unknown, status: number, message?: RegExp | string) {
      const { token } = await api.signUp();
      const res = await api.call('POST', PATH, { token, body });
      const errors = await expectError(res, status, message);
      expect(contentOf(await exportOf(token))).toEqual(contentOf(fileOf()));
      return errors;
    }

    it('not an object', async () => {
      const errors = await refused([1, 2], 400);
      expect(errors).toEqual(['body: must be a CraftReel library file (a JSON object)']);
    });

    it('not JSON', async () => {
      await refused('{"format": "craftreel-library",', 400, ServerMessage.malformedJson);
    });

    it('another format, or a version this server does not read', async () => {
      expect(await refused(fileOf({ format: 'other' as 'craftreel-library' }), 400)).toEqual([
        'format: must be "craftreel-library": this is not a CraftReel library file',
      ]);
      expect(await refused({ ...fileOf(), version: 2 }, 400)).toEqual([
        'version: must be 1: this CraftReel reads version 1 library files',
      ]);
    });

    it('missing fields, named by where they are', async () => {
      const { likes: _, ...withoutLikes } = fileOf();
      expect(await refused(withoutLikes, 400)).toEqual([
        'likes: must be a list of { videoId, addedAt }',
      ]);
      const errors = await refused(
        fileOf({
          history: [{ videoId: video(0) } as LibraryEntry],
          playlists: [{ title: ' ', createdAt: 'yesterday', videos: [] }],
        }),
        400,
      );
      expect(errors).toEqual([
        'history.0.addedAt: must be a date and time (ISO 8601, e.g. 2026-11-23T08:40:00Z)',
        'playlists.0.title: must not be empty',
        'playlists.0.createdAt: must be a date and time (ISO 8601, e.g. 2026-11-23T08:40:00Z)',
      ]);
    });

    it('times before 1970, in the future, or past year 9999', async () => {
      const errors = await refused(
        fileOf({
          likes: [{ videoId: video(0), addedAt: '1969-12-31T23:59:59Z' }],
          watchLater: [{ videoId: video(1), addedAt: '9999-12-31T23:59:59-23:59' }],
          history: [
            { videoId: video(2), addedAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
          ],
        }),
        400,
      );
      expect(errors).toEqual([
        'likes.0.addedAt: must not be before 1970',
        'watchLater.0.addedAt: must not be in the future',
        'history.0.addedAt: must not be in the future',
      ]);
    });

    it('a good file with one bad entry writes nothing at all', async () => {
      await refused(
        fileOf({
          likes: [at(video(0), 2), { videoId: '', addedAt: at('', 1).addedAt }],
          playlists: [{ title: 'Fine', createdAt: at('', 1).addedAt, videos: [at(video(1), 1)] }],
        }),
        400,
        /^likes\.1\.videoId/,
      );
    });

    it('too many items', async () => {
      const many = Array.from({ length: LIBRARY_LIST_MAX + 1 }, (_, i) => at(video(0), i));
      expect(await refused(fileOf({ likes: many }), 400)).toEqual([
        `likes: must hold at most ${LIBRARY_LIST_MAX} videos`,
      ]);
    });

    it('many problems are named ten at a time, with how many more', async () => {
      const bad = Array.from({ length: 25 }, () => ({ videoId: 1 }));
      const errors = await refused(fileOf({ likes: bad as unknown as LibraryEntry[] }), 400);
      expect(errors).toHaveLength(11);
      expect(errors.at(-1)).toMatch(/^…and \d+ more problems in the file$/);
    });

    it('over the body limit: 413, in the error shape', async () => {
      const padding = 'x'.repeat(LIBRARY_FILE_MAX_BYTES);
      await refused({ ...fileOf(), padding }, 413, ServerMessage.libraryTooLarge);
    });

    it('other routes keep their 100 KB limit', async () => {
      const { token } = await api.signUp();
      const res = await api.call('POST', '/api/user/likes', {
        token,
        body: { video: { _id: video(0) }, padding: 'x'.repeat(200 * 1024) },
      });
      await expectError(res, 413, ServerMessage.bodyTooLarge);
    });
  });

  // My projects (docs/product.md, "Projects"): an additive, optional part of the file.
  describe('projects', () => {
    const mark = (token: string, videoId: string, status: string) =>
      api.call('PUT', `/api/user/projects/${videoId}`, { token, body: { status } });
    const tick = (token: string, videoId: string, index: number) =>
      api.call('PUT', `/api/user/projects/${videoId}/materials/${index}`, {
        token,
        body: { have: true },
      });
    const projectsOf = async (token: string) =>
      expectJson(await api.call('GET', '/api/user/projects', { token }), 200, ProjectsPageSchema);

    it('leaves projects out of the file of a user who has none', async () => {
      const { token } = await api.signUp();
      expect(await exportOf(token)).not.toHaveProperty('projects');
    });

    it('exports projects with status, changes and ticks, and imports them into another account', async () => {
      const from = await api.signUp();
      expect((await mark(from.token, video(0), 'to_try')).status).toBe(201);
      expect((await mark(from.token, video(0), 'making')).status).toBe(200);
      expect((await tick(from.token, video(0), 0)).status).toBe(200);
      expect((await mark(from.token, video(1), 'made')).status).toBe(201);
      const file = await exportOf(from.token);
      expect(file.projects?.map((p) => [p.videoId, p.status])).toEqual([
        [video(1), 'made'],
        [video(0), 'making'],
      ]);
      const making = file.projects?.[1];
      expect(making?.changes.map((c) => c.status)).toEqual(['making', 'to_try']);
      expect(making?.have).toEqual([materialKey(seedVideo(0).craft.materials[0]?.name ?? '')]);

      const to = await api.signUp();
      const imported = await importInto(to.token, file);
      expect(imported.projects).toEqual({ added: 2, duplicates: 0, unknown: 0 });
      const { exportedAt: _a, ...original } = file;
      const { exportedAt: _b, ...copy } = await exportOf(to.token);
      expect(copy).toEqual(original);
      const answer = await projectsOf(to.token);
      expect(answer.counts).toEqual({ to_try: 0, making: 1, made: 1 });
      expect(answer.projects[1]?.materials[0]?.have).toBe(true);

      // Again: both are there already, so nothing changes.
      const again = await importInto(to.token, file);
      expect(again.projects).toEqual({ added: 0, duplicates: 2, unknown: 0 });
    });

    it('skips unknown videos and ticks of materials the video does not list', async () => {
      const { token } = await api.signUp();
      const when = '2026-11-20T10:00:00.000Z';
      const imported = await importInto(
        token,
        fileOf({
          projects: [
            {
              videoId: video(2),
              status: 'to_try',
              createdAt: when,
              updatedAt: when,
              changes: [],
              have: ['ruler', 'unicorn horn'],
            },
            {
              videoId: 'no-such-video',
              status: 'made',
              createdAt: when,
              updatedAt: when,
              changes: [],
              have: [],
            },
          ],
        }),
      );
      expect(imported.projects).toEqual({ added: 1, duplicates: 0, unknown: 1 });
      expect(imported.unknownVideoIds).toContain('no-such-video');
      const [project] = (await projectsOf(token)).projects;
      // A change for its status is recorded when the file had none.
      expect(project?.changes).toEqual([{ status: 'to_try', at: when }]);
      expect(project?.materials.filter((item) => item.have).map((item) => item.name)).toEqual([
        'Ruler',
      ]);
    });

    it('imports a file without projects as before, and does not report them', async () => {
      const { token } = await api.signUp();
      const imported = await importInto(token, fileOf({ likes: [at(video(0), 1)] }));
      expect(imported).not.toHaveProperty('projects');
    });

    it.each([
      ['an unknown status', { status: 'done' }],
      ['a time that is not one', { createdAt: 'yesterday' }],
      [
        'too many changes',
        {
          changes: Array.from({ length: 11 }, () => ({
            status: 'made',
            at: '2026-11-20T10:00:00.000Z',
          })),
        },
      ],
      ['a key that is not text', { have: [1] }],
    ])('refuses a project with %s (400)', async (_label, override) => {
      const { token } = await api.signUp();
      const when = '2026-11-20T10:00:00.000Z';
      const project = {
        videoId: video(0),
        status: 'to_try',
        createdAt: when,
        updatedAt: when,
        changes: [],
        have: [],
        ...override,
      };
      const res = await api.call('POST', PATH, {
        token,
        body: fileOf({ projects: [project] } as unknown as Partial<LibraryFile>),
      });
      await expectError(res, 400, /^projects\.0\./);
      expect((await projectsOf(token)).projects).toEqual([]);
    });
  });
});

describe.each(DIALECTS)('library import rate limit (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect, {
      rateLimits: memoryRateLimits({ libraryImportPerUser: { points: 2, seconds: 3600 } }),
    });
  });
  afterAll(() => api.close());

  it('counts each user’s imports, bad files too, and says when to try again', async () => {
    const [first, second] = [await api.signUp(), await api.signUp()];
    const send = (token: string, body: unknown) => api.call('POST', PATH, { token, body });
    expect((await send(first.token, fileOf())).status).toBe(200);
    expect((await send(first.token, { version: 3 })).status).toBe(400);
    const res = await send(first.token, fileOf());
    await expectError(
      res,
      429,
      /^Too many requests\. Please try again in \d+ (hour|minute|second)s?\.$/,
    );
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user, and the export, are not limited by it.
    expect((await send(second.token, fileOf())).status).toBe(200);
    expect((await api.call('GET', PATH, { token: first.token })).status).toBe(200);
  });
});

// The import's larger body limit as Node's HTTP server meets it: over a socket, with the length
// stated (judged by the header) or chunked (counted as read), not through app.request.
describe.each(DIALECTS)('library import body limit over HTTP (%s)', (dialect) => {
  let api: TestApi;
  let server: ServerType;
  let base: string;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(dialect);
    token = (await api.signUp()).token;
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  });

  /** A valid file of about `bytes` (an unknown key is ignored), sent stated or chunked. */
  function post(bytes: number, chunked: boolean) {
    const text = JSON.stringify({ ...fileOf(), padding: 'x'.repeat(bytes) });
    const encoded = new TextEncoder().encode(text);
    const body = chunked
      ? new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < encoded.length; at += 64 * 1024) {
              controller.enqueue(encoded.subarray(at, at + 64 * 1024));
            }
            controller.close();
          },
        })
      : text;
    return fetch(`${base}${PATH}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body,
      ...(chunked ? { duplex: 'half' } : {}),
    } as RequestInit);
  }

  it.each([false, true])('takes a 3 MB file (chunked: %s)', async (chunked) => {
    const res = await post(3 * 1024 * 1024, chunked);
    await expectJson(res, 200, LibraryImportResponseSchema);
  });

  it.each([false, true])('answers 413 past 4 MB (chunked: %s)', async (chunked) => {
    const res = await post(LIBRARY_FILE_MAX_BYTES, chunked);
    await expectError(res, 413, ServerMessage.libraryTooLarge);
  });
});

describe.each(DIALECTS)('library export and import of notes (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  async function exportOf(token: string): Promise<LibraryFile> {
    return expectJson(await api.call('GET', PATH, { token }), 200, LibraryFileSchema);
  }
  async function importInto(token: string, file: unknown): Promise<LibraryImport> {
    const res = await api.call('POST', PATH, { token, body: file });
    return (await expectJson(res, 200, LibraryImportResponseSchema)).imported;
  }
  async function write(token: string, videoId: string, seconds: number, body: string) {
    const res = await api.call('POST', '/api/user/notes', {
      token,
      body: { videoId, seconds, body },
    });
    return (await expectJson(res, 201, NoteResponseSchema)).note;
  }
  async function allNotes(token: string) {
    const res = await api.call('GET', '/api/user/notes', { token });
    return (await expectJson(res, 200, NotesResponseSchema)).notes;
  }
  /** A note of a file `minutes` after a fixed time (so a larger number is newer). */
  const noteAt = (videoId: string, seconds: number, body: string, minutes: number) => {
    const time = new Date(Date.UTC(2026, 10, 1, 12, minutes)).toISOString();
    return { videoId, seconds, body, createdAt: time, updatedAt: time } satisfies LibraryNote;
  };
  const withoutIds = (notes: { _id: string }[]) => notes.map(({ _id: _, ...rest }) => rest);

  it('exports the notes newest first, and imports them into another account exactly', async () => {
    const original = await api.signUp();
    await write(original.token, video(0), 85, 'Cut the frame\nalong the line');
    await write(original.token, video(1), 0, '<b>html</b> stays text');
    await write(original.token, video(0), 12, 'Glue first');
    const file = await exportOf(original.token);
    expect(file.notes?.map((note) => note.body)).toEqual([
      'Glue first',
      '<b>html</b> stays text',
      'Cut the frame\nalong the line',
    ]);
    expect(file.notes?.[0]).toEqual({
      videoId: video(0),
      seconds: 12,
      body: 'Glue first',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(file.leftOut).toBeUndefined();

    const fresh = await api.signUp();
    const report = await importInto(fresh.token, file);
    expect(report.notes).toEqual({ added: 3, duplicates: 0, unknown: 0, overLimit: 0 });
    expect(contentOf(await exportOf(fresh.token))).toEqual(contentOf(file));
    expect(withoutIds(await allNotes(fresh.token))).toEqual(
      withoutIds(await allNotes(original.token)),
    );

    // Again: every note is already there.
    const again = await importInto(fresh.token, file);
    expect(again.notes).toEqual({ added: 0, duplicates: 3, unknown: 0, overLimit: 0 });
    expect(await allNotes(fresh.token)).toHaveLength(3);
  });

  it('leaves notes out of a file when there are none, and a file without them imports as before', async () => {
    const { token } = await api.signUp();
    const empty = await exportOf(token);
    expect(empty.notes).toBeUndefined();
    const report = await importInto(token, fileOf({ likes: [at(video(0), 1)] }));
    expect(report.notes).toBeUndefined();
    expect(report.likes.added).toBe(1);
    expect(await allNotes(token)).toEqual([]);
  });

  it('merges: the same text at the same moment is a duplicate, unknown videos are skipped', async () => {
    const { token } = await api.signUp();
    await write(token, video(0), 85, 'Already here');
    const file = fileOf({
      notes: [
        noteAt(video(0), 85, 'Already here', 30),
        noteAt(video(0), 86, 'Already here', 29),
        noteAt('no-such-video', 3, 'Lost', 28),
        noteAt(video(1), 5, 'New', 27),
        noteAt(video(1), 5, '  New  ', 26),
      ],
    });
    const report = await importInto(token, file);
    expect(report.notes).toEqual({ added: 2, duplicates: 2, unknown: 1, overLimit: 0 });
    expect(report.unknownVideoIds).toEqual(['no-such-video']);
    const notes = await allNotes(token);
    // Newest written first: the note made here now, then the imported ones by their own times.
    expect(notes.map((note) => [note.videoId, note.seconds, note.body])).toEqual([
      [video(0), 85, 'Already here'],
      [video(0), 86, 'Already here'],
      [video(1), 5, 'New'],
    ]);
    expect(notes[1]?.createdAt).toBe(noteAt('', 0, '', 29).createdAt);
  });

  it(`keeps to ${NOTES_PER_VIDEO_MAX} notes on a video, reporting the rest`, async () => {
    const { token, userId } = await api.signUp();
    const time = new Date().toISOString();
    const rows = Array.from({ length: NOTES_PER_VIDEO_MAX - 1 }, (_, i) => ({
      id: newId(),
      user_id: userId,
      video_id: video(0),
      seconds: i,
      body: `note ${i}`,
      created_at: time,
      updated_at: time,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await api.database.db
        .insertInto('video_notes')
        .values(rows.slice(start, start + 100))
        .execute();
    }
    const report = await importInto(
      token,
      fileOf({
        notes: [
          noteAt(video(0), 1, 'fits', 3),
          noteAt(video(0), 2, 'one too many', 2),
          noteAt(video(1), 2, 'another video', 1),
        ],
      }),
    );
    expect(report.notes).toEqual({ added: 2, duplicates: 0, unknown: 0, overLimit: 1 });
  });

  it('exports the newest notes that fit the file, and says how many were left out', async () => {
    const { token, userId } = await api.signUp();
    const count = LIBRARY_NOTE_TEXT_MAX / NOTE_BODY_MAX + 10;
    const rows = Array.from({ length: count }, (_, i) => {
      const time = new Date(Date.UTC(2026, 10, 1, 12, i)).toISOString();
      return {
        id: newId(),
        user_id: userId,
        video_id: video(i % 5),
        seconds: i,
        body: `${String(i).padStart(4, '0')}${'x'.repeat(NOTE_BODY_MAX - 4)}`,
        created_at: time,
        updated_at: time,
      };
    });
    await api.database.db.insertInto('video_notes').values(rows).execute();
    const file = await exportOf(token);
    expect(file.notes).toHaveLength(LIBRARY_NOTE_TEXT_MAX / NOTE_BODY_MAX);
    expect(file.notes?.[0]?.seconds).toBe(count - 1);
    expect(file.leftOut).toEqual({ notes: 10 });
    // Such a file imports whole.
    const fresh = await api.signUp();
    expect((await importInto(fresh.token, file)).notes?.added).toBe(file.notes?.length);
  });

  it('refuses a file with bad notes, naming where, and writes nothing', async () => {
    const { token } = await api.signUp();
    const refused = async (notes: unknown, message: string) => {
      const res = await api.call('POST', PATH, {
        token,
        body: { ...fileOf({ likes: [at(video(0), 1)] }), notes },
      });
      expect(await expectError(res, 400)).toEqual([message]);
    };
    await refused({}, 'notes: must be a list of notes');
    await refused([noteAt(video(0), 1, '  ', 1)], 'notes.0.body: must not be empty');
    await refused(
      [noteAt(video(0), 1, 'x'.repeat(NOTE_BODY_MAX + 1), 1)],
      `notes.0.body: must be at most ${NOTE_BODY_MAX} characters`,
    );
    await refused([noteAt(video(0), -1, 'x', 1)], 'notes.0.seconds: must be at least 0');
    await refused(
      [noteAt(video(0), 1.5, 'x', 1)],
      'notes.0.seconds: must be a whole number of seconds',
    );
    await refused(
      [{ ...noteAt(video(0), 1, 'x', 1), createdAt: 'yesterday' }],
      'notes.0.createdAt: must be a date and time (ISO 8601, e.g. 2026-11-23T08:40:00Z)',
    );
    await refused(
      Array.from({ length: LIBRARY_NOTES_MAX + 1 }, (_, i) => noteAt(video(0), i, 'x', 1)),
      `notes: must hold at most ${LIBRARY_NOTES_MAX} notes`,
    );
    await refused(
      Array.from({ length: LIBRARY_NOTE_TEXT_MAX / NOTE_BODY_MAX + 1 }, (_, i) =>
        noteAt(video(0), i, 'x'.repeat(NOTE_BODY_MAX), 1),
      ),
      `notes: must hold at most ${LIBRARY_NOTE_TEXT_MAX} characters of notes in all`,
    );
    const file = await exportOf(token);
    expect(file.likes).toEqual([]);
    expect(file.notes).toBeUndefined();
  });
});
