import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// "Made it" posts, their photos and reports (docs/product.md, "Made it posts").
//
// - made_posts: a maker's post on a video. visibility is 'private' (only its maker sees it) or
//   'public' (the video's gallery, the maker's page). hidden_at is set while a curator has hidden
//   it: it then leaves every public place, and its maker still sees it. A partial index holds
//   the gallery's posts (public, not hidden) in its order, newest first, per video; another
//   lists a maker's own posts newest first.
// - made_photos: a photo a maker uploaded. post_id is null until a post takes it (position is
//   its place there, 0 first); a photo still unattached a day after its upload is swept. Its
//   variants' bytes live in the photo store under `{id}-{width}` (photo_variants by default);
//   widths is a JSON array of the stored widths, placeholder a tiny blurred WebP as a data URL.
//   No foreign key cascades here: deleting a photo must also delete its variants from the
//   store, which the code does, so a row never disappears behind its back.
// - made_reports: a signed-in user's report of a public post, one per user and post, ever.
//   closed_at/outcome are null while the report is open; a curator's Hide closes the post's
//   open reports as 'hidden', Dismiss as 'dismissed'. The moderation queue is the posts with
//   open reports.

const FELT_CHECK = "felt in ('easier', 'as_expected', 'harder')";
const VISIBILITY_CHECK = "visibility in ('private', 'public')";
const REASON_CHECK =
  "reason in ('spam', 'not_this_project', 'inappropriate', 'private_information')";
const OUTCOME_CHECK = "outcome is null or outcome in ('hidden', 'dismissed')";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('made_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('felt', 'text', (c) => c.notNull().check(sql.raw(FELT_CHECK)))
    .addColumn('substitutions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull().check(sql.raw(VISIBILITY_CHECK)))
    .addColumn('hidden_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('made_posts_gallery_idx')
    .on('made_posts')
    .columns(['video_id', 'created_at desc', 'id desc'])
    .where(sql<boolean>`visibility = 'public' and hidden_at is null`)
    .execute();
  await db.schema
    .createIndex('made_posts_user_idx')
    .on('made_posts')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('made_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text')
    .addColumn('position', 'integer')
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('widths', 'text', (c) => c.notNull())
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('made_photos_post_idx')
    .on('made_photos')
    .columns(['post_id', 'position'])
    .execute();
  await db.schema
    .createIndex('made_photos_user_idx')
    .on('made_photos')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('made_reports')
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql.raw(REASON_CHECK)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('outcome', 'text', (c) => c.check(sql.raw(OUTCOME_CHECK)))
    .addPrimaryKeyConstraint('made_reports_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('made_reports_open_idx')
    .on('made_reports')
    .columns(['post_id', 'created_at'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('made_reports_user_idx')
    .on('made_reports')
    .column('user_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('made_reports').execute();
  await db.schema.dropTable('made_photos').execute();
  await db.schema.dropTable('made_posts').execute();
}
