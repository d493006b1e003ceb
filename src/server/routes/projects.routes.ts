import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import {
  PROJECT_STATUSES,
  ProjectResponseSchema,
  ProjectsPageSchema,
  StillNeedResponseSchema,
} from '#shared/schemas/project.schema.ts';
import {
  MATERIAL_INDEX_MAX,
  ProjectsQuerySchema,
  SetProjectStatusBodySchema,
  TickMaterialBodySchema,
} from '#shared/schemas/project-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import {
  findProject,
  projectsPage,
  removeProject,
  setMaterialHave,
  setProjectStatus,
  stillNeed,
} from '../db/repositories/project.repository.ts';
import { findVideosByIds } from '../db/repositories/video.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { encodeCursor } from '../http/cursor.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { pageRequest } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

export interface ProjectDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
}

const security = [{ token: [] }];
const tags = ['projects'];

/** A cursor names the list and the status it pages, so another listing's cursor is refused. */
const cursorSchema = z.tuple([
  z.literal('projects'),
  z.enum(['', ...PROJECT_STATUSES]),
  z.string(),
  z.string(),
]);

/** `{videoId}` and `{index}`: a material's place in the video's list, 0 first. */
const materialParams = idParams('videoId').extend({
  index: z
    .string()
    .min(1, 'index is required')
    .max(200, 'index is too long')
    .regex(/^\d{1,3}$/, `index must be a whole number from 0 to ${MATERIAL_INDEX_MAX}`)
    .openapi({ param: { name: 'index', in: 'path' } }),
});

const list = createRoute({
  method: 'get',
  path: '/projects',
  tags,
  security,
  summary: "The user's projects, most recently changed first",
  description:
    '`status` narrows the list to To try (`to_try`), Making (`making`) or Made it (`made`). ' +
    '`counts` always holds how many projects have each status. Keyset paging with limit and ' +
    `the previous page's nextCursor; without limit and cursor, the whole list up to ${LIST_CAP} ` +
    'projects (past that, nextCursor and total say there is more).',
  request: { query: openapiQuery(ProjectsQuerySchema) },
  responses: {
    200: jsonResponse(ProjectsPageSchema, 'The projects, or one page of them'),
    ...errorResponses(400, 401),
  },
});

const needed = createRoute({
  method: 'get',
  path: '/projects/still-need',
  tags,
  security,
  summary: 'What I still need: the unticked materials of all To try projects',
  description:
    'Grouped by material (the same material in two videos is one entry), in name order; each ' +
    'with the videos that need it and their quantities. Projects Making or Made it are left out.',
  responses: {
    200: jsonResponse(StillNeedResponseSchema, 'The materials still needed'),
    ...errorResponses(401),
  },
});

const readOne = createRoute({
  method: 'get',
  path: '/projects/{videoId}',
  tags,
  security,
  summary: "The user's project of a video",
  description: '`project` is null when the user does not track the video. Unknown video: 404.',
  request: { params: idParams('videoId') },
  responses: {
    200: jsonResponse(ProjectResponseSchema, 'The project, or null'),
    ...errorResponses(400, 401, 404),
  },
});

const put = createRoute({
  method: 'put',
  path: '/projects/{videoId}',
  tags,
  security,
  summary: "Mark a video To try, Making or Made it, or change its project's status",
  description:
    'Tracks the video (201) or changes its status (200), recording the change with its time. ' +
    'Any status may follow any other; the status the project has already changes nothing and ' +
    'records nothing (200).',
  request: { params: idParams('videoId'), body: jsonBody(SetProjectStatusBodySchema) },
  responses: {
    200: jsonResponse(ProjectResponseSchema, 'The project, changed (or as it was)'),
    201: jsonResponse(ProjectResponseSchema, 'The new project'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/projects/{videoId}',
  tags,
  security,
  summary: 'Stop tracking a video as a project',
  description: 'Its changes and its checklist go with it.',
  request: { params: idParams('videoId') },
  responses: {
    200: jsonResponse(ProjectResponseSchema, '`project: null`'),
    ...errorResponses(400, 401, 404),
  },
});

const tick = createRoute({
  method: 'put',
  path: '/projects/{videoId}/materials/{index}',
  tags,
  security,
  summary: 'Tick (have) or untick one of the project’s materials',
  description:
    "`index` is the material's place in the video's list (the checklist's `index`). Only the " +
    "video's own materials can be ticked: another index is 404, as is a video not tracked.",
  request: { params: materialParams, body: jsonBody(TickMaterialBodySchema) },
  responses: {
    200: jsonResponse(ProjectResponseSchema, 'The project with its checklist'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

/**
 * My projects (`/user/projects`): a video marked To try, Making or Made it, the dated changes
 * of its status, and the checklist of its materials. Every call reads the token's user first
 * (requireUser), then only that user's rows.
 */
export function projectRoutes({ db, tokens, now }: ProjectDeps) {
  const router = createRouter();
  for (const path of ['/projects', '/projects/*']) router.use(path, requireUser(db, tokens));

  /** The project of a video that exists, or 404 for a video there is not. */
  async function projectOrNull(userId: string, videoId: string) {
    const project = await findProject(db, userId, videoId, now());
    if (project) return project;
    const [video] = await findVideosByIds(db, [videoId], now());
    if (!video) throw new ApiError(404, ServerMessage.videoNotFound);
    return null;
  }

  router
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      const status = query.status;
      const request = pageRequest(query, cursorSchema);
      if (request.after && request.after[1] !== (status ?? '')) {
        throw new ApiError(400, 'cursor: this cursor belongs to a listing of another status');
      }
      const after = request.after && { updatedAt: request.after[2], videoId: request.after[3] };
      const page = await projectsPage(
        db,
        c.var.user._id,
        { status, limit: request.limit, after },
        now(),
      );
      const paging =
        !request.paged && page.next === null
          ? {}
          : {
              nextCursor:
                page.next &&
                encodeCursor(['projects', status ?? '', page.next.updatedAt, page.next.videoId]),
              total: page.total,
            };
      return c.json({ projects: page.projects, counts: page.counts, ...paging }, 200);
    })
    .openapi(needed, async (c) => {
      return c.json({ materials: await stillNeed(db, c.var.user._id) }, 200);
    })
    .openapi(readOne, async (c) => {
      const { videoId } = c.req.valid('param');
      return c.json({ project: await projectOrNull(c.var.user._id, videoId) }, 200);
    })
    .openapi(put, async (c) => {
      const { videoId } = c.req.valid('param');
      const userId = c.var.user._id;
      const set = await setProjectStatus(db, userId, videoId, c.req.valid('json').status);
      // Retired (not to be tracked anew) or never there: not in the catalogue either way.
      if (!set.ok) throw new ApiError(404, ServerMessage.videoNotFound);
      const project = (await findProject(db, userId, videoId, now())) ?? null;
      if (set.change === 'created') return c.json({ project }, 201);
      return c.json({ project }, 200);
    })
    .openapi(remove, async (c) => {
      const { videoId } = c.req.valid('param');
      if (!(await removeProject(db, c.var.user._id, videoId))) {
        throw new ApiError(404, ServerMessage.notInProjects);
      }
      return c.json({ project: null }, 200);
    })
    .openapi(tick, async (c) => {
      const { videoId, index } = c.req.valid('param');
      const userId = c.var.user._id;
      const outcome = await setMaterialHave(
        db,
        userId,
        videoId,
        Number(index),
        c.req.valid('json').have,
      );
      if (outcome === 'no-such-project') throw new ApiError(404, ServerMessage.notInProjects);
      if (outcome === 'no-such-material') throw new ApiError(404, ServerMessage.materialNotListed);
      return c.json({ project: (await findProject(db, userId, videoId, now())) ?? null }, 200);
    });
  return router;
}
