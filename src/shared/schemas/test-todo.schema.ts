import { z } from 'zod';

/**
 * The request tester's sandbox (`/api/test-todos`): a small todo list per signed-in user, so
 * the tester at /mockman has something harmless to GET, POST and DELETE.
 */
export const TEST_TODO_TITLE_MAX = 200;
/** How many todos one user may keep; the next POST is 422. */
export const TEST_TODOS_MAX = 100;

export const TestTodoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  createdAt: z.string().describe('YYYY-MM-DDTHH:mm:ss±HH:MM'),
});
export type TestTodo = z.infer<typeof TestTodoSchema>;

export const CreateTestTodoBodySchema = z.object({
  todo: z.looseObject(
    {
      title: z
        .string({ error: 'todo.title is required' })
        .trim()
        .min(1, 'todo.title is required')
        .max(TEST_TODO_TITLE_MAX, `todo.title must be at most ${TEST_TODO_TITLE_MAX} characters`),
    },
    // A missing or non-object `todo` still names the field the server needs.
    { error: 'todo.title is required' },
  ),
});

/** Every answer of the sandbox: the caller's todos, oldest first. */
export const TestTodosResponseSchema = z.object({ todos: z.array(TestTodoSchema) });
