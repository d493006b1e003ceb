import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
  type AuditAction,
  type AuditEntry,
  type AuditTargetKind,
} from '#shared/schemas/curation.schema.ts';

/**
 * Each audited action as the Audit section's filter and entries name it; translated where it
 * is drawn (`i18n._`).
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'user.role': msg`Role changed`,
  'video.add': msg`Video added`,
  'video.edit': msg`Video edited`,
  'video.retire': msg`Video retired`,
  'video.restore': msg`Video restored`,
  'video.import': msg`Video imported`,
  'category.add': msg`Category added`,
  'category.edit': msg`Category edited`,
  'category.delete': msg`Category deleted`,
  'category.reorder': msg`Categories reordered`,
  'made_post.hide': msg`Post hidden`,
  'made_post.restore': msg`Post restored`,
  'made_post.dismiss': msg`Reports dismissed`,
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetKind, MessageDescriptor> = {
  user: msg`Users`,
  video: msg`Videos`,
  category: msg`Categories`,
  made_post: msg`Made it posts`,
};

/** The Audit section's filters, as the address keeps them (`?action=video.retire&from=…`). */
export interface AuditFilters {
  action?: AuditAction;
  targetKind?: AuditTargetKind;
  actor?: string;
  /** Dates as a date input gives them: YYYY-MM-DD. */
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters an address names. Anything the server would refuse (an unknown action, a date
 * that is not YYYY-MM-DD) is dropped, so a hand-edited link still shows the audit.
 */
export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const action = AUDIT_ACTIONS.find((name) => name === search.get('action'));
  if (action) filters.action = action;
  const kind = AUDIT_TARGET_KINDS.find((name) => name === search.get('targetKind'));
  if (kind) filters.targetKind = kind;
  const actor = search.get('actor')?.trim();
  if (actor) filters.actor = actor;
  const from = search.get('from');
  if (from && DATE.test(from)) filters.from = from;
  const to = search.get('to');
  if (to && DATE.test(to)) filters.to = to;
  return filters;
}

/** The filters as a query string, in a fixed order, naming only those that are set. */
export function auditFiltersToSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['action', 'targetKind', 'actor', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

/** A field's value as plain text: strings as they are, anything else as JSON; none as "—". */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The name a side of an entry gives its target (a video's title, a category's name). */
function nameIn(fields: Record<string, unknown> | null): string | undefined {
  const name = fields?.title ?? fields?.categoryName;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * What an entry did, as the rest of a sentence after who did it: "retired video 'Paper
 * flowers'". The target is named by the title or name the entry gave it (after for adds and
 * edits), else as it is called now (the server's `target.name`), else as it was before (a
 * deleted category), else by its id.
 */
export function auditSentence(entry: AuditEntry): string {
  const name = nameIn(entry.after) ?? entry.target.name ?? nameIn(entry.before);
  const target = targetWords(entry.target.kind, name, entry.target._id);
  switch (entry.action) {
    case 'user.role': {
      const role = entry.after?.role;
      const user = targetWords('user', entry.target.name, entry.target._id, false);
      if (role === 'curator') return t`made ${user} a curator`;
      if (role === 'member') return t`made ${user} a member`;
      return typeof role === 'string' ? t`made ${user} a ${role}` : t`changed the role of ${user}`;
    }
    case 'video.add':
    case 'category.add':
      return t`added ${target}`;
    case 'video.edit':
    case 'category.edit':
      return t`edited ${target}`;
    case 'video.retire':
      return t`retired ${target}`;
    case 'video.restore':
      return t`restored ${target}`;
    case 'video.import':
      return t`imported ${target}`;
    case 'category.delete':
      return t`deleted ${target}`;
    case 'category.reorder':
      return t`reordered the categories`;
    case 'made_post.hide':
      return t`hid ${target}`;
    case 'made_post.restore':
      return t`restored ${target}`;
    case 'made_post.dismiss':
      return t`dismissed the reports of ${target}`;
  }
}

/**
 * A target as a sentence names it: its kind and its name in quotes ("video 'Paper flowers'"),
 * or its kind and id when it has no name. A user with a name is named alone (`quoted` false).
 */
function targetWords(
  kind: AuditTargetKind,
  name: string | undefined,
  id: string,
  quoted = true,
): string {
  if (name !== undefined && !quoted) return name;
  if (name !== undefined) {
    // ICU reads a quote before a brace as an escape: '' is one quote mark.
    if (kind === 'video') return t`video ''${name}''`;
    if (kind === 'category') return t`category ''${name}''`;
    // A post is called by its video's title.
    if (kind === 'made_post') return t`a post on ''${name}''`;
    return t`user ''${name}''`;
  }
  if (kind === 'video') return t`video ${id}`;
  if (kind === 'category') return t`category ${id}`;
  if (kind === 'made_post') return t`post ${id}`;
  return t`user ${id}`;
}

/** The rows of an entry's details: each changed field, before and after, as text. */
export function auditChanges(
  entry: AuditEntry,
): { field: string; before: string; after: string }[] {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields].map((field) => ({
    field,
    before: fieldText(entry.before?.[field]),
    after: fieldText(entry.after?.[field]),
  }));
}
