import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatMinutes } from '#shared/format/duration.ts';
import {
  MADE_FELT,
  type MadeFelt,
  type MadeReportReason,
  type MadeSummary,
  type MadeVisibility,
} from '#shared/schemas/made-post.schema.ts';

/** How a make felt, as the form's choices and a post's facts say it. */
const FELT_LABELS: Record<MadeFelt, MessageDescriptor> = {
  easier: msg`Easier than expected`,
  as_expected: msg`As expected`,
  harder: msg`Harder than expected`,
};

export function feltLabel(felt: MadeFelt): string {
  return i18n._(FELT_LABELS[felt]);
}

/** The end of the makers' summary line: "most found it as expected". */
const FELT_MOST: Record<MadeFelt, MessageDescriptor> = {
  easier: msg`most found it easier than expected`,
  as_expected: msg`most found it as expected`,
  harder: msg`most found it harder than expected`,
};

const VISIBILITY_LABELS: Record<MadeVisibility, MessageDescriptor> = {
  private: msg`Private`,
  public: msg`Public`,
};

export function visibilityLabel(visibility: MadeVisibility): string {
  return i18n._(VISIBILITY_LABELS[visibility]);
}

const REASON_LABELS: Record<MadeReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  not_this_project: msg`Not this project`,
  inappropriate: msg`Inappropriate`,
  private_information: msg`Private information`,
};

export function reasonLabel(reason: MadeReportReason): string {
  return i18n._(REASON_LABELS[reason]);
}

/** "Made by 3 makers". */
export function makersHeading(makers: number): string {
  return plural(makers, { one: 'Made by # maker', other: 'Made by # makers' });
}

/** The time range of the middle half of makers, "35 min–1 h", or one time when both ends meet. */
function minutesRange(minutes: { low: number; high: number }, locale: string): string {
  const low = formatMinutes(minutes.low, locale);
  if (minutes.low === minutes.high) return low;
  return `${low}–${formatMinutes(minutes.high, locale)}`;
}

/** The feeling most makers had; undefined when none told. */
function mostFelt(felt: MadeSummary['felt']): MadeFelt | undefined {
  let most: MadeFelt | undefined;
  for (const one of MADE_FELT) {
    if (felt[one] > 0 && (most === undefined || felt[one] > felt[most])) most = one;
  }
  return most;
}

/** "Makers took 35–60 min; most found it as expected", from the gallery's summary. */
export function summaryLine(summary: MadeSummary, locale: string): string {
  const most = mostFelt(summary.felt);
  const feltText = most ? i18n._(FELT_MOST[most]) : '';
  if (!summary.minutes) return feltText;
  const range = minutesRange(summary.minutes, locale);
  return feltText ? t`Makers took ${range}; ${feltText}` : t`Makers took ${range}`;
}
