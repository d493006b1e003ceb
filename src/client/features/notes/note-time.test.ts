import { describe, expect, it } from 'vitest';
import { formatNoteTime, noteMomentOf } from './note-time.ts';

describe('formatNoteTime', () => {
  it('writes minutes and seconds, and hours only when there are some', () => {
    expect(formatNoteTime(0)).toBe('0:00');
    expect(formatNoteTime(7)).toBe('0:07');
    expect(formatNoteTime(85)).toBe('1:25');
    expect(formatNoteTime(600)).toBe('10:00');
    expect(formatNoteTime(3723)).toBe('1:02:03');
    expect(formatNoteTime(172_800)).toBe('48:00:00');
  });
});

describe('noteMomentOf', () => {
  it("takes the player's time in whole seconds, 0 before it plays", () => {
    expect(noteMomentOf(85.9)).toBe(85);
    expect(noteMomentOf(0)).toBe(0);
    expect(noteMomentOf(-2)).toBe(0);
    expect(noteMomentOf(Number.NaN)).toBe(0);
  });
});
