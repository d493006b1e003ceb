import * as z from 'zod/mini';
import { PageQuerySchema } from './page-request.schema.ts';
import { PROJECT_STATUSES } from './project.schema.ts';

/*
 * What clients send about projects, kept apart from what the API answers (project.schema.ts):
 * the web app never parses a request, and a module it imports brings its schemas into the bundle.
 */

const statusError = `status must be one of ${PROJECT_STATUSES.join(', ')}`;

/** `{ status }`: the project's new status. */
export const SetProjectStatusBodySchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: statusError }),
});

/** `{ have }`: whether the user has the material. */
export const TickMaterialBodySchema = z.object({
  have: z.boolean({ error: 'have must be true or false' }),
});

/** The projects list's query: a page (limit, cursor), optionally of one status. */
export const ProjectsQuerySchema = z.extend(PageQuerySchema, {
  status: z
    .optional(z.enum(PROJECT_STATUSES, { error: statusError }))
    .check(z.describe('Only the projects of this status')),
});

/** The most materials a video can list, as far as a tick's index goes. */
export const MATERIAL_INDEX_MAX = 999;
