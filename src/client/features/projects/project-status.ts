import { formatDate } from '#shared/format/dates.ts';
import type { Project, ProjectStatus } from '#shared/schemas/project.schema.ts';

/** What each status is called where a user reads it. */
export const STATUS_LABELS: Record<ProjectStatus, string> = {
  to_try: 'To try',
  making: 'Making',
  made: 'Made it',
};

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
  return date ? `${STATUS_LABELS[project.status]} since ${date}` : STATUS_LABELS[project.status];
}

/** "3 of 5 materials ticked", for a checklist's summary. */
export function checklistSummary(project: Pick<Project, 'materials'>): string {
  const total = project.materials.length;
  const have = project.materials.filter((item) => item.have).length;
  if (total === 0) return 'This video lists no materials';
  return `You have ${have} of ${total} ${total === 1 ? 'material' : 'materials'}`;
}

/** What the toast says after the status control changed a project. */
export function statusChangedMessage(status: ProjectStatus | null): string {
  return status ? `Moved to ${STATUS_LABELS[status]}` : 'Removed from your projects';
}
