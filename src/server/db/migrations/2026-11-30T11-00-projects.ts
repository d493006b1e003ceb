import { sql } from 'kysely';
import type { MigrationDb } from '../migration-db.ts';

// Frozen: a later change to the schema is a new migration, never an edit here.
// My projects (docs/product.md, "Projects"): a signed-in user marks a video To try, Making or Made it.
//
// - projects: one row per user and video, its status ('to_try', 'making', 'made', checked by
//   the database), when it was first marked and when its status last changed. The Projects page
//   reads a user's projects most recently changed first, all or of one status: indexes
//   (user_id, updated_at, video_id) and (user_id, status, updated_at, video_id) in that order.
// - project_changes: each change of status with its time (the first marking too). Ids are
//   ULIDs, so (user_id, video_id, id) reads a project's changes in their order.
// - project_materials: the materials a user has ticked for a project, by the material's key
//   (video_materials.name_key): a tick stays with its material if the video's list is reordered.
// The two child tables hang off their project by (user_id, video_id) with ON DELETE CASCADE: to
// stop tracking a video removes its changes and ticks, and deleting the user (or the video)
// removes the projects, as watch_progress follows its user.

const STATUS_CHECK = "status in ('to_try', 'making', 'made')";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql.raw(STATUS_CHECK)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('projects_pk', ['user_id', 'video_id'])
    .execute();
  await db.schema
    .createIndex('projects_user_updated_idx')
    .on('projects')
    .columns(['user_id', 'updated_at', 'video_id'])
    .execute();
  await db.schema
    .createIndex('projects_user_status_updated_idx')
    .on('projects')
    .columns(['user_id', 'status', 'updated_at', 'video_id'])
    .execute();
  // A deleted video's projects (the cascade from videos would scan the table otherwise).
  await db.schema.createIndex('projects_video_idx').on('projects').column('video_id').execute();

  await db.schema
    .createTable('project_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql.raw(STATUS_CHECK)))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(
      'project_changes_project_fk',
      ['user_id', 'video_id'],
      'projects',
      ['user_id', 'video_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('project_changes_project_idx')
    .on('project_changes')
    .columns(['user_id', 'video_id', 'id'])
    .execute();

  await db.schema
    .createTable('project_materials')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('material_key', 'text', (c) => c.notNull())
    .addColumn('ticked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_materials_pk', ['user_id', 'video_id', 'material_key'])
    .addForeignKeyConstraint(
      'project_materials_project_fk',
      ['user_id', 'video_id'],
      'projects',
      ['user_id', 'video_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('project_materials').execute();
  await db.schema.dropTable('project_changes').execute();
  await db.schema.dropTable('projects').execute();
}
