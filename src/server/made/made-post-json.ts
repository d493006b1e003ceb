import type { Kysely } from 'kysely';
import type {
  MadePhoto,
  MadePost,
  MadePostWithVideo,
  Maker,
} from '#shared/schemas/made-post.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  type MadePhotoRow,
  type MadePostRow,
  type MakerRow,
  makersOf,
  photosOfPosts,
} from '../db/repositories/made-post.repository.ts';
import { findVideosByIds } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { photoKey } from '../photos/photo-store.ts';

/*
 * "Made it" posts as the API answers them (src/shared/schemas/made-post.schema.ts), built from
 * their rows: the photos with their variants' addresses, the maker as anyone may see them (a name
 * and a handle, never an email), and whether the viewer is the maker.
 */

/** Where a photo variant is served: `/photos/{photoId}-{width}` (src/server/routes). */
export function photoUrl(photoId: string, width: number): string {
  return `/photos/${photoKey(photoId, width)}`;
}

/** A photo's answer: each stored width with its height (scaled as the pipeline scaled it). */
export function madePhotoJson(row: Omit<MadePhotoRow, 'post_id' | 'position'>): MadePhoto {
  const widths = JSON.parse(row.widths) as number[];
  return {
    _id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    variants: widths.map((width) => ({
      width,
      height: Math.max(1, Math.round((row.height * width) / row.width)),
      url: photoUrl(row.id, width),
    })),
  };
}

/** The name a maker's public page shows: the display name, else the first and last names. */
export function makerJson(row: MakerRow | undefined): Maker {
  if (!row) return { displayName: '', handle: null };
  return {
    displayName: row.display_name ?? `${row.first_name} ${row.last_name}`.trim(),
    handle: row.handle,
  };
}

/**
 * The posts' answers, in the rows' order. `viewerId` (null for a visitor) only sets `mine`: which
 * posts a viewer may see is decided before this is called.
 */
export async function madePostsJson(
  db: Kysely<Database>,
  rows: readonly MadePostRow[],
  viewerId: string | null,
): Promise<MadePost[]> {
  const postIds = rows.map((row) => row.id);
  const [photos, makers] = await Promise.all([
    photosOfPosts(db, postIds),
    makersOf(
      db,
      rows.map((row) => row.user_id),
    ),
  ]);
  const photosByPost = new Map<string, MadePhoto[]>();
  for (const photo of photos) {
    const list = photosByPost.get(photo.post_id) ?? [];
    list.push(madePhotoJson(photo));
    photosByPost.set(photo.post_id, list);
  }
  const makerById = new Map(makers.map((maker) => [maker.id, maker]));
  return rows.map((row) => ({
    _id: row.id,
    videoId: row.video_id,
    maker: makerJson(makerById.get(row.user_id)),
    photos: photosByPost.get(row.id) ?? [],
    caption: row.caption,
    minutes: row.minutes,
    felt: row.felt,
    substitutions: row.substitutions,
    visibility: row.visibility,
    hidden: row.hidden_at !== null,
    mine: viewerId !== null && viewerId === row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/**
 * As madePostsJson, each with its video (retired ones too: a post outlives its video leaving the
 * catalogue). A post whose video is gone altogether is left out.
 */
export async function madePostsWithVideosJson(
  db: Kysely<Database>,
  rows: readonly MadePostRow[],
  viewerId: string | null,
  now: Date,
): Promise<MadePostWithVideo[]> {
  const [posts, videos] = await Promise.all([
    madePostsJson(db, rows, viewerId),
    findVideosByIds(db, [...new Set(rows.map((row) => row.video_id))], now),
  ]);
  const videoById = new Map<string, Video>(videos.map((video) => [video._id, video]));
  const withVideos: MadePostWithVideo[] = [];
  for (const post of posts) {
    const video = videoById.get(post.videoId);
    if (video) withVideos.push({ ...post, video });
  }
  return withVideos;
}
