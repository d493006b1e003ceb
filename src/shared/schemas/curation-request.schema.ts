import * as z from 'zod/mini';
import { hasMaterialWord } from '../material-key.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, CURATION_LIMITS } from './curation.schema.ts';
import { ROLES } from './user.schema.ts';
import { DIFFICULTIES } from './video.schema.ts';

/*
 * What curators send (/api/curation/..., docs/decisions/0010), kept apart from what the API answers
 * (curation.schema.ts): a module the web app imports brings every schema built in it into its
 * bundle, and only the curation page (a lazy chunk) parses these, to check its video form with
 * the server's own words (src/client/features/curation/video-form.ts).
 */

const L = CURATION_LIMITS;

const noNul = (name: string) =>
  z.refine<string>((text) => !text.includes('\u0000'), `${name} must not contain a NUL character`);

/** Trimmed text of 1 to `max` characters. */
function requiredText(name: string, max: number) {
  return z
    .string({ error: `${name} must be text` })
    .check(
      z.trim(),
      z.minLength(1, `${name} must not be empty`),
      z.maxLength(max, `${name} must be at most ${max} characters`),
      noNul(name),
    );
}

/** Trimmed text of at most `max` characters ('' allowed). */
function optionalText(name: string, max: number) {
  return z
    .string({ error: `${name} must be text` })
    .check(z.trim(), z.maxLength(max, `${name} must be at most ${max} characters`), noNul(name));
}

/** An https (or http) address, as a thumbnail is. */
const thumbnailSchema = z.string({ error: 'thumbnail must be text' }).check(
  z.trim(),
  z.maxLength(L.url, `thumbnail must be at most ${L.url} characters`),
  z.refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'thumbnail must be an http(s) address of an image'),
);

const viewsSchema = z
  .number({ error: 'views must be a number' })
  .check(
    z.int('views must be a whole number'),
    z.minimum(0, 'views must be 0 or more'),
    z.maximum(L.views, `views must be at most ${L.views}`),
  );

/** The text's calendar date exists (Date.parse takes 2021-02-30 for 2 March). */
function isRealDate(text: string): boolean {
  const day = text.slice(0, 10);
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** The earliest publication date a video may have: YouTube's first upload was in April 2005. */
const EARLIEST_PUBLISHED = Date.UTC(2005, 0, 1);

/**
 * A date (2024-05-01) or a date and time with its zone (2024-05-01T10:00:00Z), from 2005 to a
 * day ahead of now (time zones); answered as ISO 8601 UTC.
 */
const publishedAtSchema = z.string({ error: 'publishedAt must be a date' }).check(
  z.trim(),
  z.maxLength(40, 'publishedAt must be at most 40 characters'),
  z.refine(
    (text) =>
      /^\d{4}-\d{2}-\d{2}$/.test(text) ||
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text),
    'publishedAt must be a date (YYYY-MM-DD) or a date and time with its zone (YYYY-MM-DDTHH:mm:ssZ)',
  ),
  z.refine(isRealDate, 'publishedAt is not a real date'),
  z.refine((text) => {
    const at = Date.parse(text);
    return Number.isNaN(at) || (at >= EARLIEST_PUBLISHED && at <= Date.now() + 86_400_000);
  }, 'publishedAt must be between 2005 and today'),
);

const difficultySchema = z.enum(DIFFICULTIES, {
  error: `difficulty must be one of ${DIFFICULTIES.join(', ')}`,
});

const projectMinutesSchema = z
  .number({ error: 'projectMinutes must be a number' })
  .check(
    z.int('projectMinutes must be a whole number of minutes'),
    z.minimum(1, 'projectMinutes must be at least 1'),
    z.maximum(L.projectMinutes, `projectMinutes must be at most ${L.projectMinutes} (a day)`),
  );

const materialSchema = z.object(
  {
    name: requiredText('materials.name', L.materialName).check(
      z.refine(hasMaterialWord, 'materials.name must hold a letter or a digit'),
    ),
    quantity: z.optional(requiredText('materials.quantity', L.materialQuantity)),
  },
  { error: 'materials must be a list of { name, quantity? }' },
);

const materialsSchema = z
  .array(materialSchema, { error: 'materials must be a list of { name, quantity? }' })
  .check(z.maxLength(L.materials, `materials may list at most ${L.materials} things`));

/** A YouTube address or id; the server reads the id from it (youtube-url.ts). */
const urlSchema = requiredText('url', L.url).check(
  z.describe(
    'A YouTube address (watch?v=, youtu.be/, shorts/, embed/, live/, m.youtube.com, youtube-nocookie.com) or a bare 11-character id',
  ),
);

/** A category by its _id or its categoryName (any case). */
const categoryRefSchema = requiredText('category', 100).check(
  z.describe("The category's _id or categoryName"),
);

/** Every field of a video a curator may state (POST) or change (PATCH). */
const videoFields = {
  url: urlSchema,
  title: requiredText('title', L.title),
  creator: requiredText('creator', L.creator),
  description: optionalText('description', L.description),
  category: categoryRefSchema,
  thumbnail: thumbnailSchema,
  views: viewsSchema,
  publishedAt: publishedAtSchema,
  difficulty: difficultySchema,
  projectMinutes: projectMinutesSchema,
  materials: materialsSchema,
};

/**
 * POST /curation/videos: a new video. The description defaults to none, the thumbnail to
 * YouTube's for its id, views to 0, publishedAt to now, difficulty to beginner, projectMinutes
 * to 30, materials to none.
 */
export const AddVideoBodySchema = z.object({
  url: videoFields.url,
  title: videoFields.title,
  creator: videoFields.creator,
  description: z.optional(videoFields.description),
  category: videoFields.category,
  thumbnail: z.optional(videoFields.thumbnail),
  views: z.optional(videoFields.views),
  publishedAt: z.optional(videoFields.publishedAt),
  difficulty: z.optional(videoFields.difficulty),
  projectMinutes: z.optional(videoFields.projectMinutes),
  materials: z.optional(videoFields.materials),
});

/**
 * PATCH /curation/videos/{id}: any of POST's fields, at least one. Written out rather than as
 * `z.partial(AddVideoBodySchema)`: zod/mini sits in the first load of `/`, so its `partial` would
 * weigh there (0.2 KB gzipped) for this one schema of a lazy page (ADR 0013, "Consequences").
 */
export const EditVideoBodySchema = z
  .object({
    url: z.optional(videoFields.url),
    title: z.optional(videoFields.title),
    creator: z.optional(videoFields.creator),
    description: z.optional(videoFields.description),
    category: z.optional(videoFields.category),
    thumbnail: z.optional(videoFields.thumbnail),
    views: z.optional(videoFields.views),
    publishedAt: z.optional(videoFields.publishedAt),
    difficulty: z.optional(videoFields.difficulty),
    projectMinutes: z.optional(videoFields.projectMinutes),
    materials: z.optional(videoFields.materials),
  })
  .check(
    z.refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'body: name at least one field to change',
    ),
  );

function pageLimit() {
  return z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.minimum(1, 'limit must be at least 1'),
        z.maximum(L.pageMax, `limit must be at most ${L.pageMax}`),
      ),
    L.pageDefault,
  );
}

const cursorSchema = z
  .optional(z.string().check(z.maxLength(300, 'cursor: cursor is not one this server gave out')))
  .check(z.describe('nextCursor of the previous page'));

/** GET /curation/videos: the catalogue as curators see it, retired videos too. */
export const CURATED_VIDEO_STATUSES = ['all', 'active', 'retired'] as const;
export const CuratedVideosQuerySchema = z.object({
  status: z
    ._default(
      z.enum(CURATED_VIDEO_STATUSES, {
        error: `status must be one of ${CURATED_VIDEO_STATUSES.join(', ')}`,
      }),
      'all',
    )
    .check(
      z.describe(
        'all (newest published first), active (in the catalogue) or retired (most recently retired first)',
      ),
    ),
  q: z
    .optional(optionalText('q', L.search))
    .check(z.describe('Part of a title or creator, ignoring case; none: every video')),
  limit: pageLimit(),
  cursor: cursorSchema,
});

/** GET /curation/users: find users by email or name. */
export const CuratedUsersQuerySchema = z.object({
  q: z
    .optional(optionalText('q', L.search))
    .check(z.describe('Part of an email, first or last name, ignoring case; none: every user')),
  role: z.optional(z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` })),
  limit: pageLimit(),
  cursor: cursorSchema,
});

/** PATCH /curation/users/{id}: `{ role }`. */
export const RoleBodySchema = z.object({
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }),
});

/** POST /curation/categories. The label defaults to the name; the description to none. */
export const AddCategoryBodySchema = z.object({
  name: requiredText('name', L.categoryName),
  label: z.optional(requiredText('label', L.categoryLabel)),
  description: z.optional(optionalText('description', L.categoryDescription)),
});

/** PATCH /curation/categories/{id}: any of name, label, description; at least one. */
export const EditCategoryBodySchema = z
  .object({
    name: z.optional(requiredText('name', L.categoryName)),
    label: z.optional(requiredText('label', L.categoryLabel)),
    description: z.optional(optionalText('description', L.categoryDescription)),
  })
  .check(
    z.refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'body: name at least one field to change',
    ),
  );

/** PUT /curation/categories/order: every category's id once, in the new order. */
export const CategoryOrderBodySchema = z.object({
  categoryIds: z
    .array(requiredText('categoryIds', 200), { error: 'categoryIds must be a list of ids' })
    .check(
      z.minLength(1, 'categoryIds must name every category'),
      z.maxLength(1000, 'categoryIds must name at most 1000 categories'),
    ),
});

/** GET /curation/audit: newest first, filtered. */
export const AuditQuerySchema = z.object({
  actor: z.optional(requiredText('actor', 200)).check(z.describe("The actor's user id")),
  action: z.optional(
    z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }),
  ),
  targetKind: z.optional(
    z.enum(AUDIT_TARGET_KINDS, {
      error: `targetKind must be one of ${AUDIT_TARGET_KINDS.join(', ')}`,
    }),
  ),
  targetId: z.optional(requiredText('targetId', 200)),
  from: z
    .optional(publishedAtLike('from'))
    .check(z.describe('Changes at or after this time (ISO 8601 date or date and time)')),
  to: z
    .optional(publishedAtLike('to'))
    .check(z.describe('Changes before this time (ISO 8601 date or date and time)')),
  limit: pageLimit(),
  cursor: cursorSchema,
});

/** A date or date and time, as publishedAt takes them, with no bounds on when. */
function publishedAtLike(name: string) {
  return z.string({ error: `${name} must be a date` }).check(
    z.trim(),
    z.maxLength(40, `${name} must be at most 40 characters`),
    z.refine(
      (text) =>
        (/^\d{4}-\d{2}-\d{2}$/.test(text) ||
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) &&
        isRealDate(text) &&
        !Number.isNaN(Date.parse(text)),
      `${name} must be a date (YYYY-MM-DD) or a date and time with its zone`,
    ),
  );
}
