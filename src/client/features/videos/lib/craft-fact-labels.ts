import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Difficulty, TimeRange } from '#shared/craft-fact-values.ts';

/**
 * How the home filters and the video page name each difficulty and time range (docs/product.md,
 * "Craft facts"), translated where drawn with `i18n._()`: the values are the API's, the words
 * the reader's language's.
 */
export const DIFFICULTY_MESSAGES: Record<Difficulty, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

export const TIME_RANGE_MESSAGES: Record<TimeRange, MessageDescriptor> = {
  'under-30': msg`Under 30 min`,
  '30-60': msg`30–60 min`,
  'over-60': msg`Over an hour`,
};
