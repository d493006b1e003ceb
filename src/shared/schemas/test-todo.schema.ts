import * as z from 'zod/mini';
import { TEST_TODO_TITLE_MAX } from '../test-todo-bounds.ts';
import { titledObject } from './titled-object.ts';

/*
 * The request tester's sandbox (`/api/test-todos`): a small todo list per signed-in user, so
 * the tester at /mockman has something harmless to GET, POST and DELETE.
 */

export { TEST_TODO_TITLE_MAX, TEST_TODOS_MAX } from '../test-todo-bounds.ts';

export const TestTodoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  createdAt: z.string().check(z.describe('YYYY-MM-DDTHH:mm:ss±HH:MM')),
});
export type TestTodo = z.infer<typeof TestTodoSchema>;

export const CreateTestTodoBodySchema = z.object({
  todo: titledObject('todo', TEST_TODO_TITLE_MAX),
});

/** Every answer of the sandbox: the caller's todos, oldest first. */
export const TestTodosResponseSchema = z.object({ todos: z.array(TestTodoSchema) });
