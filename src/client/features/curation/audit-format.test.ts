import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/curation.schema.ts';
import {
  AUDIT_ACTION_LABELS,
  auditChanges,
  auditFiltersFromSearch,
  auditFiltersToSearch,
  auditSentence,
  fieldText,
} from './audit-format.ts';

function entry(fields: Partial<AuditEntry>): AuditEntry {
  return {
    _id: 'a1',
    at: '2026-11-23T10:00:00.000Z',
    actor: { _id: 'u1', email: 'ann@example.com' },
    action: 'video.edit',
    target: { kind: 'video', _id: 'v1' },
    before: null,
    after: null,
    ...fields,
  };
}

describe('audit action labels', () => {
  it('reads every action as words', () => {
    expect(i18n._(AUDIT_ACTION_LABELS['video.retire'])).toBe('Video retired');
    expect(i18n._(AUDIT_ACTION_LABELS['user.role'])).toBe('Role changed');
    for (const label of Object.values(AUDIT_ACTION_LABELS)) expect(i18n._(label)).not.toMatch(/\./);
  });
});

describe('auditSentence', () => {
  it('names a moderated post by its video, else by its id', () => {
    const post = (name?: string) => ({
      kind: 'made_post' as const,
      _id: 'p1',
      ...(name === undefined ? {} : { name }),
    });
    expect(auditSentence(entry({ action: 'made_post.hide', target: post('Paper flowers') }))).toBe(
      "hid a post on 'Paper flowers'",
    );
    expect(auditSentence(entry({ action: 'made_post.restore', target: post() }))).toBe(
      'restored post p1',
    );
    expect(auditSentence(entry({ action: 'made_post.dismiss', target: post('Kites') }))).toBe(
      "dismissed the reports of a post on 'Kites'",
    );
  });

  it('names a video by its title, from before when after has none', () => {
    expect(
      auditSentence(entry({ action: 'video.retire', before: { title: 'Paper flowers' } })),
    ).toBe("retired video 'Paper flowers'");
    expect(
      auditSentence(
        entry({ action: 'video.edit', before: { title: 'Old' }, after: { title: 'New' } }),
      ),
    ).toBe("edited video 'New'");
  });

  it('names a target as it is called now when the entry holds no title', () => {
    expect(
      auditSentence(
        entry({
          action: 'video.retire',
          target: { kind: 'video', _id: 'v1', name: 'Paper flowers' },
          after: { retired: true },
        }),
      ),
    ).toBe("retired video 'Paper flowers'");
    expect(
      auditSentence(
        entry({
          action: 'user.role',
          target: { kind: 'user', _id: 'u2', name: 'bo@example.com' },
          before: { role: 'member' },
          after: { role: 'curator' },
        }),
      ),
    ).toBe('made bo@example.com a curator');
  });

  it('names a target by its id when nothing names it', () => {
    expect(
      auditSentence(
        entry({ action: 'video.retire', before: { retired: false }, after: { retired: true } }),
      ),
    ).toBe('retired video v1');
  });

  it('names a deleted category by its name', () => {
    expect(
      auditSentence(
        entry({
          action: 'category.delete',
          target: { kind: 'category', _id: 'c1' },
          before: { categoryName: 'Knitting' },
        }),
      ),
    ).toBe("deleted category 'Knitting'");
  });

  it('says which role a user was given', () => {
    expect(
      auditSentence(
        entry({
          action: 'user.role',
          target: { kind: 'user', _id: 'u2' },
          before: { role: 'member' },
          after: { role: 'curator' },
        }),
      ),
    ).toBe('made user u2 a curator');
  });
});

describe('auditChanges', () => {
  it('lists each field before and after, as text', () => {
    expect(
      auditChanges(
        entry({ before: { title: 'Old', views: 3 }, after: { title: '<b>New</b>', tags: ['a'] } }),
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: '<b>New</b>' },
      { field: 'views', before: '3', after: '—' },
      { field: 'tags', before: '—', after: '["a"]' },
    ]);
    expect(fieldText(null)).toBe('—');
    expect(fieldText(false)).toBe('false');
  });
});

describe('audit filters and the address', () => {
  it('round-trips the filters through the query string', () => {
    const filters = {
      action: 'user.role',
      targetKind: 'user',
      actor: 'u1',
      from: '2026-11-01',
      to: '2026-11-30',
    } as const;
    const search = auditFiltersToSearch(filters);
    expect(search.toString()).toBe(
      'action=user.role&targetKind=user&actor=u1&from=2026-11-01&to=2026-11-30',
    );
    expect(auditFiltersFromSearch(search)).toEqual(filters);
  });

  it('drops what the server would refuse, and names only what is set', () => {
    expect(
      auditFiltersFromSearch(
        new URLSearchParams(
          'action=video.burn&targetKind=playlist&from=yesterday&to=2026-11-30&actor=%20',
        ),
      ),
    ).toEqual({ to: '2026-11-30' });
    expect(auditFiltersToSearch({}).toString()).toBe('');
  });
});
