/*
 * The bounds of the request tester's sandbox (`/api/test-todos`), in a module of their own with
 * no schema in it: the API's messages (messages.ts), which the first load carries, name one.
 */

export const TEST_TODO_TITLE_MAX = 200;
/** How many todos one user may keep; the next POST is 422. */
export const TEST_TODOS_MAX = 100;
