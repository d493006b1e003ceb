import { describe, expect, it } from 'vitest';
import { formatRelativeAge } from './relative-age.ts';

const SECOND = 1000;
const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeAge', () => {
  it('says what Intl.RelativeTimeFormat would, without creating one', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const cases: Array<[number, Intl.RelativeTimeFormatUnit, number]> = [
      [60, 'minute', 1],
      [119, 'minute', 1],
      [120, 'minute', 2],
      [3600, 'hour', 1],
      [5 * 3600, 'hour', 5],
      [86_400, 'day', 1],
      [6 * 86_400, 'day', 6],
      [7 * 86_400, 'week', 1],
      [29 * 86_400, 'week', 4],
      [30 * 86_400, 'month', 1],
      [364 * 86_400, 'month', 12],
      [365 * 86_400, 'year', 1],
      [3 * 365 * 86_400, 'year', 3],
    ];
    for (const [seconds, unit, count] of cases) {
      expect(formatRelativeAge(ago(seconds * SECOND), now)).toBe(intl.format(-count, unit));
    }
  });

  it('says "just now" under a minute, and for a moment in the future', () => {
    expect(formatRelativeAge(ago(59 * SECOND), now)).toBe('just now');
    expect(formatRelativeAge(ago(-5 * SECOND), now)).toBe('just now');
  });
});
