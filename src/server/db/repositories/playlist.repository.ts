import type { Kysely } from 'kysely';
import { playlistTitleKey } from '#shared/playlist-title.ts';
import type { Playlist } from '#shared/schemas/playlist.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { type AddOutcome, addOutcomeOf, isUniqueViolation } from '../errors.ts';
import { newId, nowIso } from '../ids.ts';
import type { Database } from '../schema.ts';
import { toVideo, videoColumns } from './video.repository.ts';

interface PlaylistHead {
  id: string;
  title: string;
}

/** Fills in the videos (newest first) of the given playlists with one query. */
async function withVideos(db: Kysely<Database>, heads: PlaylistHead[]): Promise<Playlist[]> {
  if (heads.length === 0) return [];
  const rows = await db
    .selectFrom('playlist_videos')
    .innerJoin('videos', 'videos.id', 'playlist_videos.video_id')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select([...videoColumns, 'playlist_videos.playlist_id'])
    .where(
      'playlist_videos.playlist_id',
      'in',
      heads.map((h) => h.id),
    )
    .orderBy('playlist_videos.id', 'desc')
    .execute();
  const now = new Date();
  const videosByPlaylist = new Map<string, Video[]>();
  for (const row of rows) {
    const videos = videosByPlaylist.get(row.playlist_id) ?? [];
    videos.push(toVideo(row, now));
    videosByPlaylist.set(row.playlist_id, videos);
  }
  return heads.map((h) => ({
    _id: h.id,
    title: h.title,
    videos: videosByPlaylist.get(h.id) ?? [],
  }));
}

/** A user's playlists, newest first, each with its videos. */
export async function listPlaylists(db: Kysely<Database>, userId: string): Promise<Playlist[]> {
  const heads = await db
    .selectFrom('playlists')
    .select(['id', 'title'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return withVideos(db, heads);
}

/** One of this user's playlists; another user's id is simply not found. */
export async function findPlaylist(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
): Promise<Playlist | undefined> {
  const head = await db
    .selectFrom('playlists')
    .select(['id', 'title'])
    .where('user_id', '=', userId)
    .where('id', '=', playlistId)
    .executeTakeFirst();
  if (!head) return undefined;
  const [playlist] = await withVideos(db, [head]);
  return playlist;
}

/** Creates a playlist; 'duplicate' when the user already has one of that title. */
export async function createPlaylist(
  db: Kysely<Database>,
  userId: string,
  title: string,
): Promise<'created' | 'duplicate'> {
  try {
    await db
      .insertInto('playlists')
      .values({
        id: newId(),
        user_id: userId,
        title: title.trim(),
        title_key: playlistTitleKey(title),
        created_at: nowIso(),
      })
      .execute();
    return 'created';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/** Deletes one of this user's playlists (its entries go with it); false when not theirs. */
export async function deletePlaylist(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('playlists')
    .where('user_id', '=', userId)
    .where('id', '=', playlistId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Adds a video to a playlist the caller has already checked is the user's own. */
export async function addVideoToPlaylist(
  db: Kysely<Database>,
  playlistId: string,
  videoId: string,
): Promise<AddOutcome> {
  return addOutcomeOf(
    db
      .insertInto('playlist_videos')
      .values({ id: newId(), playlist_id: playlistId, video_id: videoId, created_at: nowIso() })
      .execute(),
  );
}

export async function removeVideoFromPlaylist(
  db: Kysely<Database>,
  playlistId: string,
  videoId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('playlist_videos')
    .where('playlist_id', '=', playlistId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
