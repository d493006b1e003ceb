import * as z from 'zod/mini';
import { pageFields } from './page.schema.ts';
import { VideoSchema } from './video.schema.ts';

/**
 * My projects (docs/product.md, "Projects"): a signed-in user marks a video To try, Making or Made it; each change
 * is kept with its date, and a checklist says which of the video's materials the user has.
 */
export const PROJECT_STATUSES = ['to_try', 'making', 'made'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The most changes one project's answer carries: its latest ones. */
export const PROJECT_CHANGES_SHOWN = 20;

/** One change of status and when it happened (ISO 8601, UTC). */
export const ProjectChangeSchema = z.object({
  status: z.enum(PROJECT_STATUSES),
  at: z.string(),
});
export type ProjectChange = z.infer<typeof ProjectChangeSchema>;

/** One of the video's materials, in the video's order, and whether the user has it. */
export const ChecklistItemSchema = z.object({
  /** The material's place in the video's list, 0 first: what a tick names. */
  index: z.number(),
  name: z.string(),
  quantity: z.optional(z.string()),
  have: z.boolean(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** A project: the video, its status, when it was first marked and last changed, and more. */
export const ProjectSchema = z.object({
  video: VideoSchema,
  status: z.enum(PROJECT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string().check(z.describe('When the status last changed (ISO 8601, UTC)')),
  changes: z
    .array(ProjectChangeSchema)
    .check(z.describe(`The latest ${PROJECT_CHANGES_SHOWN} changes of status, newest first`)),
  materials: z
    .array(ChecklistItemSchema)
    .check(z.describe('The checklist: the video’s materials, each with whether the user has it')),
});
export type Project = z.infer<typeof ProjectSchema>;

/** One video's project: null when the user does not track the video. */
export const ProjectResponseSchema = z.object({ project: z.nullable(ProjectSchema) });

/** How many projects the user has of each status. */
export const ProjectCountsSchema = z.object({
  to_try: z.number(),
  making: z.number(),
  made: z.number(),
});
export type ProjectCounts = z.infer<typeof ProjectCountsSchema>;

/**
 * The user's projects, most recently changed first (all, or of one status), with the counts of
 * each status; `nextCursor` and `total` as the library lists have them.
 */
export const ProjectsPageSchema = z.object({
  projects: z.array(ProjectSchema),
  counts: ProjectCountsSchema,
  ...pageFields,
});
export type ProjectsPage = z.infer<typeof ProjectsPageSchema>;

/** A video that needs a material the user has not ticked. */
export const NeedingVideoSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  /** The material's place in that video's list (what ticking it names). */
  index: z.number(),
  quantity: z.optional(z.string()),
});

/** One material still needed, across the To try projects that need it. */
export const NeededMaterialSchema = z.object({
  /** The material's key (lower-cased, singular words): the same material in two videos. */
  key: z.string(),
  name: z.string(),
  /** The quantities the videos state, joined with " + "; absent when none states one. */
  quantity: z.optional(z.string()),
  videos: z.array(NeedingVideoSchema),
});
export type NeededMaterial = z.infer<typeof NeededMaterialSchema>;

/** "What I still need": the unticked materials of all To try projects, by material name. */
export const StillNeedResponseSchema = z.object({ materials: z.array(NeededMaterialSchema) });
