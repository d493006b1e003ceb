import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ServerMessage } from '#shared/messages.ts';
import {
  CreateTestTodoBodySchema,
  TEST_TODOS_MAX,
  type TestTodo,
  TestTodosResponseSchema,
} from '#shared/schemas/test-todo.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import {
  addTestTodo,
  deleteTestTodo,
  listTestTodos,
} from '../db/repositories/test-todo.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { idParams } from '../http/params.ts';
import { requireUser, userOrVisitor } from '../http/require-user.ts';
import { createRouter } from '../http/router.ts';

/**
 * What a visitor (no token) gets from GET /api/test-todos, so the request tester's first
 * Submit shows a 200 with data. Fixed, and the same for every visitor.
 */
export const SAMPLE_TEST_TODOS: readonly TestTodo[] = [
  {
    _id: 'sample-1',
    title: 'Send this GET without a token: you see these samples',
    createdAt: '2026-01-01T09:00:00+00:00',
  },
  {
    _id: 'sample-2',
    title: 'Sign in and send your token in an authorization header to keep your own todos',
    createdAt: '2026-01-01T09:01:00+00:00',
  },
  {
    _id: 'sample-3',
    title: 'POST {"todo":{"title":"…"}} to add one; DELETE /api/test-todos/{id} to remove it',
    createdAt: '2026-01-01T09:02:00+00:00',
  },
];

const tags = ['sandbox'];
const security = [{ token: [] }];
const sandbox = 'Sandbox for the request tester';

const getAll = createRoute({
  method: 'get',
  path: '/test-todos',
  tags,
  // The token is optional here: without one, a visitor gets the samples.
  security: [{ token: [] }, {}],
  summary: `${sandbox}: your todos, oldest first (a visitor without a token gets samples)`,
  responses: {
    200: jsonResponse(TestTodosResponseSchema, "The user's todos, or the samples for a visitor"),
    ...errorResponses(401),
  },
});
const create = createRoute({
  method: 'post',
  path: '/test-todos',
  tags,
  security,
  summary: `${sandbox}: add a todo (at most ${TEST_TODOS_MAX} per user)`,
  request: { body: jsonBody(CreateTestTodoBodySchema) },
  responses: {
    201: jsonResponse(TestTodosResponseSchema, "The user's todos with the new one last"),
    ...errorResponses(400, 401, 413, 415, 422),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/test-todos/{todoId}',
  tags,
  security,
  summary: `${sandbox}: delete one of your todos`,
  request: { params: idParams('todoId') },
  responses: {
    200: jsonResponse(TestTodosResponseSchema, "The user's remaining todos"),
    ...errorResponses(401, 404),
  },
});

export function testTodoRoutes({ db, tokens }: { db: Kysely<Database>; tokens: TokenConfig }) {
  const router = createRouter();
  // Writes need a user; reading lets a visitor in (see getAll). The guard runs before the
  // body is validated, so a visitor's POST is 401 whatever it sends.
  router.post('/test-todos', requireUser(db, tokens));
  router.delete('/test-todos/*', requireUser(db, tokens));
  return router
    .openapi(getAll, async (c) => {
      const user = await userOrVisitor(db, tokens, c.req.header('authorization'));
      const todos = user ? await listTestTodos(db, user._id) : [...SAMPLE_TEST_TODOS];
      return c.json({ todos }, 200);
    })
    .openapi(create, async (c) => {
      const userId = c.var.user._id;
      const outcome = await addTestTodo(db, userId, c.req.valid('json').todo.title);
      if (outcome === 'full') throw new ApiError(422, ServerMessage.tooManyTodos);
      return c.json({ todos: await listTestTodos(db, userId) }, 201);
    })
    .openapi(remove, async (c) => {
      const userId = c.var.user._id;
      if (!(await deleteTestTodo(db, userId, c.req.valid('param').todoId))) {
        throw new ApiError(404, ServerMessage.todoNotFound);
      }
      return c.json({ todos: await listTestTodos(db, userId) }, 200);
    });
}
