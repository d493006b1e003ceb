import type { Kysely } from 'kysely';
import type { Database, MadePhotoTable, MadePostTable } from '../schema.ts';

/*
 * Reading "Made it" posts (migration 2026-12-07T09-00-made-posts; docs/product.md, "Made it
 * posts"): the rows a post's answer is built from (src/server/made/made-post-json.ts). Which posts
 * a list holds, and who may see them, is the caller's: these read what they are given.
 */

export type MadePostRow = Omit<MadePostTable, 'substitutions' | 'hidden_at'> & {
  substitutions: string;
  hidden_at: string | null;
};

export type MadePhotoRow = Pick<
  MadePhotoTable,
  'id' | 'width' | 'height' | 'widths' | 'placeholder'
> & { post_id: string; position: number };

export interface MakerRow {
  id: string;
  first_name: string;
  last_name: string;
  display_name: string | null;
  handle: string | null;
}

/** Every column of made_posts, as selected by the lists. */
export const MADE_POST_COLUMNS = [
  'made_posts.id',
  'made_posts.user_id',
  'made_posts.video_id',
  'made_posts.caption',
  'made_posts.minutes',
  'made_posts.felt',
  'made_posts.substitutions',
  'made_posts.visibility',
  'made_posts.hidden_at',
  'made_posts.created_at',
  'made_posts.updated_at',
] as const;

/** The posts of these ids (in no order); ids not there are left out. */
export async function findMadePostRows(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<MadePostRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('made_posts').select(MADE_POST_COLUMNS).where('id', 'in', ids).execute();
}

/** The photos of these posts, each post's in its order. */
export async function photosOfPosts(
  db: Kysely<Database>,
  postIds: readonly string[],
): Promise<MadePhotoRow[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom('made_photos')
    .select(['id', 'post_id', 'position', 'width', 'height', 'widths', 'placeholder'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, post_id: row.post_id ?? '', position: row.position ?? 0 }));
}

/** The users who made these posts: the names and handles others may see. */
export async function makersOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<MakerRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'display_name', 'handle'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
}
