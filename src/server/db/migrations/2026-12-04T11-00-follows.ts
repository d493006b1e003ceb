import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Creator pages, follows and the Following page (docs/product.md, "Creator pages" and
// "Following").
//
// - videos.creator_slug: the creator's slug (src/shared/creator-slug.ts, copied below as it
//   stood), written with the video by every path that writes its creator (factories.ts'
//   makeVideo, a curator's edit). Rows already there are backfilled here, one update per
//   distinct creator.
// - videos.added_at: when the video entered the catalogue (ISO text), which "new since your last
//   visit" compares against; a video's published_at is YouTube's date, which a curator may set
//   years back. Rows already there take their published_at.
// - An index for a creator's videos in the catalogue's order, partial and covering as the
//   catalogue's own (migration 2026-12-01T09-00-curators): (creator_slug, published_at, id,
//   retired_at) where retired_at is null. A creator page's keyset pages and each followed
//   creator's branch of the Following query read one short range of it; a followed category's
//   branch reads videos_catalogue_category_published_idx.
// - follows: a user follows a creator (target: its slug) or a category (target: its id). The key
//   (user_id, kind, target) makes a second follow a no-op and lists a user's follows.
// - following_visits: when the user last opened the Following page (its first page), one row per
//   user; what is new is told against the visit before.

const KIND_CHECK = "kind in ('creator', 'category')";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('creator_slug', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('videos')
    .addColumn('added_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update videos set added_at = published_at`.execute(db);
  const creators = await db.selectFrom('videos').select('creator').distinct().execute();
  for (const { creator } of creators as Array<{ creator: string }>) {
    await db
      .updateTable('videos')
      .set({ creator_slug: creatorSlug(creator) })
      .where('creator', '=', creator)
      .execute();
  }
  await db.schema
    .createIndex('videos_catalogue_creator_published_idx')
    .on('videos')
    .columns(['creator_slug', 'published_at', 'id', 'retired_at'])
    .where(sql.ref('retired_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(KIND_CHECK)))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'kind', 'target'])
    .execute();

  await db.schema
    .createTable('following_visits')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('visited_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('following_visits').execute();
  await db.schema.dropTable('follows').execute();
  await db.schema.dropIndex('videos_catalogue_creator_published_idx').execute();
  await db.schema.alterTable('videos').dropColumn('added_at').execute();
  await db.schema.alterTable('videos').dropColumn('creator_slug').execute();
}

/**
 * A creator's slug as src/shared/creator-slug.ts made it when this migration ran: a frozen copy,
 * kept here on purpose (a migration never imports live code).
 */
function creatorSlug(name: string): string {
  const max = 80;
  const folded = name
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
  let slug = folded.replace(/[^\p{L}\p{N}\p{M}]+/gu, '-').replace(/^-+|-+$/g, '');
  slug = slug.replace(/^\p{M}+/u, '');
  if (!/[\p{L}\p{N}]/u.test(slug)) return `c-${hashOf(name.normalize('NFC'))}`;
  const chars = [...slug];
  if (chars.length > max) {
    const cut = chars.slice(0, max).join('');
    const dash = cut.lastIndexOf('-');
    slug = (dash > max / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
  }
  return slug;
}

function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
