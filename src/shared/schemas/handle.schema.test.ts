import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HANDLE_MAX,
  HandleSchema,
  handleProblemOf,
  normalizeHandle,
  RESERVED_HANDLES,
} from './handle.schema.ts';

describe('handleProblemOf', () => {
  it('names the first rule a handle breaks', () => {
    expect(handleProblemOf('ab')).toBe('too-short');
    expect(handleProblemOf('a'.repeat(HANDLE_MAX + 1))).toBe('too-long');
    expect(handleProblemOf('has space')).toBe('characters');
    expect(handleProblemOf('émile')).toBe('characters');
    expect(handleProblemOf('-maker')).toBe('start');
    expect(handleProblemOf('_maker')).toBe('start');
    expect(handleProblemOf('Admin')).toBe('reserved');
    expect(handleProblemOf('  Maker_Ann-2 ')).toBeNull();
    expect(handleProblemOf('9lives')).toBeNull();
  });

  it('reserves the words that name the site and its pages', () => {
    for (const word of ['admin', 'api', 'craftreel', 'curation', 'support', 'u', 'me']) {
      expect(RESERVED_HANDLES).toContain(word);
    }
    for (const word of ['settings', 'login', 'signup', 'help']) {
      expect(handleProblemOf(word), word).toBe('reserved');
    }
  });

  it('agrees with the schema the API checks handles with, on any text', () => {
    const handleLike = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[ A-Za-z0-9_.-]{0,34}$/),
      fc.constantFrom(...RESERVED_HANDLES),
    );
    fc.assert(
      fc.property(handleLike, (text) => {
        const parsed = HandleSchema.safeParse(text);
        expect(parsed.success, JSON.stringify(text)).toBe(handleProblemOf(text) === null);
        if (parsed.success) expect(parsed.data).toBe(normalizeHandle(text));
      }),
    );
  });
});
