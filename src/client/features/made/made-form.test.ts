import { describe, expect, it } from 'vitest';
import { checkMadeForm, EMPTY_FORM, splitMinutes, totalMinutes } from './made-form.ts';
import { summaryLine } from './made-texts.ts';

describe('the post form', () => {
  it('reads the time from hours and minutes, either left empty', () => {
    expect(totalMinutes({ hours: '1', minutes: '35' })).toBe(95);
    expect(totalMinutes({ hours: '', minutes: '45' })).toBe(45);
    expect(totalMinutes({ hours: '2', minutes: '' })).toBe(120);
    expect(totalMinutes({ hours: '1.5', minutes: '' })).toBeNaN();
    expect(splitMinutes(95)).toEqual({ hours: '1', minutes: '35' });
    expect(splitMinutes(45)).toEqual({ hours: '', minutes: '45' });
  });

  it('holds the fields to the API’s bounds', () => {
    const filled = { ...EMPTY_FORM, minutes: '30', felt: 'easier' as const };
    expect(checkMadeForm(filled, 1, false)).toEqual({
      ok: true,
      fields: {
        caption: '',
        minutes: 30,
        felt: 'easier',
        substitutions: '',
        visibility: 'private',
      },
    });
    const refused = checkMadeForm(
      { ...filled, hours: '168', minutes: '1', caption: 'x'.repeat(501) },
      5,
      false,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(Object.keys(refused.errors).sort()).toEqual(['caption', 'photos', 'time']);
    expect(checkMadeForm({ ...filled, hours: '168', minutes: '' }, 4, false).ok).toBe(true);
  });
});

describe("the makers' summary", () => {
  it('says the middle half of the times and the feeling most had', () => {
    const summary = {
      makers: 4,
      minutes: { low: 35, high: 60 },
      felt: { easier: 1, as_expected: 2, harder: 1 },
    };
    expect(summaryLine(summary, 'en')).toBe('Makers took 35 min–1 h; most found it as expected');
    expect(summaryLine({ ...summary, minutes: { low: 40, high: 40 } }, 'en')).toBe(
      'Makers took 40 min; most found it as expected',
    );
  });
});
