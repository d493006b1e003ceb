import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import {
  ProgressListResponseSchema,
  ProgressResponseSchema,
  SettingsResponseSchema,
} from '#shared/schemas/progress.schema.ts';
import {
  ProgressLookupBodySchema,
  SaveProgressBodySchema,
  UpdateSettingsBodySchema,
} from '#shared/schemas/progress-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { historyPausedOf, setHistoryPaused } from '../db/repositories/history.repository.ts';
import { findProgress, saveProgress } from '../db/repositories/progress.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { idParams } from '../http/params.ts';
import { orphanedToken, requireToken } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

export interface ProgressDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
}

const security = [{ token: [] }];

const save = createRoute({
  method: 'put',
  path: '/progress/{videoId}',
  tags: ['progress'],
  security,
  summary: 'Keep how far the user has watched a video',
  description:
    'The player reports its position, in whole seconds of the video’s duration, now and then ' +
    'while playing, on pause, at the end and when the page is left; opening the video again ' +
    'resumes there. It also records the watch in history: a video already there moves to the ' +
    'top with the new time. While the user has paused history (PATCH /user/settings) the ' +
    'position is still kept, and history is left as it is.',
  request: { params: idParams('videoId'), body: jsonBody(SaveProgressBodySchema) },
  responses: {
    200: jsonResponse(ProgressResponseSchema, 'The position kept'),
    ...errorResponses(400, 401, 404, 413, 415),
  },
});

const readOne = createRoute({
  method: 'get',
  path: '/progress/{videoId}',
  tags: ['progress'],
  security,
  summary: 'How far the user has watched a video',
  description: '`progress` is null when the user has not watched the video (or it does not exist).',
  request: { params: idParams('videoId') },
  responses: {
    200: jsonResponse(ProgressResponseSchema, 'The position, or null'),
    ...errorResponses(400, 401),
  },
});

const lookup = createRoute({
  method: 'post',
  path: '/progress',
  tags: ['progress'],
  security,
  summary: 'How far the user has watched each of many videos',
  description:
    'A page of cards asks once: `progress` holds an entry for each video named that the user ' +
    'has watched, in no promised order; the others are left out.',
  request: { body: jsonBody(ProgressLookupBodySchema) },
  responses: {
    200: jsonResponse(ProgressListResponseSchema, 'The positions of the videos watched'),
    ...errorResponses(400, 401, 413, 415),
  },
});

const readSettings = createRoute({
  method: 'get',
  path: '/settings',
  tags: ['settings'],
  security,
  summary: 'The user’s settings',
  responses: {
    200: jsonResponse(SettingsResponseSchema, 'The settings'),
    ...errorResponses(401),
  },
});

const updateSettings = createRoute({
  method: 'patch',
  path: '/settings',
  tags: ['settings'],
  security,
  summary: 'Change the user’s settings',
  description:
    '`historyPaused: true` pauses history: opening or playing a video then adds nothing to it ' +
    'and moves nothing in it (POST /user/history answers 200 with the history as it is), while ' +
    'positions are still kept for resuming. `false` records again.',
  request: { body: jsonBody(UpdateSettingsBodySchema) },
  responses: {
    200: jsonResponse(SettingsResponseSchema, 'The settings, changed'),
    ...errorResponses(400, 401, 413, 415),
  },
});

/**
 * Watch progress (`/user/progress`) and the user's settings (`/user/settings`). Every call checks
 * the token's owner inside its own statements (the repositories' `Owner`), as the lists do.
 */
export function progressRoutes({ db, tokens }: ProgressDeps) {
  const router = createRouter();
  for (const path of ['/progress', '/progress/*', '/settings']) {
    router.use(path, requireToken(tokens));
  }
  router
    .openapi(save, async (c) => {
      const { videoId } = c.req.valid('param');
      const saved = await saveProgress(db, c.var.claims, videoId, c.req.valid('json'));
      if (saved.outcome === 'saved') return c.json({ progress: saved.progress }, 200);
      if (saved.outcome === 'no-such-owner') throw orphanedToken();
      throw new ApiError(404, ServerMessage.videoNotFound);
    })
    .openapi(readOne, async (c) => {
      const { videoId } = c.req.valid('param');
      const found = await findProgress(db, c.var.claims, [videoId]);
      if (!found) throw orphanedToken();
      return c.json({ progress: found[0] ?? null }, 200);
    })
    .openapi(lookup, async (c) => {
      const found = await findProgress(db, c.var.claims, c.req.valid('json').videoIds);
      if (!found) throw orphanedToken();
      return c.json({ progress: found }, 200);
    })
    .openapi(readSettings, async (c) => {
      const paused = await historyPausedOf(db, c.var.claims);
      if (paused === undefined) throw orphanedToken();
      return c.json({ settings: { historyPaused: paused } }, 200);
    })
    .openapi(updateSettings, async (c) => {
      const { historyPaused } = c.req.valid('json');
      if (!(await setHistoryPaused(db, c.var.claims, historyPaused))) throw orphanedToken();
      return c.json({ settings: { historyPaused } }, 200);
    });
  return router;
}
