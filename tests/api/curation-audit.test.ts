import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPageSchema } from '#shared/schemas/curation.schema.ts';
import { VideoResponseSchema } from '#shared/schemas/video.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator } from '../support/curators.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

describe.each(DIALECTS)('curators: the audit (%s)', (dialect) => {
  let api: TestApi;
  let alice: { token: string; userId: string; email: string };
  let bob: { token: string; userId: string; email: string };
  let videoId = '';
  let videoTitle = '';
  let started = '';
  beforeAll(async () => {
    api = await createTestApi(dialect);
    started = new Date().toISOString();
    alice = await signUpCurator(api);
    bob = await signUpCurator(api);
    // A history of changes by two curators.
    const body = newVideoBody();
    videoTitle = String(body.title);
    const added = await api.call('POST', '/api/curation/videos', { token: alice.token, body });
    videoId = (await expectJson(added, 201, VideoResponseSchema)).video._id;
    await api.call('PATCH', `/api/curation/videos/${videoId}`, {
      token: bob.token,
      body: { views: 10 },
    });
    await api.call('POST', `/api/curation/videos/${videoId}/retire`, { token: bob.token });
    await api.call('POST', `/api/curation/videos/${videoId}/restore`, { token: alice.token });
    await api.call('POST', '/api/curation/categories', {
      token: bob.token,
      body: { name: 'Woodwork' },
    });
  });
  afterAll(() => api.close());

  const read = async (query: string) =>
    expectJson(
      await api.call('GET', `/api/curation/audit?${query}`, { token: alice.token }),
      200,
      AuditPageSchema,
    );

  it('lists every change newest first, with who, when, what and on what', async () => {
    const { entries } = await read('');
    const mine = entries.filter((e) => e.actor._id === alice.userId || e.actor._id === bob.userId);
    expect(mine.map((e) => e.action)).toEqual([
      'category.add',
      'video.restore',
      'video.retire',
      'video.edit',
      'video.add',
    ]);
    for (const entry of mine) {
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(started));
      expect(entry.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(mine[3]).toMatchObject({
      actor: { _id: bob.userId, email: bob.email },
      target: { kind: 'video', _id: videoId, name: videoTitle },
      before: { views: 0 },
      after: { views: 10 },
    });
    // Each target is named as it is called now, though the entry records only what changed.
    expect(mine[2]?.target.name).toBe(videoTitle);
    expect(mine[0]?.target).toMatchObject({ kind: 'category', name: 'Woodwork' });
  });

  it('filters by actor, action, target and time, and pages by cursor', async () => {
    expect((await read(`actor=${alice.userId}`)).entries.map((e) => e.action)).toEqual([
      'video.restore',
      'video.add',
    ]);
    expect((await read('action=video.retire')).entries.map((e) => e.target._id)).toEqual([videoId]);
    expect((await read(`targetKind=video&targetId=${videoId}`)).entries).toHaveLength(4);
    expect((await read('targetKind=category')).entries.map((e) => e.action)).toEqual([
      'category.add',
    ]);
    expect((await read(`from=${encodeURIComponent(started)}`)).entries.length).toBeGreaterThan(4);
    expect((await read('to=2000-01-01')).entries).toEqual([]);
    // A bare date as `to` includes that day.
    expect((await read(`to=${started.slice(0, 10)}`)).entries.length).toBeGreaterThan(4);
    expect((await read('from=2999-01-01')).entries).toEqual([]);

    const first = await read('limit=2');
    expect(first.entries).toHaveLength(2);
    const second = await read(`limit=2&cursor=${first.nextCursor}`);
    const third = await read(`limit=2&cursor=${second.nextCursor}`);
    const ids = [...first.entries, ...second.entries, ...third.entries].map((e) => e._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('answers bad filters with 400', async () => {
    for (const query of [
      'action=video.delete',
      'targetKind=playlist',
      'from=yesterday',
      'to=2021-02-30',
      'limit=0',
      'limit=101',
      'cursor=x',
      `actor=${'x'.repeat(201)}`,
    ]) {
      await expectError(
        await api.call('GET', `/api/curation/audit?${query}`, { token: alice.token }),
        400,
      );
    }
  });

  // Last: it adds entries of its own, which the tests above do not expect.
  it("names a role change's user by their email, and a deleted category not at all", async () => {
    const member = await api.signUp();
    await api.call('PATCH', `/api/curation/users/${member.userId}`, {
      token: alice.token,
      body: { role: 'curator' },
    });
    const [role] = (await read(`action=user.role&targetId=${member.userId}`)).entries;
    expect(role?.target).toEqual({ kind: 'user', _id: member.userId, name: member.email });

    const category = await api.call('POST', '/api/curation/categories', {
      token: alice.token,
      body: { name: 'Gone soon' },
    });
    const { category: made } = (await category.json()) as { category: { _id: string } };
    await api.call('DELETE', `/api/curation/categories/${made._id}`, { token: alice.token });
    const [deleted] = (await read(`action=category.delete&targetId=${made._id}`)).entries;
    expect(deleted?.target).toEqual({ kind: 'category', _id: made._id });
  });
});
