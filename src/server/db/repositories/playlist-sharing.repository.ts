import { type Kysely, sql } from 'kysely';
import { playlistTitleKey } from '#shared/playlist-title.ts';
import {
  PLAYLIST_TITLE_MAX,
  type PlaylistOwner,
  type PlaylistVisibility,
} from '#shared/schemas/playlist.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { isUniqueViolation } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import { type PageOf, pageOf } from '../page.ts';
import type { Database } from '../schema.ts';
import {
  catalogueVersion,
  type PlaylistEntryKey,
  playlistEntriesOf,
  playlistEntriesPage,
  playlistTotal,
} from './playlist.repository.ts';

/*
 * Playlists as others see them (docs/product.md, "Playlists", Sharing): one playlist read by
 * anyone its visibility lets in, a user's public playlists, and a copy saved by another user.
 * Who may see what is decided by the callers from what these read (the owner and the
 * visibility); nothing here answers differently for a private playlist and a missing one.
 */

/**
 * Who made a playlist, as others see them: the name their public profile shows (the display
 * name, else the first and last names) and their handle, null while they have none.
 */
function ownerOf(row: {
  first_name: string;
  last_name: string;
  display_name: string | null;
  handle: string | null;
}): PlaylistOwner {
  return {
    displayName: row.display_name ?? `${row.first_name} ${row.last_name}`.trim(),
    handle: row.handle,
  };
}

/** A playlist read for anyone who may open it, with one page of its video ids in its order. */
export interface SharedPlaylistRead {
  playlist: {
    _id: string;
    title: string;
    /** Left out when the playlist has none. */
    description?: string;
    visibility: PlaylistVisibility;
    owner: PlaylistOwner;
  };
  /** Whose it is: the caller decides from it whether a private playlist is the asker's. */
  ownerId: string;
  /** The page's video ids in the playlist's order; `next` is a PlaylistEntryKey's text. */
  page: PageOf<string>;
  catalogueVersion: string;
}

/**
 * Any playlist by its id, whoever owns it and whatever its visibility, with its owner's names
 * and one page of its video ids (by position); undefined when there is no such playlist. One
 * query: the playlist joined to its owner, left-joined with the page of its entries.
 */
export async function readSharedPlaylist(
  db: Kysely<Database>,
  playlistId: string,
  window: { limit: number; after?: PlaylistEntryKey | undefined },
): Promise<SharedPlaylistRead | undefined> {
  const page = playlistEntriesPage(db, playlistId, window);
  const rows = await db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.user_id')
    .leftJoin(page, (join) => join.onTrue())
    .select([
      'playlists.id as playlist_id',
      'playlists.title',
      'playlists.description',
      'playlists.visibility',
      'playlists.user_id',
      'users.first_name',
      'users.last_name',
      'users.display_name',
      'users.handle',
      'page.entry_id',
      'page.entry_position',
      'page.video_id',
    ])
    .select([playlistTotal(playlistId), catalogueVersion()])
    .where('playlists.id', '=', playlistId)
    .orderBy('page.entry_position')
    .orderBy('page.entry_id')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const found = playlistEntriesOf(rows);
  return {
    playlist: {
      _id: first.playlist_id,
      title: first.title,
      ...(first.description ? { description: first.description } : {}),
      visibility: first.visibility,
      owner: ownerOf(first),
    },
    ownerId: first.user_id,
    page: pageOf(found, window.limit, Number(first.total ?? 0)),
    catalogueVersion: String(first.catalogue_version),
  };
}

/** A public playlist as a profile lists it. */
export interface PublicPlaylistSummary {
  _id: string;
  title: string;
  /** Left out when the playlist has none. */
  description?: string;
  videoCount: number;
  /** Its first video's (by its order) thumbnail's path, null when it is empty. */
  thumbnail: string | null;
}

/**
 * A user's public playlists, newest first, each with its count of videos and its first video's
 * thumbnail; unlisted and private ones never. Read through the (user_id, visibility, id) index.
 */
export async function publicPlaylistsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<PublicPlaylistSummary[]> {
  const { rows } = await sql<{
    id: string;
    title: string;
    description: string;
    video_count: number | string | bigint;
    first_video_id: string | null;
  }>`
    select "p"."id", "p"."title", "p"."description",
      (select count(*) from "playlist_videos" as "counted"
        where "counted"."playlist_id" = "p"."id") as "video_count",
      (select "first"."video_id" from "playlist_videos" as "first"
        where "first"."playlist_id" = "p"."id"
        order by "first"."position", "first"."id" limit 1) as "first_video_id"
    from "playlists" as "p"
    where "p"."user_id" = ${userId} and "p"."visibility" = ${'public' satisfies PlaylistVisibility}
    order by "p"."id" desc`.execute(db);
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    ...(row.description ? { description: row.description } : {}),
    // PostgreSQL answers a count as text.
    videoCount: Number(row.video_count),
    thumbnail: row.first_video_id === null ? null : thumbnailPathOf(row.first_video_id),
  }));
}

/** How many numbered titles a copy tries before giving up on finding a free one. */
const COPY_TITLE_TRIES = 1_000;

/**
 * The title a copy takes: the source's, or, when the user has a playlist of that name, the
 * first of "Title (2)", "Title (3)"… they have not (the title cut to leave room for the
 * number within PLAYLIST_TITLE_MAX).
 */
export function freeCopyTitle(title: string, takenKeys: ReadonlySet<string>): string | undefined {
  const base = title.trim();
  if (!takenKeys.has(playlistTitleKey(base))) return base;
  for (let n = 2; n < COPY_TITLE_TRIES + 2; n++) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, PLAYLIST_TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!takenKeys.has(playlistTitleKey(candidate))) return candidate;
  }
  return undefined;
}

/** Rows one insert of a copy's entries writes at most (four parameters each, and the id). */
const COPY_CHUNK = 500;

/**
 * What a copy did: made one (its id), found no playlist the user may open ('missing'), or
 * found no free title ('title-taken': every numbered one taken, or taken again by racing writes).
 */
export type CopyOutcome =
  | { copied: true; playlistId: string }
  | { copied: false; reason: 'missing' | 'title-taken' };

/**
 * Saves a copy of a playlist for `userId`: a new private playlist of theirs with the source's
 * title (made free as freeCopyTitle says), description and videos in its order, leaving out
 * videos a curator has retired (they are no longer in the catalogue to add). The source must be
 * the user's own or not private; anything else is not found, as a missing one is. A title
 * taken by a racing write is tried again with the next free one.
 */
export async function copyPlaylist(
  db: Kysely<Database>,
  userId: string,
  sourceId: string,
): Promise<CopyOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const source = await trx
          .selectFrom('playlists')
          .select(['title', 'description', 'visibility', 'user_id'])
          .where('id', '=', sourceId)
          .executeTakeFirst();
        if (!source || (source.visibility === 'private' && source.user_id !== userId)) {
          return { copied: false, reason: 'missing' } as const;
        }
        const taken = await trx
          .selectFrom('playlists')
          .select('title_key')
          .where('user_id', '=', userId)
          .execute();
        const title = freeCopyTitle(source.title, new Set(taken.map((row) => row.title_key)));
        if (title === undefined) return { copied: false, reason: 'title-taken' } as const;
        const videos = await trx
          .selectFrom('playlist_videos')
          .innerJoin('videos', 'videos.id', 'playlist_videos.video_id')
          .select('playlist_videos.video_id')
          .where('playlist_videos.playlist_id', '=', sourceId)
          .where('videos.retired_at', 'is', null)
          .orderBy('playlist_videos.position')
          .orderBy('playlist_videos.id')
          .execute();
        const playlistId = newId();
        const now = nowIso();
        await trx
          .insertInto('playlists')
          .values({
            id: playlistId,
            user_id: userId,
            title,
            title_key: playlistTitleKey(title),
            description: source.description,
            created_at: now,
          })
          .execute();
        const entries = videos.map((video, position) => ({
          id: newId(),
          playlist_id: playlistId,
          video_id: video.video_id,
          created_at: now,
          position,
        }));
        for (let start = 0; start < entries.length; start += COPY_CHUNK) {
          await trx
            .insertInto('playlist_videos')
            .values(entries.slice(start, start + COPY_CHUNK))
            .execute();
        }
        return { copied: true, playlistId } as const;
      });
    } catch (error) {
      // A playlist of the chosen title made meanwhile: read the titles again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { copied: false, reason: 'title-taken' };
}
