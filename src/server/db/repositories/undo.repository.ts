import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { ListName } from '#shared/schemas/list.schema.ts';
import { PlaylistVisibilitySchema } from '#shared/schemas/playlist.schema.ts';
import { type AddOutcome, isUniqueViolation } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Owner } from '../page.ts';
import type { Database } from '../schema.ts';
import { addToList } from './list.repository.ts';
import { lockPlaylist } from './playlist.repository.ts';

/**
 * Putting back what a removal took (docs/product.md, "Lists", Undo), exactly: a list entry with its own id
 * and time (so its place among the others), a deleted playlist with its id, title,
 * description, time and videos in their order.
 */

/**
 * Puts a removed list entry back with its own id and time, if the owner still exists with the
 * token's email ('no-such-owner' otherwise). 'duplicate' when the video is in the list again
 * (added since, or this undo already done); 'no-such-video' when it has left the catalogue.
 */
export function restoreListEntry(
  db: Kysely<Database>,
  owner: Owner,
  {
    list,
    videoId,
    entryId,
    addedAt,
  }: { list: ListName; videoId: string; entryId: string; addedAt: string },
): Promise<AddOutcome | 'no-such-owner'> {
  return addToList(db, owner, list, videoId, { entry: { entryId, addedAt } });
}

/** A deleted playlist as its snapshot keeps it (removed_playlists.snapshot). */
const PlaylistSnapshot = z.object({
  id: z.string(),
  title: z.string(),
  titleKey: z.string(),
  description: z.string(),
  /** Left out by snapshots kept before playlists had one: those were private. */
  visibility: z.optional(PlaylistVisibilitySchema),
  createdAt: z.string(),
  /** In the playlist's order. */
  videos: z.array(z.object({ id: z.string(), videoId: z.string(), createdAt: z.string() })),
});
type PlaylistSnapshot = z.infer<typeof PlaylistSnapshot>;

/**
 * Deletes one of the user's playlists (its entries go with it) and keeps a snapshot of it for
 * the undo window, in one transaction holding the playlist (lockPlaylist); the user's
 * snapshots older than `keepSince` are cleared on the way. Answers the snapshot's id, or
 * undefined when the playlist is not theirs.
 */
export async function deletePlaylistKeepingSnapshot(
  db: Kysely<Database>,
  userId: string,
  playlistId: string,
  keepSince: Date,
): Promise<string | undefined> {
  return db.transaction().execute(async (tx) => {
    // Held first (and the ownership check): an add, a move or an undo of this playlist that is
    // under way finishes before the snapshot is read, so the snapshot holds what it wrote.
    if (!(await lockPlaylist(tx, userId, playlistId))) return undefined;
    const playlist = await tx
      .selectFrom('playlists')
      .select(['id', 'title', 'title_key', 'description', 'visibility', 'created_at'])
      .where('user_id', '=', userId)
      .where('id', '=', playlistId)
      .executeTakeFirst();
    if (!playlist) return undefined;
    const videos = await tx
      .selectFrom('playlist_videos')
      .select(['id', 'video_id', 'created_at'])
      .where('playlist_id', '=', playlistId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const snapshot: PlaylistSnapshot = {
      id: playlist.id,
      title: playlist.title,
      titleKey: playlist.title_key,
      description: playlist.description,
      visibility: playlist.visibility,
      createdAt: playlist.created_at,
      videos: videos.map((v) => ({ id: v.id, videoId: v.video_id, createdAt: v.created_at })),
    };
    const snapshotId = newId();
    await tx
      .deleteFrom('removed_playlists')
      .where('user_id', '=', userId)
      .where('removed_at', '<', keepSince.toISOString())
      .execute();
    await tx
      .insertInto('removed_playlists')
      .values({
        id: snapshotId,
        user_id: userId,
        snapshot: JSON.stringify(snapshot),
        removed_at: new Date().toISOString(),
      })
      .execute();
    await tx.deleteFrom('playlists').where('id', '=', playlistId).execute();
    return snapshotId;
  });
}

export type RestorePlaylistOutcome =
  | { restored: true; playlistId: string }
  | { restored: false; why: 'gone' | 'duplicate' };

/**
 * Puts a deleted playlist back from its snapshot, in one transaction, with its id, title,
 * description, time and videos in order (those still in the catalogue). 'gone' when there is
 * no such snapshot of this user's (undone already, or cleared); 'duplicate' when the user has
 * made a playlist of that title since (the snapshot stays, so renaming that one and undoing
 * again works).
 */
export async function restorePlaylist(
  db: Kysely<Database>,
  userId: string,
  snapshotId: string,
): Promise<RestorePlaylistOutcome> {
  try {
    return await db.transaction().execute(async (tx) => {
      const row = await tx
        .deleteFrom('removed_playlists')
        .where('id', '=', snapshotId)
        .where('user_id', '=', userId)
        .returning('snapshot')
        .executeTakeFirst();
      if (!row) return { restored: false, why: 'gone' } as const;
      const snapshot = PlaylistSnapshot.parse(JSON.parse(row.snapshot));
      await tx
        .insertInto('playlists')
        .values({
          id: snapshot.id,
          user_id: userId,
          title: snapshot.title,
          title_key: snapshot.titleKey,
          description: snapshot.description,
          visibility: snapshot.visibility ?? 'private',
          created_at: snapshot.createdAt,
        })
        .execute();
      // In chunks: a statement's parameters are bounded (SQLite's 32,766, PostgreSQL's 65,535).
      let position = 0;
      for (let start = 0; start < snapshot.videos.length; start += 500) {
        const chunk = snapshot.videos.slice(start, start + 500);
        const stillThere = await tx
          .selectFrom('videos')
          .select('id')
          .where(
            'id',
            'in',
            chunk.map((v) => v.videoId),
          )
          .execute();
        const ids = new Set(stillThere.map((v) => v.id));
        const kept = chunk.filter((v) => ids.has(v.videoId));
        if (kept.length === 0) continue;
        await tx
          .insertInto('playlist_videos')
          .values(
            kept.map((v) => ({
              id: v.id,
              playlist_id: snapshot.id,
              video_id: v.videoId,
              created_at: v.createdAt,
              position: position++,
            })),
          )
          .execute();
      }
      return { restored: true, playlistId: snapshot.id } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { restored: false, why: 'duplicate' };
    throw error;
  }
}
