import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeVideo } from '#server/db/factories.ts';
import { newId } from '#server/db/ids.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { CreatorPageSchema } from '#shared/schemas/creator.schema.ts';
import { ListResponseSchemas } from '#shared/schemas/list.schema.ts';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { VideoResponseSchema, VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { countRows, expectJson } from '../support/api-assertions.ts';
import { TEST_TOKENS } from '../support/test-app.ts';
import {
  createEmptyTestDatabase,
  DIALECTS,
  migrateToFirstSchema,
} from '../support/test-database.ts';

/**
 * Durability (README.md, "Operations"): start-up on a database of an older schema migrates it without loss.
 * A database made by the first migration only, holding what users of that time had (an
 * account, its three lists, playlists with videos, a video added by hand), goes through what
 * start-up runs (src/server/node/index.ts: migrateToLatest, then seedDatabase); the API then
 * answers every bit of it, the password still signs in, and the hand-added video is found by
 * search.
 */

const TABLES_OF_THE_FIRST_SCHEMA = [
  'users',
  'categories',
  'videos',
  'list_entries',
  'playlists',
  'playlist_videos',
] as const;

/** Rows as the first schema stores them (the columns later migrations added are not there). */
type FirstSchema = Record<(typeof TABLES_OF_THE_FIRST_SCHEMA)[number], Record<string, unknown>>;

const PASSWORD = 'a password from before';

/** Entry ids that sort in the order given (ULIDs made one after another). */
const ids = (count: number) => Array.from({ length: count }, () => newId());

describe.each(DIALECTS)('start-up on a database of the first schema (%s)', (dialect) => {
  it('migrates it to the latest without losing a row', async () => {
    const database = await createEmptyTestDatabase(dialect);
    try {
      const { db } = database;
      await migrateToFirstSchema(database);

      // What the database of that time held.
      const old = db as unknown as Kysely<FirstSchema>;
      const now = '2026-11-22T06:00:00.000Z';
      await old
        .insertInto('categories')
        .values(
          seedCategories.map((c, i) => ({
            id: c.id,
            category_name: c.name,
            description: c.description,
            position: i,
          })),
        )
        .execute();
      const handAdded = makeVideo({
        title: 'Marbleweave lanterns from old magazines',
        videoLink: 'quilled-lanterns',
        creator: 'Someone by hand',
        description: 'Added straight into the database.',
        viewCount: 42,
        publishedAt: '2019-05-01T00:00:00.000Z',
        categoryId: seedCategories[0]?.id ?? '',
      });
      const videos = [...seedVideos.map((spec) => makeVideo(spec)), handAdded];
      // As the first schema's videos were: no columns that came later.
      await old
        .insertInto('videos')
        .values(videos.map(({ creator_slug, added_at, ...first }) => first))
        .execute();
      const userId = newId();
      const email = 'from-before@example.com';
      await old
        .insertInto('users')
        .values({
          id: userId,
          email,
          password_hash: await argon2Hasher.hash(PASSWORD),
          first_name: 'Old',
          last_name: 'Timer',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const listed = {
        likes: [videos[0], videos[3], handAdded],
        watchlater: [videos[5], videos[1]],
        history: [videos[2], videos[4], videos[6], videos[7]],
      };
      for (const [list, items] of Object.entries(listed)) {
        const entryIds = ids(items.length);
        await old
          .insertInto('list_entries')
          .values(
            items.map((video, i) => ({
              id: entryIds[i],
              user_id: userId,
              list,
              video_id: video?.id,
              created_at: now,
            })),
          )
          .execute();
      }
      const [olderPlaylist, newerPlaylist] = ids(2);
      await old
        .insertInto('playlists')
        .values([
          {
            id: olderPlaylist,
            user_id: userId,
            title: 'Paper',
            title_key: 'paper',
            created_at: now,
          },
          {
            id: newerPlaylist,
            user_id: userId,
            title: 'Empty',
            title_key: 'empty',
            created_at: now,
          },
        ])
        .execute();
      const playlistEntryIds = ids(3);
      await old
        .insertInto('playlist_videos')
        .values(
          [videos[8], videos[9], handAdded].map((video, i) => ({
            id: playlistEntryIds[i],
            playlist_id: olderPlaylist,
            video_id: video?.id,
            created_at: now,
          })),
        )
        .execute();
      const before = Object.fromEntries(
        await Promise.all(
          TABLES_OF_THE_FIRST_SCHEMA.map(async (table) => [
            table,
            await countRows(database, table),
          ]),
        ),
      );

      // Start-up.
      await migrateToLatest(db);
      await seedDatabase(db, argon2Hasher);

      // Nothing was lost: every old row is there (the seed only adds its demo account).
      for (const table of TABLES_OF_THE_FIRST_SCHEMA) {
        const expected = table === 'users' ? before[table] + 1 : before[table];
        expect(await countRows(database, table), table).toBe(expected);
      }
      const app = createApp({ db, passwords: argon2Hasher, tokens: TEST_TOKENS });
      const call = (path: string, init: RequestInit = {}) => app.request(path, init);
      const login = await call('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { encodedToken: token } = (await login.json()) as { encodedToken: string };
      const headers = { authorization: token };
      for (const [list, items] of Object.entries(listed) as [
        keyof typeof listed,
        typeof videos,
      ][]) {
        const answer = await expectJson(
          await call(`/api/user/${list}`, { headers }),
          200,
          ListResponseSchemas[list],
        );
        const answered = (answer as Record<string, { _id: string }[]>)[list] ?? [];
        // Newest first: the order the entries were made in, reversed.
        expect(answered.map((video) => video._id)).toEqual(items.map((v) => v?.id).reverse());
      }
      const { playlists } = await expectJson(
        await call('/api/user/playlists', { headers }),
        200,
        PlaylistsResponseSchema,
      );
      expect(playlists.map((p) => [p.title, p.videos.map((v) => v._id)])).toEqual([
        ['Empty', []],
        ['Paper', [handAdded.id, videos[9]?.id, videos[8]?.id]],
      ]);
      // The search index that came later covers the rows that were there before it.
      const found = await expectJson(
        await call('/api/videos?search=marbleweave'),
        200,
        VideosPageSchema,
      );
      expect(found.videos.map((video) => video._id)).toEqual([handAdded.id]);
      // The creator slugs that came later cover them too: the hand-added video's creator page.
      const creator = await expectJson(
        await call('/api/creators/someone-by-hand'),
        200,
        CreatorPageSchema,
      );
      expect(creator.videos.map((video) => video._id)).toEqual([handAdded.id]);
      // The demo videos got their craft facts, the same as a fresh seed gives them;
      // a video added by hand got the defaults.
      for (const spec of seedVideos) {
        const { video } = await expectJson(
          await call(`/api/video/${spec.id}`),
          200,
          VideoResponseSchema,
        );
        expect(
          { difficulty: video.difficulty, minutes: video.projectMinutes, m: video.materials },
          spec.id,
        ).toEqual({
          difficulty: spec.craft.difficulty,
          minutes: spec.craft.projectMinutes,
          m: spec.craft.materials,
        });
      }
      const { video: plain } = await expectJson(
        await call(`/api/video/${handAdded.id}`),
        200,
        VideoResponseSchema,
      );
      expect([plain.difficulty, plain.projectMinutes, plain.materials]).toEqual([
        'beginner',
        30,
        [],
      ]);
      const cardboard = await expectJson(
        await call('/api/videos?material=cardboard'),
        200,
        VideosPageSchema,
      );
      expect(cardboard.videos.map((v) => v._id).sort()).toEqual(
        ['best-out-of-waste-ideas', 'cardboard-box-organizers', 'cardboard-mini-basket'].sort(),
      );
    } finally {
      await database.close();
    }
  });
});
