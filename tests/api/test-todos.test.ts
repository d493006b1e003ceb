import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { newId, nowIso } from '#server/db/ids.ts';
import { SAMPLE_TEST_TODOS } from '#server/routes/test-todos.routes.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  TEST_TODO_TITLE_MAX,
  TEST_TODOS_MAX,
  type TestTodo,
  TestTodoSchema,
  TestTodosResponseSchema,
} from '#shared/schemas/test-todo.schema.ts';
import {
  BAD_TOKEN_KINDS,
  badTokensFor,
  countRows,
  expectError,
  expectJson,
} from '../support/api-assertions.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const PATH = '/api/test-todos';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const TODO_FIELDS = Object.keys(TestTodoSchema.shape).sort();

describe.each(DIALECTS)('request tester sandbox /api/test-todos (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const list = (token?: string) => api.call('GET', PATH, token ? { token } : {});
  const add = (token: string | undefined, body: unknown) =>
    api.call('POST', PATH, { body, ...(token ? { token } : {}) });
  const remove = (token: string | undefined, id: string) =>
    api.call('DELETE', `${PATH}/${encodeURIComponent(id)}`, token ? { token } : {});
  const todosOf = async (res: Response, status: number): Promise<TestTodo[]> =>
    (await expectJson(res, status, z.strictObject(TestTodosResponseSchema.shape))).todos;

  /** Adds todos straight into the table, for the cap tests. */
  async function insertTodos(userId: string, count: number) {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      user_id: userId,
      title: `Stored ${i}`,
      created_at: nowIso(),
    }));
    await api.database.db.insertInto('test_todos').values(rows).execute();
  }

  describe('a visitor (no token)', () => {
    it('gets the fixed samples with GET', async () => {
      const todos = await todosOf(await list(), 200);
      expect(todos).toEqual(SAMPLE_TEST_TODOS);
      expect(todos.length).toBeGreaterThan(0);
      for (const todo of todos) {
        expect(Object.keys(todo).sort()).toEqual(TODO_FIELDS);
        expect(todo.createdAt).toMatch(TIMESTAMP);
      }
    });

    it('gets the samples with a blank authorization header too', async () => {
      const res = await api.call('GET', PATH, { headers: { authorization: '  ' } });
      expect(await todosOf(res, 200)).toEqual(SAMPLE_TEST_TODOS);
    });

    it('is refused a POST with 401, valid body or not, and nothing is stored', async () => {
      for (const body of [{ todo: { title: 'Visitor todo' } }, {}, '{']) {
        await expectError(await add(undefined, body), 401, ServerMessage.invalidToken);
      }
      expect(await countRows(api.database, 'test_todos')).toBe(0);
    });

    it('is refused a DELETE with 401, of a sample or of a real todo, which survives', async () => {
      const owner = await api.signUp();
      const [own] = await todosOf(await add(owner.token, { todo: { title: 'Keep me' } }), 201);
      const sample = SAMPLE_TEST_TODOS[0];
      for (const id of [sample?._id ?? 'sample', own?._id ?? '']) {
        await expectError(await remove(undefined, id), 401, ServerMessage.invalidToken);
      }
      expect(await todosOf(await list(owner.token), 200)).toEqual([own]);
    });
  });

  describe('a bad token', () => {
    it.each(BAD_TOKEN_KINDS)(
      'answers 401 to a %s token on every method, bare or as Bearer',
      async (kind) => {
        const { token, userId, email } = await api.signUp();
        const [own] = await todosOf(await add(token, { todo: { title: 'Mine' } }), 201);
        const bad = await badTokensFor(api, { userId, email, token });
        for (const header of [bad[kind], `Bearer ${bad[kind]}`]) {
          await expectError(await list(header), 401, ServerMessage.invalidToken);
          await expectError(
            await add(header, { todo: { title: 'x' } }),
            401,
            ServerMessage.invalidToken,
          );
          await expectError(await remove(header, own?._id ?? ''), 401, ServerMessage.invalidToken);
        }
        expect(await todosOf(await list(token), 200)).toEqual([own]);
      },
    );
  });

  describe('a signed-in user', () => {
    it('starts with no todos (not the samples)', async () => {
      const { token } = await api.signUp();
      expect(await todosOf(await list(token), 200)).toEqual([]);
    });

    it('adds todos: 201 with every todo, oldest first, titles trimmed', async () => {
      const { token } = await api.signUp();
      await add(token, { todo: { title: 'First' } });
      await add(`Bearer ${token}`, { todo: { title: 'Second' } });
      const todos = await todosOf(await add(token, { todo: { title: '  Third  ' } }), 201);
      expect(todos.map((t) => t.title)).toEqual(['First', 'Second', 'Third']);
      for (const todo of todos) {
        expect(Object.keys(todo).sort()).toEqual(TODO_FIELDS);
        expect(todo._id).not.toBe('');
        expect(todo.createdAt).toMatch(TIMESTAMP);
      }
      expect(new Set(todos.map((t) => t._id)).size).toBe(3);
      expect(await todosOf(await list(token), 200)).toEqual(todos);
      expect(await todosOf(await list(`Bearer ${token}`), 200)).toEqual(todos);
    });

    it('keeps extra fields of the todo out of what it stores', async () => {
      const { token } = await api.signUp();
      const body = { todo: { title: 'Plain', _id: 'chosen-id', done: true, createdAt: 'then' } };
      const [todo] = await todosOf(await add(token, body), 201);
      expect(todo?._id).not.toBe('chosen-id');
      expect(todo?.createdAt).toMatch(TIMESTAMP);
      expect(Object.keys(todo ?? {}).sort()).toEqual(TODO_FIELDS);
    });

    it('deletes a todo: 200 with the rest; deleting it again is 404', async () => {
      const { token } = await api.signUp();
      await add(token, { todo: { title: 'Stay' } });
      const todos = await todosOf(await add(token, { todo: { title: 'Go' } }), 201);
      const [stay, go] = todos;
      expect(await todosOf(await remove(token, go?._id ?? ''), 200)).toEqual([stay]);
      await expectError(await remove(token, go?._id ?? ''), 404, ServerMessage.todoNotFound);
      expect(await todosOf(await list(token), 200)).toEqual([stay]);
    });

    it('answers 404 with its own message for an unknown todo id', async () => {
      const { token } = await api.signUp();
      for (const id of ['no-such-todo', 'sample-1']) {
        await expectError(await remove(token, id), 404, ServerMessage.todoNotFound);
      }
    });
  });

  describe('isolation', () => {
    it("never shows a user another user's todos", async () => {
      const alice = await api.signUp();
      const bob = await api.signUp();
      await add(alice.token, { todo: { title: 'Alice secret' } });
      await add(bob.token, { todo: { title: 'Bob own' } });
      const res = await list(bob.token);
      const text = await res.clone().text();
      expect(text).not.toContain('Alice secret');
      expect((await todosOf(res, 200)).map((t) => t.title)).toEqual(['Bob own']);
    });

    it("answers 404 to a DELETE of another user's todo, and leaves it alone", async () => {
      const alice = await api.signUp();
      const bob = await api.signUp();
      const aliceTodos = await todosOf(await add(alice.token, { todo: { title: 'Hers' } }), 201);
      const [hers] = aliceTodos;
      const res = await remove(bob.token, hers?._id ?? '');
      expect(await res.clone().text()).not.toContain('Hers');
      await expectError(res, 404, ServerMessage.todoNotFound);
      expect(await todosOf(await list(alice.token), 200)).toEqual(aliceTodos);
    });

    it("goes with its user: deleting a user deletes that user's todos", async () => {
      const gone = await api.signUp();
      await add(gone.token, { todo: { title: 'Orphan soon' } });
      const ofUser = () =>
        api.database.db
          .selectFrom('test_todos')
          .select('id')
          .where('user_id', '=', gone.userId)
          .execute();
      expect(await ofUser()).toHaveLength(1);
      await api.database.db.deleteFrom('users').where('id', '=', gone.userId).execute();
      expect(await ofUser()).toEqual([]);
    });
  });

  describe('bad bodies', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await api.signUp());
    });

    it.each([
      ['no todo at all', {}],
      ['todo: null', { todo: null }],
      ['todo as a string', { todo: 'Buy glue' }],
      ['todo as an array', { todo: [{ title: 'x' }] }],
      ['no title', { todo: {} }],
      ['an empty title', { todo: { title: '' } }],
      ['a whitespace title', { todo: { title: '   ' } }],
      ['a numeric title', { todo: { title: 42 } }],
      ['a boolean title', { todo: { title: true } }],
      ['an array title', { todo: { title: ['x'] } }],
      ['an object title', { todo: { title: { text: 'x' } } }],
      [`a ${TEST_TODO_TITLE_MAX + 1}-character title`, { todo: { title: 'x'.repeat(201) } }],
    ])('answers 400 naming todo.title for %s, and stores nothing', async (_label, body) => {
      const errors = await expectError(await add(token, body), 400);
      expect(errors.join(' ')).toContain('todo.title');
      expect(await todosOf(await list(token), 200)).toEqual([]);
    });

    it('answers 400 to malformed JSON', async () => {
      await expectError(await add(token, '{"todo": {'), 400, ServerMessage.malformedJson);
    });

    it.each([
      ['an array', '[]'],
      ['null', 'null'],
      ['a string', '"todo"'],
    ])('answers 400 to a JSON body that is %s', async (_label, body) => {
      await expectError(await add(token, body), 400, /^body: /);
    });

    it('answers 415 to a body that is not JSON', async () => {
      const res = await api.call('POST', PATH, {
        token,
        body: 'todo=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await expectError(res, 415, ServerMessage.notJson);
    });

    it(`accepts a ${TEST_TODO_TITLE_MAX}-character title`, async () => {
      const title = 'y'.repeat(TEST_TODO_TITLE_MAX);
      const todos = await todosOf(await add(token, { todo: { title } }), 201);
      expect(todos.map((t) => t.title)).toEqual([title]);
    });
  });

  describe(`the cap of ${TEST_TODOS_MAX} todos per user`, () => {
    it('answers 422 beyond the cap, stores nothing more, and takes a todo again after a delete', async () => {
      const { token, userId } = await api.signUp();
      await insertTodos(userId, TEST_TODOS_MAX - 1);
      const full = await todosOf(await add(token, { todo: { title: 'The last one' } }), 201);
      expect(full).toHaveLength(TEST_TODOS_MAX);
      await expectError(
        await add(token, { todo: { title: 'One too many' } }),
        422,
        ServerMessage.tooManyTodos,
      );
      expect(await todosOf(await list(token), 200)).toEqual(full);
      // Another user is not held back by this one's full list.
      const other = await api.signUp();
      expect(await todosOf(await add(other.token, { todo: { title: 'Mine' } }), 201)).toHaveLength(
        1,
      );
      await remove(token, full[0]?._id ?? '');
      const again = await todosOf(await add(token, { todo: { title: 'Room again' } }), 201);
      expect(again).toHaveLength(TEST_TODOS_MAX);
      expect(again.at(-1)?.title).toBe('Room again');
    });

    it('holds under racing adds: exactly the free places are taken', async () => {
      const { token, userId } = await api.signUp();
      await insertTodos(userId, TEST_TODOS_MAX - 3);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => add(token, { todo: { title: `Racer ${i}` } })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
      for (const res of results.filter((r) => r.status === 422)) {
        await expectError(res, 422, ServerMessage.tooManyTodos);
      }
      expect(await todosOf(await list(token), 200)).toHaveLength(TEST_TODOS_MAX);
    });
  });
});
