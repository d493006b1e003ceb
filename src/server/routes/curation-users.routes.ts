import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import {
  CuratedUserResponseSchema,
  CuratedUsersPageSchema,
} from '#shared/schemas/curation.schema.ts';
import {
  CuratedUsersQuerySchema,
  RoleBodySchema,
} from '#shared/schemas/curation-request.schema.ts';
import { changeRole, findCuratedUsers } from '../db/repositories/curation-user.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { idParams } from '../http/params.ts';
import { createRouter } from '../http/router.ts';

const security = [{ token: [] }];
const tags = ['curation'];

const listUsers = createRoute({
  method: 'get',
  path: '/users',
  tags,
  security,
  summary: 'Find users by email or name (curators only)',
  description: 'Users in email order, with their roles; `q` finds part of an email or name.',
  request: { query: openapiQuery(CuratedUsersQuerySchema) },
  responses: {
    200: jsonResponse(CuratedUsersPageSchema, 'A page of users and the next page’s cursor'),
    ...errorResponses(400, 401, 403),
  },
});

const setRole = createRoute({
  method: 'patch',
  path: '/users/{userId}',
  tags,
  security,
  summary: 'Make a user a curator, or a member again (curators only)',
  description:
    'Takes effect at once: a demoted curator’s next request is refused (403), with the same ' +
    'token. The last curator cannot be made a member (409): make someone else a curator first. ' +
    'Recorded in the audit.',
  request: { params: idParams('userId'), body: jsonBody(RoleBodySchema) },
  responses: {
    200: jsonResponse(CuratedUserResponseSchema, 'The user, with their role'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const UserCursorSchema = z.tuple([z.literal('users'), z.string()]);

export function curationUserRoutes({ db }: { db: Kysely<Database> }) {
  return createRouter()
    .openapi(listUsers, async (c) => {
      const query = c.req.valid('query');
      const after = query.cursor ? decodeCursor(query.cursor, UserCursorSchema)[1] : undefined;
      const { users, next } = await findCuratedUsers(db, {
        q: query.q,
        role: query.role,
        limit: query.limit,
        after,
      });
      return c.json(
        { users, nextCursor: next === null ? null : encodeCursor(['users', next]) },
        200,
      );
    })
    .openapi(setRole, async (c) => {
      const { userId } = c.req.valid('param');
      const changed = await changeRole(db, c.var.user, userId, c.req.valid('json').role);
      if (changed.outcome === 'no-such-user') throw new ApiError(404, ServerMessage.userNotFound);
      if (changed.outcome === 'last-curator') throw new ApiError(409, ServerMessage.lastCurator);
      return c.json({ user: changed.user }, 200);
    });
}
