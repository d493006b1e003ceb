import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { memoryRateLimits } from '#server/http/rate-limits.ts';
import { ServerMessage } from '#shared/messages.ts';
import { AuditPageSchema } from '#shared/schemas/curation.schema.ts';
import { ModerationItemSchema, ModerationPageSchema } from '#shared/schemas/made-post.schema.ts';
import { expectError, expectJson } from '../support/api-assertions.ts';
import { signUpCurator } from '../support/curators.ts';
import { insertMadePost, type MadePostFields } from '../support/made-posts.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

// Reports of "Made it" posts and the curators' moderation of them (docs/product.md, "Made it
// posts"). Posts are written straight into their tables (tests/support/made-posts.ts).

const ReportedSchema = z.object({ reported: z.literal(true) });
const ItemResponseSchema = z.object({ item: ModerationItemSchema });

type User = { token: string; userId: string; email: string };

describe.each(DIALECTS)('made posts: reports and moderation (%s)', (dialect) => {
  let api: TestApi;
  let curator: User;
  let maker: User;
  const video = seedVideo(0);

  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
    maker = await api.signUp();
  });
  afterAll(() => api.close());

  const post = (fields: Partial<MadePostFields> = {}) =>
    insertMadePost(api.database.db, { userId: maker.userId, videoId: video.id, ...fields });

  const report = (postId: string, token: string, reason: unknown = 'spam') =>
    api.call('POST', `/api/made/${postId}/reports`, { token, body: { reason } });

  async function reportBy(postId: string, count: number, reason = 'spam'): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const user = await api.signUp();
      await expectJson(await report(postId, user.token, reason), 201, ReportedSchema);
    }
  }

  /** Sets when the post's reports were made, so the order by latest report is known. */
  async function reportedAt(postId: string, at: string): Promise<void> {
    await api.database.db
      .updateTable('made_reports')
      .set({ created_at: at })
      .where('post_id', '=', postId)
      .execute();
  }

  async function queue(query = '', token = curator.token) {
    const res = await api.call('GET', `/api/curation/moderation${query}`, { token });
    return expectJson(res, 200, ModerationPageSchema);
  }

  /** Every item of a tab, page by page. */
  async function wholeQueue(state: string, limit: number) {
    const items = [];
    let cursor: string | null = null;
    do {
      const page = await queue(
        `?state=${state}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(limit);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  const act = (postId: string, action: string, token = curator.token) =>
    api.call('POST', `/api/curation/moderation/${postId}/${action}`, { token });

  describe('reporting a post', () => {
    it('takes a report of a public post, once per user, ever', async () => {
      const postId = await post();
      const reporter = await api.signUp();
      await expectJson(await report(postId, reporter.token), 201, ReportedSchema);
      await expectError(
        await report(postId, reporter.token, 'inappropriate'),
        409,
        ServerMessage.alreadyReported,
      );
      // Still refused once a curator has closed the report.
      await expectJson(await act(postId, 'dismiss'), 200, ItemResponseSchema);
      await expectError(await report(postId, reporter.token), 409, ServerMessage.alreadyReported);
    });

    it('answers two equal reports at the same moment with one 201 and one 409', async () => {
      const postId = await post();
      const reporter = await api.signUp();
      const answers = await Promise.all([
        report(postId, reporter.token),
        report(postId, reporter.token),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const conflict = answers.find((res) => res.status === 409);
      if (conflict) await expectError(conflict, 409, ServerMessage.alreadyReported);
      const rows = await api.database.db
        .selectFrom('made_reports')
        .select('user_id')
        .where('post_id', '=', postId)
        .execute();
      expect(rows).toEqual([{ user_id: reporter.userId }]);
    });

    it('refuses a report of one’s own post', async () => {
      const postId = await post();
      await expectError(await report(postId, maker.token), 403, ServerMessage.ownPostReport);
    });

    it('answers a private, hidden or missing post as not found, alike', async () => {
      const reporter = await api.signUp();
      const privatePost = await post({ visibility: 'private' });
      const hiddenPost = await post({ hiddenAt: new Date().toISOString() });
      for (const postId of [privatePost, hiddenPost, '01jzzzzzzzzzzzzzzzzzzzzzzz']) {
        await expectError(
          await report(postId, reporter.token),
          404,
          ServerMessage.madePostNotFound,
        );
      }
      // Even its maker's report of a private post is a 404, not a 403: it is not there to others.
      await expectError(
        await report(privatePost, maker.token),
        404,
        ServerMessage.madePostNotFound,
      );
    });

    it('refuses a bad reason, a missing body and a visitor, in the one error shape', async () => {
      const postId = await post();
      const reporter = await api.signUp();
      await expectError(await report(postId, reporter.token, 'boring'), 400, /reason/);
      await expectError(await report(postId, reporter.token, 3), 400, /reason/);
      await expectError(
        await api.call('POST', `/api/made/${postId}/reports`, {
          token: reporter.token,
          body: '{"reason":',
        }),
        400,
      );
      await expectError(
        await api.call('POST', `/api/made/${postId}/reports`, { body: { reason: 'spam' } }),
        401,
      );
      await expectError(
        await api.call('POST', `/api/made/${'x'.repeat(201)}/reports`, {
          token: reporter.token,
          body: { reason: 'spam' },
        }),
        400,
      );
      // Nothing was recorded by any of them.
      await expectJson(await report(postId, reporter.token), 201, ReportedSchema);
    });
  });

  describe('the queue', () => {
    it('lists the most reported posts first, then the latest reported, page by page', async () => {
      const once = await post();
      const thriceEarlier = await post();
      const thriceLater = await post();
      const twice = await post();
      await reportBy(once, 1);
      await reportBy(thriceEarlier, 3, 'not_this_project');
      await reportBy(thriceLater, 2, 'inappropriate');
      await reportBy(thriceLater, 1, 'private_information');
      await reportBy(twice, 2);
      await reportedAt(thriceEarlier, '2026-01-01T10:00:00.000Z');
      await reportedAt(thriceLater, '2026-01-02T10:00:00.000Z');
      const mine = [once, thriceEarlier, thriceLater, twice];

      const whole = await wholeQueue('reported', 100);
      const order = whole.map((item) => item.post._id).filter((id) => mine.includes(id));
      expect(order).toEqual([thriceLater, thriceEarlier, twice, once]);
      // The order is the same whatever the page size.
      for (const limit of [1, 2, 3]) {
        const paged = await wholeQueue('reported', limit);
        expect(paged.map((item) => item.post._id)).toEqual(whole.map((item) => item.post._id));
      }
      // Counts descend over the whole queue.
      const totals = whole.map((item) => item.reports.total);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));

      const later = whole.find((item) => item.post._id === thriceLater);
      expect(later).toMatchObject({
        reports: {
          total: 3,
          spam: 0,
          not_this_project: 0,
          inappropriate: 2,
          private_information: 1,
        },
        lastReportedAt: '2026-01-02T10:00:00.000Z',
        post: { _id: thriceLater, videoId: video.id, hidden: false, mine: false },
      });
      expect(later?.post.video._id).toBe(video.id);
      expect(later?.post.photos).toHaveLength(1);
    });

    it('keeps private posts with open reports, and leaves hidden ones out', async () => {
      const turnedPrivate = await post();
      await reportBy(turnedPrivate, 1);
      await api.database.db
        .updateTable('made_posts')
        .set({ visibility: 'private' })
        .where('id', '=', turnedPrivate)
        .execute();
      const ids = (await wholeQueue('reported', 100)).map((item) => item.post._id);
      expect(ids).toContain(turnedPrivate);
      const hidden = (await wholeQueue('reported', 100)).filter((item) => item.post.hidden);
      expect(hidden).toEqual([]);
    });

    it('refuses a bad state, limit or cursor, and another tab’s cursor', async () => {
      await expectError(
        await api.call('GET', '/api/curation/moderation?state=open', { token: curator.token }),
        400,
        /state/,
      );
      await expectError(
        await api.call('GET', '/api/curation/moderation?limit=0', { token: curator.token }),
        400,
        /limit/,
      );
      await expectError(
        await api.call('GET', '/api/curation/moderation?cursor=nonsense!', {
          token: curator.token,
        }),
        400,
        /cursor/,
      );
      const hiddenOne = await post();
      const hiddenTwo = await post();
      await expectJson(await act(hiddenOne, 'hide'), 200, ItemResponseSchema);
      await expectJson(await act(hiddenTwo, 'hide'), 200, ItemResponseSchema);
      const { nextCursor } = await queue('?state=hidden&limit=1');
      expect(nextCursor).not.toBeNull();
      await expectError(
        await api.call('GET', `/api/curation/moderation?state=reported&cursor=${nextCursor}`, {
          token: curator.token,
        }),
        400,
        /cursor/,
      );
    });
  });

  describe('hide, restore, dismiss', () => {
    it('hides a post: it leaves the queue, its reports close, the hidden tab shows it', async () => {
      const postId = await post();
      await reportBy(postId, 2, 'spam');
      const { item } = await expectJson(await act(postId, 'hide'), 200, ItemResponseSchema);
      expect(item.post).toMatchObject({ _id: postId, hidden: true });
      expect(item.reports).toMatchObject({ total: 2, spam: 2 });
      expect(item.lastReportedAt).not.toBeNull();

      const reported = await wholeQueue('reported', 100);
      expect(reported.map((i) => i.post._id)).not.toContain(postId);
      const hidden = await wholeQueue('hidden', 100);
      expect(hidden[0]?.post._id).toBe(postId);
      expect(hidden[0]?.reports.total).toBe(2);
      const outcomes = await api.database.db
        .selectFrom('made_reports')
        .select(['outcome', 'closed_at'])
        .where('post_id', '=', postId)
        .execute();
      expect(outcomes.map((row) => row.outcome)).toEqual(['hidden', 'hidden']);

      // Gone from public view: nobody may report it any more.
      const latecomer = await api.signUp();
      await expectError(await report(postId, latecomer.token), 404, ServerMessage.madePostNotFound);
      await expectError(await act(postId, 'hide'), 409, ServerMessage.postAlreadyHidden);
      await expectError(await act(postId, 'dismiss'), 409, ServerMessage.noOpenReports);
    });

    it('restores a hidden post: public again, not back in the queue', async () => {
      const postId = await post();
      await reportBy(postId, 1);
      await expectJson(await act(postId, 'hide'), 200, ItemResponseSchema);
      const { item } = await expectJson(await act(postId, 'restore'), 200, ItemResponseSchema);
      expect(item.post).toMatchObject({ _id: postId, hidden: false });
      // Its reports were closed by the hide: no open ones.
      expect(item.reports.total).toBe(0);
      const reported = await wholeQueue('reported', 100);
      expect(reported.map((i) => i.post._id)).not.toContain(postId);
      const hidden = await wholeQueue('hidden', 100);
      expect(hidden.map((i) => i.post._id)).not.toContain(postId);
      await expectError(await act(postId, 'restore'), 409, ServerMessage.postNotHidden);
      // Public again: a new reporter may report it, and it is back in the queue.
      await reportBy(postId, 1);
      const again = await wholeQueue('reported', 100);
      expect(again.find((i) => i.post._id === postId)?.reports.total).toBe(1);
    });

    it('dismisses the open reports, leaving the post as it is', async () => {
      const postId = await post();
      await reportBy(postId, 2);
      const { item } = await expectJson(await act(postId, 'dismiss'), 200, ItemResponseSchema);
      expect(item.post).toMatchObject({ _id: postId, hidden: false });
      expect(item.reports.total).toBe(0);
      expect(item.lastReportedAt).toBeNull();
      const reported = await wholeQueue('reported', 100);
      expect(reported.map((i) => i.post._id)).not.toContain(postId);
      await expectError(await act(postId, 'dismiss'), 409, ServerMessage.noOpenReports);
      await expectError(await act(postId, 'restore'), 409, ServerMessage.postNotHidden);
      const outcomes = await api.database.db
        .selectFrom('made_reports')
        .select('outcome')
        .where('post_id', '=', postId)
        .execute();
      expect(outcomes.map((row) => row.outcome)).toEqual(['dismissed', 'dismissed']);
    });

    it('answers two hides of one post at the same moment with one 200 and one 409', async () => {
      const postId = await post();
      await reportBy(postId, 1);
      const answers = await Promise.all([act(postId, 'hide'), act(postId, 'hide')]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const conflict = answers.find((res) => res.status === 409);
      if (conflict) await expectError(conflict, 409, ServerMessage.postAlreadyHidden);
      const res = await api.call(
        'GET',
        `/api/curation/audit?targetKind=made_post&targetId=${postId}`,
        { token: curator.token },
      );
      const { entries } = await expectJson(res, 200, AuditPageSchema);
      expect(entries.map((entry) => entry.action)).toEqual(['made_post.hide']);
    });

    it('answers a missing post 404 on every action', async () => {
      for (const action of ['hide', 'restore', 'dismiss']) {
        await expectError(
          await act('01jzzzzzzzzzzzzzzzzzzzzzzz', action),
          404,
          ServerMessage.madePostNotFound,
        );
      }
    });

    it('records each action in the audit, naming the post by its video', async () => {
      const postId = await post();
      await reportBy(postId, 2);
      await expectJson(await act(postId, 'dismiss'), 200, ItemResponseSchema);
      await reportBy(postId, 1);
      await expectJson(await act(postId, 'hide'), 200, ItemResponseSchema);
      await expectJson(await act(postId, 'restore'), 200, ItemResponseSchema);
      // Refused actions record nothing.
      await act(postId, 'restore');
      const res = await api.call(
        'GET',
        `/api/curation/audit?targetKind=made_post&targetId=${postId}`,
        { token: curator.token },
      );
      const { entries } = await expectJson(res, 200, AuditPageSchema);
      expect(entries.map((entry) => entry.action)).toEqual([
        'made_post.restore',
        'made_post.hide',
        'made_post.dismiss',
      ]);
      for (const entry of entries) {
        expect(entry.actor).toEqual({ _id: curator.userId, email: curator.email });
        expect(entry.target).toEqual({ kind: 'made_post', _id: postId, name: video.title });
      }
      expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
        [{ hidden: true }, { hidden: false }],
        [
          { hidden: false, openReports: 1 },
          { hidden: true, openReports: 0 },
        ],
        [{ openReports: 2 }, { openReports: 0 }],
      ]);
      const byAction = await api.call('GET', '/api/curation/audit?action=made_post.hide', {
        token: curator.token,
      });
      const hides = await expectJson(byAction, 200, AuditPageSchema);
      expect(hides.entries.map((entry) => entry.target._id)).toContain(postId);
    });

    it('lets only curators in: members 403, visitors 401', async () => {
      const postId = await post();
      await reportBy(postId, 1);
      const member = await api.signUp();
      await expectError(
        await api.call('GET', '/api/curation/moderation', { token: member.token }),
        403,
        ServerMessage.curatorsOnly,
      );
      await expectError(await api.call('GET', '/api/curation/moderation'), 401);
      for (const action of ['hide', 'restore', 'dismiss']) {
        await expectError(await act(postId, action, member.token), 403, ServerMessage.curatorsOnly);
        await expectError(
          await api.call('POST', `/api/curation/moderation/${postId}/${action}`),
          401,
        );
      }
      // Nothing changed.
      const reported = await wholeQueue('reported', 100);
      expect(reported.find((i) => i.post._id === postId)?.reports.total).toBe(1);
    });
  });
});

describe.each(DIALECTS)('made posts: the report rate limit (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect, {
      rateLimits: memoryRateLimits({ madeReportPerUser: { points: 2, seconds: 3600 } }),
    });
  });
  afterAll(() => api.close());

  it('counts each user’s reports, refused ones too, and answers 429 past the limit', async () => {
    const maker = await api.signUp();
    const reporter = await api.signUp();
    const posts = [];
    for (let i = 0; i < 3; i += 1) {
      posts.push(
        await insertMadePost(api.database.db, { userId: maker.userId, videoId: seedVideo(1).id }),
      );
    }
    const [first, second, third] = posts as [string, string, string];
    const report = (postId: string, token: string, reason = 'spam') =>
      api.call('POST', `/api/made/${postId}/reports`, { token, body: { reason } });
    await expectJson(await report(first, reporter.token), 201, ReportedSchema);
    await expectError(await report(second, reporter.token, 'boring'), 400);
    const limited = await report(third, reporter.token);
    await expectError(limited, 429, /^Too many/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user counts on their own.
    const other = await api.signUp();
    await expectJson(await report(third, other.token), 201, ReportedSchema);
  });
});
