import * as z from 'zod/mini';
import { ErrorBodySchema } from './error.schema.ts';
import { ROLES } from './user.schema.ts';
import { VideoSchema } from './video.schema.ts';

/*
 * What the curation routes (/api/curation/..., docs/decisions/0010) answer. Their requests are in
 * curation-request.schema.ts.
 */

/** Bounds on what a curator writes, shared by the requests and the web app's forms. */
export const CURATION_LIMITS = {
  title: 200,
  creator: 100,
  description: 5000,
  url: 2048,
  materials: 30,
  materialName: 80,
  materialQuantity: 60,
  categoryName: 60,
  categoryLabel: 30,
  categoryDescription: 500,
  /**
   * Views a curator may state: the most the view_count column holds on both databases (a
   * 32-bit integer on PostgreSQL), where more was a 500 on PostgreSQL and stored on SQLite.
   */
  views: 2_147_483_647,
  /** The longest a project may take to make: a day, in minutes. */
  projectMinutes: 1440,
  /** Text to find in the curation lists (`q`). */
  search: 100,
  /** Rows of a page of the curation lists. */
  pageDefault: 20,
  pageMax: 100,
} as const;

/** A user as a curator sees them: with their role always stated. */
export const CuratedUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});
export type CuratedUser = z.infer<typeof CuratedUserSchema>;

export const CuratedUsersPageSchema = z.object({
  users: z.array(CuratedUserSchema),
  nextCursor: z.nullable(z.string()),
});
export const CuratedUserResponseSchema = z.object({ user: CuratedUserSchema });

/**
 * One video as a curator edits it (GET /curation/videos/{id}): the catalogue's shape, and its
 * views as the number they are (the video's `views` is display text, "12K").
 */
export const CuratedVideoResponseSchema = z.object({
  video: VideoSchema,
  viewCount: z.number().check(z.describe('The views as a number, as a curator sets them')),
});

/** A page of the catalogue as a curator lists it (GET /curation/videos): retired ones marked. */
export const CuratedVideosPageSchema = z.object({
  videos: z.array(VideoSchema),
  nextCursor: z.nullable(z.string()),
});

/** What the audit records (docs: README, "Curation"). */
export const AUDIT_ACTIONS = [
  'user.role',
  'video.add',
  'video.edit',
  'video.retire',
  'video.restore',
  'video.import',
  'category.add',
  'category.edit',
  'category.delete',
  'category.reorder',
  'made_post.hide',
  'made_post.restore',
  'made_post.dismiss',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['user', 'video', 'category', 'made_post'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** The changed fields, as they were or became (null: nothing, as before an add). */
const AuditFieldsSchema = z.nullable(z.record(z.string(), z.unknown()));

export const AuditEntrySchema = z.object({
  _id: z.string(),
  /** When the change was made (ISO 8601, UTC). */
  at: z.string(),
  /** Who made it: their id, and their email as it was then. */
  actor: z.object({ _id: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  /** What it was made to: a category reorder names the category order, id "order". */
  target: z.object({
    kind: z.enum(AUDIT_TARGET_KINDS),
    _id: z.string(),
    /**
     * What the target is called now: a video's title, a user's email, a category's name, a
     * "Made it" post's video's title.
     */
    name: z.optional(
      z
        .string()
        .check(z.describe('As it is now; absent when the target is gone (a deleted category)')),
    ),
  }),
  before: AuditFieldsSchema,
  after: AuditFieldsSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.nullable(z.string()),
});

/** 409 on deleting a category that still holds videos: the error shape, with the count. */
export const CategoryNotEmptySchema = z.extend(ErrorBodySchema, {
  videos: z.number(),
});

/** A bulk import's bounds: rows in one file, and the file's size. */
export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The columns of an import file (CSV header, or the fields of each JSON row), as POST
 * /curation/videos takes them. In CSV, `materials` is "name | quantity; name" (quantity optional).
 */
export const IMPORT_COLUMNS = [
  'url',
  'title',
  'creator',
  'description',
  'category',
  'thumbnail',
  'views',
  'publishedAt',
  'difficulty',
  'projectMinutes',
  'materials',
] as const;

/** One problem of an import file: where (row and line), which field, and what is wrong. */
export const ImportProblemSchema = z.object({
  /** The row's number among the file's videos, 1 first. */
  row: z.number(),
  /** CSV: the line of the file the row starts on (the header is line 1); JSON: the row's number. */
  line: z.number(),
  field: z.string(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** 400 of an import with bad rows: nothing was written; every problem, row by row. */
export const ImportRefusedSchema = z.extend(ErrorBodySchema, {
  problems: z.array(ImportProblemSchema),
});

/** 201 of an import: every row written, in one transaction. */
export const ImportResultSchema = z.object({ imported: z.number() });
