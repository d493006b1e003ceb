import type { Kysely, SelectQueryBuilder } from 'kysely';
import { formatRelativeAge } from '#shared/format/relative-age.ts';
import { formatViews } from '#shared/format/views.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { youtubeIdOf } from '#shared/video-link.ts';
import type { Database } from '../schema.ts';

/** The columns a Video is made of, as selected from `videos` joined with `categories`. */
export const videoColumns = [
  'videos.id',
  'videos.title',
  'videos.video_link',
  'videos.gif',
  'videos.thumbnail',
  'videos.view_count',
  'videos.published_at',
  'videos.creator',
  'videos.description',
  'categories.category_name',
] as const;

export interface VideoColumns {
  id: string;
  title: string;
  video_link: string;
  gif: string;
  thumbnail: string;
  view_count: number;
  published_at: string;
  creator: string;
  description: string;
  category_name: string;
}

/** Display text (views, age) is derived here from the stored numbers and dates. */
export function toVideo(row: VideoColumns, now: Date = new Date()): Video {
  return {
    _id: row.id,
    title: row.title,
    videoLink: row.video_link,
    gif: row.gif,
    thumbnail: row.thumbnail,
    views: formatViews(Number(row.view_count)),
    created: formatRelativeAge(new Date(row.published_at), now),
    publishedAt: row.published_at,
    creator: row.creator,
    description: row.description,
    categoryName: row.category_name,
  };
}

function selectVideos(db: Kysely<Database>) {
  return db
    .selectFrom('videos')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select(videoColumns);
}

export interface VideoFilter {
  category?: string | undefined;
  limit: number;
  after?: VideoCursor | undefined;
  /** The moment the videos' ages are told from. */
  now?: Date | undefined;
}

/** Position in the catalogue's order (newest published first, then id). */
export interface VideoCursor {
  publishedAt: string;
  id: string;
}

/** The catalogue in its order; a search goes to searchVideos (video-search.repository.ts). */
export async function listVideos(
  db: Kysely<Database>,
  filter: VideoFilter,
): Promise<{ videos: Video[]; next: VideoCursor | null }> {
  let query: SelectQueryBuilder<Database, 'videos' | 'categories', VideoColumns> = selectVideos(db);
  if (filter.category) {
    // Resolved first, so the page query filters on videos.category_id and can use its index.
    const categoryId = await findCategoryId(db, filter.category);
    if (!categoryId) return { videos: [], next: null };
    query = query.where('videos.category_id', '=', categoryId);
  }
  if (filter.after) {
    const { publishedAt, id } = filter.after;
    // A row-value comparison, so both dialects seek straight into the (published_at, id) index.
    query = query.where((eb) =>
      eb(eb.refTuple('videos.published_at', 'videos.id'), '<', eb.tuple(publishedAt, id)),
    );
  }
  const rows = await query
    .orderBy('videos.published_at', 'desc')
    .orderBy('videos.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    rows.length > filter.limit && last ? { publishedAt: last.published_at, id: last.id } : null;
  const now = filter.now ?? new Date();
  return { videos: page.map((row) => toVideo(row, now)), next };
}

/** The videos with these ids, in no particular order; ids of no video are left out. */
export async function findVideosByIds(
  db: Kysely<Database>,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Video[]> {
  if (ids.length === 0) return [];
  const rows = await selectVideos(db).where('videos.id', 'in', ids).execute();
  return rows.map((row) => toVideo(row, now));
}

/** A category's id from its id or its name (any case). */
export async function findCategoryId(
  db: Kysely<Database>,
  idOrName: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', idOrName),
        eb(eb.fn('lower', ['category_name']), '=', idOrName.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return row?.id;
}

/** A video by its `_id` or its `videoLink`, with or without the `v=` prefix. */
export async function findVideo(
  db: Kysely<Database>,
  idOrLink: string,
  now: Date = new Date(),
): Promise<Video | undefined> {
  const row = await selectVideos(db)
    .where((eb) =>
      eb.or([eb('videos.id', '=', idOrLink), eb('videos.youtube_id', '=', youtubeIdOf(idOrLink))]),
    )
    .executeTakeFirst();
  return row && toVideo(row, now);
}
