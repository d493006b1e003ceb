import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateAndTime,
  formatDayHeading,
  formatMediumDate,
  formatMonth,
  formatTimeOfDay,
} from './dates.ts';

// ICU writes a no-break space (U+00A0) or a narrow one (U+202F) inside dates and times, and
// right-to-left marks (U+200F) in Arabic dates; the tests read the first as plain spaces and
// leave the marks out.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');

const LOCALES = ['en', 'hi-IN', 'es', 'fr', 'ar'];

describe('formatDayHeading', () => {
  const now = new Date(2026, 10, 23, 9);
  const headings = (locale: string) => [
    plain(formatDayHeading(new Date(2026, 10, 20, 12), now, locale)),
    plain(formatDayHeading(new Date(2025, 11, 31, 12), now, locale)),
  ];

  it('names the day in each language, with the year only when it is not this one', () => {
    expect(LOCALES.map(headings)).toEqual([
      ['Friday, November 20', 'Wednesday, December 31, 2025'],
      ['शुक्रवार, 20 नवंबर', 'बुधवार, 31 दिसंबर 2025'],
      ['viernes, 20 de noviembre', 'miércoles, 31 de diciembre de 2025'],
      ['vendredi 20 novembre', 'mercredi 31 décembre 2025'],
      ['الجمعة، 20 نوفمبر', 'الأربعاء، 31 ديسمبر 2025'],
    ]);
    expect(formatDayHeading(new Date(2026, 10, 20, 12), now, 'en-GB')).toBe('Friday 20 November');
  });
});

describe('formatDate and formatMediumDate', () => {
  it('writes English dates day first, as the app always has; other languages their way', () => {
    const late = new Date('2026-11-23T23:59:00Z');
    expect(formatDate(late, 'en')).toBe('23 Nov 2026');
    expect(formatDate(late, 'en-US')).toBe('Nov 23, 2026');
    expect(LOCALES.slice(1).map((locale) => plain(formatDate(late, locale)))).toEqual([
      '23 नव॰ 2026',
      '23 nov 2026',
      '23 nov. 2026',
      '23 نوفمبر 2026',
    ]);
  });

  it('writes a medium date in UTC in each language', () => {
    const published = new Date('2021-05-04T23:30:00Z');
    expect(LOCALES.map((locale) => plain(formatMediumDate(published, locale)))).toEqual([
      'May 4, 2021',
      '4 मई 2021',
      '4 may 2021',
      '4 mai 2021',
      '04/05/2021',
    ]);
  });
});

describe('formatTimeOfDay and formatDateAndTime', () => {
  const afternoon = new Date(2026, 10, 20, 14, 5);
  const morning = new Date(2026, 10, 20, 9, 5);

  it('writes the hour in two digits, on the clock the locale or this device keeps', () => {
    // This process's own locale decides the clock of its own language only (see deviceHourCycle);
    // Spanish and French keep 24 hours unless it speaks them.
    expect(['14:05', '02:05 PM']).toContain(plain(formatTimeOfDay(afternoon, 'en')));
    expect(['09:05', '09:05 AM']).toContain(plain(formatTimeOfDay(morning, 'en')));
    const device = new Intl.DateTimeFormat().resolvedOptions().locale;
    if (!/^(es|fr)\b/.test(device)) {
      expect(formatTimeOfDay(afternoon, 'es')).toBe('14:05');
      expect(formatTimeOfDay(morning, 'fr')).toBe('09:05');
    }
    if (!/^(hi|ar)\b/.test(device)) {
      expect(plain(formatTimeOfDay(afternoon, 'hi-IN'))).toBe('02:05 pm');
      expect(plain(formatTimeOfDay(afternoon, 'ar'))).toBe('02:05 م');
    }
  });

  it('writes a date and time of day in each language', () => {
    const device = new Intl.DateTimeFormat().resolvedOptions().locale;
    if (!/^(es|fr|ar)\b/.test(device)) {
      expect(plain(formatDateAndTime(afternoon, 'es'))).toBe('20 nov 2026, 14:05');
      expect(plain(formatDateAndTime(afternoon, 'fr'))).toBe('20 nov. 2026, 14:05');
      expect(plain(formatDateAndTime(afternoon, 'ar'))).toBe('20/11/2026، 2:05 م');
    }
  });
});

describe('formatMonth', () => {
  it('writes a YYYY-MM month with its year, in each language', () => {
    expect(LOCALES.map((locale) => plain(formatMonth('2026-11', locale) ?? ''))).toEqual([
      'November 2026',
      'नवंबर 2026',
      'noviembre de 2026',
      'novembre 2026',
      'نوفمبر 2026',
    ]);
  });

  it('answers undefined for anything else', () => {
    for (const text of ['2026-13', '2026-1', 'November', '']) {
      expect(formatMonth(text, 'en'), text).toBeUndefined();
    }
  });
});
