import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialKey } from '#shared/material-key.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  type Project,
  ProjectResponseSchema,
  ProjectsPageSchema,
  StillNeedResponseSchema,
} from '#shared/schemas/project.schema.ts';
import {
  BAD_TOKEN_KINDS,
  badTokensFor,
  expectError,
  expectJson,
} from '../support/api-assertions.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// My projects (docs/product.md, "Projects"): a signed-in user marks a video To try, Making or Made it, each change
// kept with its date; a checklist of the video's materials; "what I still need" across all To
// try projects.

const embroidery = seedVideo(0); // ..., Scissors (4)
const paper = seedVideo(1); // ..., Scissors (3), Ruler (4)
const basket = seedVideo(2); // ..., Ruler (4)

function indexOf(video: typeof embroidery, name: string): number {
  const index = video.craft.materials.findIndex((m) => m.name === name);
  if (index < 0) throw new Error(`${video.id} does not list ${name}`);
  return index;
}

describe.each(DIALECTS)('projects (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect);
  });
  afterAll(() => api.close());

  const path = (videoId: string) => `/api/user/projects/${encodeURIComponent(videoId)}`;
  const put = (token: string, videoId: string, body: unknown) =>
    api.call('PUT', path(videoId), { token, body });
  // A change's time is kept to the millisecond, and two changes of one millisecond tie (the list
  // then orders them by video): each mark returns once the clock has moved on, so that a change
  // made after another is also later.
  const mark = async (token: string, videoId: string, status: string, expected = 200) => {
    const { project } = await expectJson(
      await put(token, videoId, { status }),
      expected,
      ProjectResponseSchema,
    );
    const at = Date.now();
    while (Date.now() === at) await new Promise((resolve) => setTimeout(resolve, 1));
    return project as Project;
  };
  const getOne = async (token: string, videoId: string) =>
    (await expectJson(await api.call('GET', path(videoId), { token }), 200, ProjectResponseSchema))
      .project;
  const list = async (token: string, query = '') =>
    expectJson(
      await api.call('GET', `/api/user/projects${query}`, { token }),
      200,
      ProjectsPageSchema,
    );
  const tick = (token: string, videoId: string, index: number | string, body: unknown) =>
    api.call('PUT', `${path(videoId)}/materials/${index}`, { token, body });
  const stillNeed = async (token: string) =>
    (
      await expectJson(
        await api.call('GET', '/api/user/projects/still-need', { token }),
        200,
        StillNeedResponseSchema,
      )
    ).materials;

  it('marks a video To try, then moves it through Making to Made it, dating each change', async () => {
    const { token } = await api.signUp();
    expect(await getOne(token, embroidery.id)).toBeNull();
    const before = new Date().toISOString();
    const created = await mark(token, embroidery.id, 'to_try', 201);
    expect(created).toMatchObject({ status: 'to_try', video: { _id: embroidery.id } });
    expect(created.createdAt >= before).toBe(true);
    expect(created.changes).toEqual([{ status: 'to_try', at: created.createdAt }]);
    const making = await mark(token, embroidery.id, 'making');
    const made = await mark(token, embroidery.id, 'made');
    expect(made.status).toBe('made');
    expect(made.createdAt).toBe(created.createdAt);
    expect(made.changes.map((change) => change.status)).toEqual(['made', 'making', 'to_try']);
    expect(made.changes[0]?.at).toBe(made.updatedAt);
    expect(made.updatedAt >= making.updatedAt).toBe(true);
    expect(making.updatedAt >= created.updatedAt).toBe(true);
    // Any status may follow any other: back to To try.
    const again = await mark(token, embroidery.id, 'to_try');
    expect(again.changes.map((change) => change.status)).toEqual([
      'to_try',
      'made',
      'making',
      'to_try',
    ]);
    expect(await getOne(token, embroidery.id)).toEqual(again);
  });

  it('records nothing when the status is the one the project has', async () => {
    const { token } = await api.signUp();
    const first = await mark(token, paper.id, 'making', 201);
    const repeat = await mark(token, paper.id, 'making');
    expect(repeat).toEqual(first);
    expect(repeat.changes).toHaveLength(1);
  });

  it('records one project and one change when the same mark races itself', async () => {
    const { token } = await api.signUp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => put(token, basket.id, { status: 'made' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const project = await getOne(token, basket.id);
    expect(project?.changes).toHaveLength(1);
  });

  it('lists the projects most recently changed first, with counts, by status and in pages', async () => {
    const { token } = await api.signUp();
    await mark(token, embroidery.id, 'to_try', 201);
    await mark(token, paper.id, 'made', 201);
    await mark(token, basket.id, 'to_try', 201);
    await mark(token, embroidery.id, 'making');
    const all = await list(token);
    expect(all.projects.map((p) => [p.video._id, p.status])).toEqual([
      [embroidery.id, 'making'],
      [basket.id, 'to_try'],
      [paper.id, 'made'],
    ]);
    expect(all.counts).toEqual({ to_try: 1, making: 1, made: 1 });
    expect(all.nextCursor).toBeUndefined();
    const made = await list(token, '?status=made');
    expect(made.projects.map((p) => p.video._id)).toEqual([paper.id]);
    expect(made.counts).toEqual({ to_try: 1, making: 1, made: 1 });

    const first = await list(token, '?limit=2');
    expect(first.projects.map((p) => p.video._id)).toEqual([embroidery.id, basket.id]);
    expect(first.total).toBe(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.projects.map((p) => p.video._id)).toEqual([paper.id]);
    expect(second.nextCursor).toBeNull();
    // A cursor of the whole list is not one of a status's listing.
    await expectError(
      await api.call('GET', `/api/user/projects?status=made&cursor=${first.nextCursor}`, {
        token,
      }),
      400,
    );
  });

  it("keeps each user's projects and ticks apart", async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    await mark(first.token, embroidery.id, 'to_try', 201);
    await tick(first.token, embroidery.id, 0, { have: true });
    expect(await getOne(second.token, embroidery.id)).toBeNull();
    expect((await list(second.token)).projects).toEqual([]);
    expect(await stillNeed(second.token)).toEqual([]);
    // The second user's own project of the same video starts with nothing ticked.
    const own = await mark(second.token, embroidery.id, 'to_try', 201);
    expect(own.materials.every((item) => !item.have)).toBe(true);
    await expectError(
      await api.call('DELETE', path(paper.id), { token: second.token }),
      404,
      ServerMessage.notInProjects,
    );
    await expectError(
      await tick(second.token, paper.id, 0, { have: true }),
      404,
      ServerMessage.notInProjects,
    );
  });

  it("ticks only the video's own materials, and unticks them", async () => {
    const { token } = await api.signUp();
    const created = await mark(token, embroidery.id, 'to_try', 201);
    expect(created.materials.map((item) => item.name)).toEqual(
      embroidery.craft.materials.map((m) => m.name),
    );
    expect(created.materials[0]).toEqual({
      index: 0,
      name: 'Embroidery hoop',
      quantity: '6 inch',
      have: false,
    });
    const ticked = await expectJson(
      await tick(token, embroidery.id, 2, { have: true }),
      200,
      ProjectResponseSchema,
    );
    expect(ticked.project?.materials.map((item) => item.have)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    // Ticking again changes nothing.
    await tick(token, embroidery.id, 2, { have: true });
    const untick = await expectJson(
      await tick(token, embroidery.id, 2, { have: false }),
      200,
      ProjectResponseSchema,
    );
    expect(untick.project?.materials.some((item) => item.have)).toBe(false);
    await expectError(
      await tick(token, embroidery.id, embroidery.craft.materials.length, { have: true }),
      404,
      ServerMessage.materialNotListed,
    );
    await expectError(await tick(token, embroidery.id, 999, { have: true }), 404);
  });

  it('lists what I still need across To try projects only, by material', async () => {
    const { token } = await api.signUp();
    await mark(token, embroidery.id, 'to_try', 201);
    await mark(token, paper.id, 'to_try', 201);
    await mark(token, basket.id, 'making', 201);
    await tick(token, embroidery.id, indexOf(embroidery, 'Embroidery hoop'), { have: true });

    const needed = await stillNeed(token);
    const keys = needed.map((m) => m.key);
    expect(keys).toEqual([...keys].sort());
    const expectedKeys = new Set(
      [...embroidery.craft.materials, ...paper.craft.materials]
        .filter((m) => m.name !== 'Embroidery hoop')
        .map((m) => materialKey(m.name)),
    );
    expect(new Set(keys)).toEqual(expectedKeys);
    // Scissors: both To try videos need them; the basket (Making) is left out of Ruler.
    const scissors = needed.find((m) => m.key === 'scissor');
    expect(scissors?.name).toBe('Scissors');
    expect(new Set(scissors?.videos.map((v) => v.videoId))).toEqual(
      new Set([embroidery.id, paper.id]),
    );
    const ruler = needed.find((m) => m.key === 'ruler');
    expect(ruler?.videos).toEqual([
      { videoId: paper.id, title: paper.title, index: indexOf(paper, 'Ruler') },
    ]);
    const floss = needed.find((m) => m.key === materialKey('Embroidery floss'));
    expect(floss?.quantity).toBe('3 colours');

    // Ticking a material takes that project off it; moving a project off To try takes it all.
    await tick(token, paper.id, indexOf(paper, 'Scissors'), { have: true });
    const afterTick = await stillNeed(token);
    expect(afterTick.find((m) => m.key === 'scissor')?.videos.map((v) => v.videoId)).toEqual([
      embroidery.id,
    ]);
    await mark(token, embroidery.id, 'made');
    const afterMade = await stillNeed(token);
    expect(afterMade.some((m) => m.videos.some((v) => v.videoId === embroidery.id))).toBe(false);
    expect(afterMade.some((m) => m.key === 'scissor')).toBe(false);
  });

  it('stops tracking a video, with its changes and ticks', async () => {
    const { token } = await api.signUp();
    await mark(token, embroidery.id, 'to_try', 201);
    await tick(token, embroidery.id, 0, { have: true });
    const removed = await expectJson(
      await api.call('DELETE', path(embroidery.id), { token }),
      200,
      ProjectResponseSchema,
    );
    expect(removed.project).toBeNull();
    expect(await getOne(token, embroidery.id)).toBeNull();
    const again = await mark(token, embroidery.id, 'making', 201);
    expect(again.changes).toHaveLength(1);
    expect(again.materials.some((item) => item.have)).toBe(false);
  });

  it.each([
    ['an unknown status', { status: 'done' }],
    ['no status', {}],
    ['a number', { status: 1 }],
    ['a capitalised status', { status: 'Made' }],
  ])('answers 400 to a status body with %s', async (_label, body) => {
    const { token } = await api.signUp();
    await expectError(await put(token, embroidery.id, body), 400, /^status/);
  });

  it.each([
    ['a negative index', -1, { have: true }],
    ['a word', 'first', { have: true }],
    ['a long index', 1000, { have: true }],
    ['a fraction', '1.5', { have: true }],
    ['no have', 0, {}],
    ['text for have', 0, { have: 'yes' }],
  ])('answers 400 to a tick with %s', async (_label, index, body) => {
    const { token } = await api.signUp();
    await mark(token, embroidery.id, 'to_try', 201);
    await expectError(await tick(token, embroidery.id, index, body), 400);
  });

  it.each([['status=done'], ['limit=0'], ['limit=abc'], ['cursor=not-a-cursor']])(
    'answers 400 to a list with %s',
    async (query) => {
      const { token } = await api.signUp();
      await expectError(await api.call('GET', `/api/user/projects?${query}`, { token }), 400);
    },
  );

  it('answers 400 to malformed JSON', async () => {
    const { token } = await api.signUp();
    await expectError(await put(token, embroidery.id, '{"status":'), 400);
  });

  it('answers 404 for a video that does not exist, and keeps nothing', async () => {
    const { token } = await api.signUp();
    await expectError(
      await put(token, 'no-such-video', { status: 'to_try' }),
      404,
      ServerMessage.videoNotFound,
    );
    await expectError(
      await api.call('GET', path('no-such-video'), { token }),
      404,
      ServerMessage.videoNotFound,
    );
    await expectError(await tick(token, 'no-such-video', 0, { have: true }), 404);
    expect((await list(token)).projects).toEqual([]);
  });

  it('answers 401 without a good token, on every project route', async () => {
    const user = await api.signUp();
    const bad = await badTokensFor(api, user);
    for (const kind of BAD_TOKEN_KINDS) {
      const token = bad[kind];
      await expectError(await api.call('GET', '/api/user/projects', { token }), 401);
      await expectError(await api.call('GET', '/api/user/projects/still-need', { token }), 401);
      await expectError(await api.call('GET', path(embroidery.id), { token }), 401);
      await expectError(await put(token, embroidery.id, { status: 'to_try' }), 401);
      await expectError(await api.call('DELETE', path(embroidery.id), { token }), 401);
      await expectError(await tick(token, embroidery.id, 0, { have: true }), 401);
    }
    await expectError(await api.call('GET', '/api/user/projects'), 401);
  });

  it("deletes a user's projects, changes and ticks with the account", async () => {
    const { token, userId } = await api.signUp({ password: 'a long password 1' });
    await mark(token, embroidery.id, 'to_try', 201);
    await tick(token, embroidery.id, 0, { have: true });
    const res = await api.call('DELETE', '/api/auth/account', {
      token,
      body: { password: 'a long password 1' },
    });
    expect(res.status).toBe(200);
    const { db } = api.database;
    const left = await Promise.all(
      (['projects', 'project_changes', 'project_materials'] as const).map((table) =>
        db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute(),
      ),
    );
    expect(left).toEqual([[], [], []]);
  });
});
