import type { Kysely } from 'kysely';
import { newId } from '#server/db/ids.ts';
import type { Database } from '#server/db/schema.ts';
import type { MadeFelt, MadeVisibility } from '#shared/schemas/made-post.schema.ts';

/*
 * "Made it" posts written straight into their tables (migration 2026-12-07T09-00-made-posts),
 * for suites that test what is done with posts (reports, moderation) rather than how they are
 * made. The photo rows stand without bytes in the photo store: nothing here serves them.
 */

export interface MadePostFields {
  userId: string;
  videoId: string;
  visibility?: MadeVisibility;
  caption?: string;
  minutes?: number;
  felt?: MadeFelt;
  /** When it was made (ISO); now by default. */
  createdAt?: string;
  /** Set: the post is hidden since then. */
  hiddenAt?: string | null;
  /** How many photos it holds (1 by default). */
  photos?: number;
}

/** Writes a post with its photos; answers its id. Public by default. */
export async function insertMadePost(
  db: Kysely<Database>,
  fields: MadePostFields,
): Promise<string> {
  const id = newId();
  const at = fields.createdAt ?? new Date().toISOString();
  await db
    .insertInto('made_posts')
    .values({
      id,
      user_id: fields.userId,
      video_id: fields.videoId,
      caption: fields.caption ?? 'Made it on a rainy afternoon',
      minutes: fields.minutes ?? 45,
      felt: fields.felt ?? 'as_expected',
      visibility: fields.visibility ?? 'public',
      hidden_at: fields.hiddenAt ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const photos = Array.from({ length: fields.photos ?? 1 }, (_, position) => ({
    id: newId(),
    user_id: fields.userId,
    post_id: id,
    position,
    width: 1600,
    height: 1200,
    widths: JSON.stringify([320, 640, 1280]),
    placeholder: 'data:image/webp;base64,UklGRg==',
    created_at: at,
  }));
  await db.insertInto('made_photos').values(photos).execute();
  return id;
}
