import { plural, t } from '@lingui/core/macro';
import { formatList } from '#shared/format/lists.ts';
import { formatCount } from '#shared/format/numbers.ts';
import {
  MADE_REPORT_REASONS,
  type MadeReportReason,
  type ModerationItem,
} from '#shared/schemas/made-post.schema.ts';

/** The Moderation section's tabs: posts with open reports, and posts a curator hid. */
export const MODERATION_STATES = ['reported', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** What a curator can do to a post of the queue, each its own POST. */
export type ModerationAction = 'hide' | 'restore' | 'dismiss';

/** The tab an address names (`?state=hidden`); none, or anything else, is Reported. */
export function moderationStateFromParam(value: string | null): ModerationState {
  return MODERATION_STATES.find((state) => state === value) ?? 'reported';
}

/** A reason with its count of reports, as the queue names it: "2 spam". */
function reasonCount(reason: MadeReportReason, count: string): string {
  switch (reason) {
    case 'spam':
      return t`${count} spam`;
    case 'not_this_project':
      return t`${count} not this project`;
    case 'inappropriate':
      return t`${count} inappropriate`;
    case 'private_information':
      return t`${count} private information`;
  }
}

/**
 * A post's reports in one line, by reason, most first: "3 reports: 2 spam, 1 inappropriate";
 * "No reports" for none.
 */
export function reportSummary(reports: ModerationItem['reports'], locale: string): string {
  const total = reports.total;
  const reasons = MADE_REPORT_REASONS.filter((reason) => reports[reason] > 0)
    .sort((a, b) => reports[b] - reports[a])
    .map((reason) => reasonCount(reason, formatCount(reports[reason], locale)));
  const byReason = formatList(reasons, locale, 'commas');
  if (total === 0) return t`No reports`;
  return plural(total, {
    one: `# report: ${byReason}`,
    other: `# reports: ${byReason}`,
  });
}
