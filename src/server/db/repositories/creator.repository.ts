import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Creator } from '#shared/schemas/creator.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { Database } from '../schema.ts';
import { findVideosByIds, IN_CATALOGUE, type VideoCursor } from './video.repository.ts';

/**
 * The creator of this slug, named as its newest video in the catalogue names it (two spellings
 * of one channel share a slug); undefined when no video in the catalogue has the slug.
 */
export async function findCreator(
  db: Kysely<Database>,
  slug: string,
): Promise<Creator | undefined> {
  const { rows } = await sql<{ creator: string }>`
    select creator from videos where creator_slug = ${slug} and ${IN_CATALOGUE}
    order by published_at desc, id desc limit 1`.execute(db);
  const row = rows[0];
  return row && { slug, name: row.creator };
}

/** Ids and dates of videos in the catalogue's order, as a keyset page's rows. */
export interface KeyRow {
  id: string;
  published_at: string;
}

/** The videos of these rows, in the rows' order. */
export async function videosInOrder(
  db: Kysely<Database>,
  rows: readonly KeyRow[],
  now: Date,
): Promise<Video[]> {
  const videos = await findVideosByIds(
    db,
    rows.map((row) => row.id),
    now,
  );
  const byId = new Map(videos.map((video) => [video._id, video]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
}

/**
 * One page of a creator's videos in the catalogue, newest first: a keyset read of the index
 * (creator_slug, published_at, id) of migration 2026-12-04T11-00-follows, then the page's videos
 * by key.
 */
export async function listCreatorVideos(
  db: Kysely<Database>,
  slug: string,
  page: { limit: number; after?: VideoCursor | undefined; now: Date },
): Promise<{ videos: Video[]; next: VideoCursor | null }> {
  const after = page.after
    ? sql<SqlBool>`and (published_at, id) < (${page.after.publishedAt}, ${page.after.id})`
    : sql``;
  const { rows } = await sql<KeyRow>`
    select id, published_at from videos
    where creator_slug = ${slug} and ${IN_CATALOGUE} ${after}
    order by published_at desc, id desc limit ${page.limit + 1}`.execute(db);
  const kept = rows.slice(0, page.limit);
  const last = kept.at(-1);
  const next =
    rows.length > page.limit && last ? { publishedAt: last.published_at, id: last.id } : null;
  return { videos: await videosInOrder(db, kept, page.now), next };
}
