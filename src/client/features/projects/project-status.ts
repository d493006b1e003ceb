import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatDate } from '#shared/format/dates.ts';
import type { Project, ProjectStatus } from '#shared/schemas/project.schema.ts';

/** What each status is called where a user reads it (translated where drawn: `statusLabel`). */
const STATUS_LABELS: Record<ProjectStatus, MessageDescriptor> = {
  to_try: msg({ message: 'To try', comment: 'Status of a craft project: not started yet' }),
  making: msg({ message: 'Making', comment: 'Status of a craft project: being made now' }),
  made: msg({ message: 'Made it', comment: 'Status of a craft project: finished' }),
};

/** A status's name in the active language: "To try", "Making", "Made it". */
export function statusLabel(status: ProjectStatus): string {
  return i18n._(STATUS_LABELS[status]);
}

/** The tabs' order: from the idea to the thing made. */
export const STATUS_ORDER: readonly ProjectStatus[] = ['to_try', 'making', 'made'];

/** The tab a `?status=` value names; anything else (or none) is To try. */
export function statusFromParam(value: string | null): ProjectStatus {
  return STATUS_ORDER.find((status) => status === value) ?? 'to_try';
}

/** A change's date as a user reads it: "23 Nov 2026" in English (UTC, as the server keeps it). */
export function formatChangeDate(iso: string, locale = 'en'): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatDate(new Date(time), locale);
}

/** What a card says about its status: "Made it since 23 Nov 2026". */
export function statusSince(project: Pick<Project, 'status' | 'updatedAt'>, locale = 'en'): string {
  const date = formatChangeDate(project.updatedAt, locale);
  const status = statusLabel(project.status);
  return date ? t`${status} since ${date}` : status;
}

/** "You have 3 of 5 materials", for a checklist's summary. */
export function checklistSummary(project: Pick<Project, 'materials'>): string {
  const total = project.materials.length;
  const have = project.materials.filter((item) => item.have).length;
  if (total === 0) return t`This video lists no materials`;
  return plural(total, {
    one: `You have ${have} of # material`,
    other: `You have ${have} of # materials`,
  });
}

/** What the toast says after the status control changed a project. */
export function statusChangedMessage(status: ProjectStatus | null): string {
  if (!status) return t`Removed from your projects`;
  const label = statusLabel(status);
  return t`Moved to ${label}`;
}
