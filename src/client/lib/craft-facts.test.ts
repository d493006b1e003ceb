import { describe, expect, it } from 'vitest';
import { formatProjectTime } from './craft-facts.ts';

describe('formatProjectTime', () => {
  it('says minutes under an hour, hours and minutes from an hour on', () => {
    expect(formatProjectTime(5)).toBe('5 min');
    expect(formatProjectTime(59)).toBe('59 min');
    expect(formatProjectTime(60)).toBe('1 h');
    expect(formatProjectTime(90)).toBe('1 h 30 min');
    expect(formatProjectTime(240)).toBe('4 h');
  });
});
