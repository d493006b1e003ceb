import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// Curators (docs/decisions/0010): people who look after the catalogue through the API.
//
// - users.role: 'member' (everyone who signs up) or 'curator', checked by the database. Rows
//   already there are members; the first curator is made from the command line
//   (scripts/user-role.ts). An index on (role, id) answers "how many curators are there" (the
//   last one may not step down) and lists them, without reading every user.
// - videos.retired_at: when a curator took the video out of the catalogue (ISO text), null
//   while it is in. A retired video leaves the catalogue's listings, search and the materials'
//   suggestions (the repositories filter on it), and stays in users' lists, marked. Retiring is
//   an update of `videos`, so the catalogue-version triggers bump the version, and every cached
//   answer (and each video's cached JSON) follows. A partial index lists the retired ones,
//   newest retirement first, for the curation page.
// - categories already hold a description and a position (the initial migration); curators now
//   edit them, and GET /categories reads them in position order.
// - curation_audit: one row per curator change, written in the change's own transaction: who
//   (the actor's id and, so that a row outlives the account, email), when, the action, its
//   target (kind and id), and the changed fields before and after as JSON text. Ids are ULIDs
//   (time-ordered), so the newest-first list pages by id; indexes serve its filters.

const ROLE_CHECK = sql`role in ('member', 'curator')`;

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member').check(ROLE_CHECK))
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'id']).execute();

  await db.schema.alterTable('videos').addColumn('retired_at', 'text').execute();
  // Partial: only retired rows. A full index on retired_at, whose every row is null, invites
  // SQLite's planner (with no statistics for it yet) to answer `retired_at is null` — in every
  // catalogue read — through it, sorting the whole catalogue instead of walking by date: a
  // search on 100,000 videos went from ~20 ms to seconds.
  await db.schema
    .createIndex('videos_retired_idx')
    .on('videos')
    .columns(['retired_at', 'id'])
    .where(sql.ref('retired_at'), 'is not', null)
    .execute();
  // The catalogue's date walks (pages and search's newest rows, whole or in a category) now ask
  // `retired_at is null` too. These partial indexes hold only videos in the catalogue, with
  // retired_at as a last column so SQLite answers such a walk from the index alone (covering),
  // without reading each row to check it: search's probes read hundreds of keys each.
  await db.schema
    .createIndex('videos_catalogue_published_idx')
    .on('videos')
    .columns(['published_at', 'id', 'retired_at'])
    .where(sql.ref('retired_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('videos_catalogue_category_published_idx')
    .on('videos')
    .columns(['category_id', 'published_at', 'id', 'retired_at'])
    .where(sql.ref('retired_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('curation_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('curation_audit_actor_idx')
    .on('curation_audit')
    .columns(['actor_id', 'id'])
    .execute();
  await db.schema
    .createIndex('curation_audit_action_idx')
    .on('curation_audit')
    .columns(['action', 'id'])
    .execute();
  await db.schema
    .createIndex('curation_audit_target_idx')
    .on('curation_audit')
    .columns(['target_kind', 'target_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('curation_audit').execute();
  await db.schema.dropIndex('videos_catalogue_category_published_idx').execute();
  await db.schema.dropIndex('videos_catalogue_published_idx').execute();
  await db.schema.dropIndex('videos_retired_idx').execute();
  await db.schema.alterTable('videos').dropColumn('retired_at').execute();
  await db.schema.dropIndex('users_role_idx').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
