import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage, tooManyRequestsMessage } from '#shared/messages.ts';
import { ReportMadePostBodySchema } from '#shared/schemas/made-post-request.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { reportMadePost } from '../db/repositories/made-report.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, RateLimitedError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { idParams } from '../http/params.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import { requireUser } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

export interface MadeReportDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  /** Counts reports per user (madeReportPerUser); null: not limited. */
  limits: RateLimits | null;
}

const ReportedSchema = z.object({ reported: z.literal(true) });

const report = createRoute({
  method: 'post',
  path: '/made/{postId}/reports',
  tags: ['made'],
  security: [{ token: [] }],
  summary: 'Report a public "Made it" post to the curators',
  description:
    '`reason` is spam, not_this_project, inappropriate or private_information. A user reports ' +
    'a post once, ever: a second report is 409, whatever became of the first. A user’s own ' +
    'post is 403; a private, hidden or missing post 404 (alike). The post then waits in the ' +
    'curators’ moderation queue. Rate-limited per user.',
  request: { params: idParams('postId'), body: jsonBody(ReportMadePostBodySchema) },
  responses: {
    201: jsonResponse(ReportedSchema, 'Reported'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

/** `POST /api/made/{postId}/reports` (docs/product.md, "Made it posts"): a signed-in user's report. */
export function madeReportRoutes({ db, tokens, limits }: MadeReportDeps) {
  const router = createRouter();
  // Only this path: the posts' own routes under /made are not behind it.
  router.use('/made/:postId/reports', requireUser(db, tokens));
  // Every report counts, a refused one too, before its body is read.
  router.post('/made/:postId/reports', async (c, next) => {
    const wait = limits ? await limits.take('madeReportPerUser', c.var.user._id) : null;
    if (wait !== null) throw new RateLimitedError(wait, tooManyRequestsMessage(wait));
    await next();
  });
  return router.openapi(report, async (c) => {
    const { postId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const outcome = await reportMadePost(db, c.var.user._id, postId, reason);
    if (outcome === 'not-found') throw new ApiError(404, ServerMessage.madePostNotFound);
    if (outcome === 'own') throw new ApiError(403, ServerMessage.ownPostReport);
    if (outcome === 'already') throw new ApiError(409, ServerMessage.alreadyReported);
    return c.json({ reported: true as const }, 201);
  });
}
