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

describe('formatRelativeAge in other languages', () => {
  const ages = (locale: string) =>
    [30, 60, 2 * 3600, 3 * 86_400, 400 * 86_400].map((seconds) =>
      formatRelativeAge(ago(seconds * SECOND), now, locale),
    );

  it('keeps English as it was, and English of any region says "just now"', () => {
    expect(ages('en')).toEqual([
      'just now',
      '1 minute ago',
      '2 hours ago',
      '3 days ago',
      '1 year ago',
    ]);
    expect(formatRelativeAge(ago(5 * SECOND), now, 'en-GB')).toBe('just now');
  });

  it('says the age in Hindi, Spanish, French and Arabic, "now" in their own words', () => {
    expect(ages('hi-IN')).toEqual(['अब', '1 मिनट पहले', '2 घंटे पहले', '3 दिन पहले', '1 वर्ष पहले']);
    expect(ages('es')).toEqual([
      'ahora',
      'hace 1 minuto',
      'hace 2 horas',
      'hace 3 días',
      'hace 1 año',
    ]);
    expect(ages('fr')).toEqual([
      'maintenant',
      'il y a 1 minute',
      'il y a 2 heures',
      'il y a 3 jours',
      'il y a 1 an',
    ]);
    // Arabic has a dual: "two hours ago" is one word, ساعتين.
    expect(ages('ar')).toEqual([
      'الآن',
      'قبل دقيقة واحدة',
      'قبل ساعتين',
      'قبل 3 أيام',
      'قبل سنة واحدة',
    ]);
  });
});
