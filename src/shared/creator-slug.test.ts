import { describe, expect, it } from 'vitest';
import { CREATOR_SLUG_MAX, creatorSlug } from './creator-slug.ts';

describe('creatorSlug', () => {
  it('lower-cases and joins words with one dash, trimmed', () => {
    expect(creatorSlug('Thread & Hoop')).toBe('thread-hoop');
    expect(creatorSlug("  Meera's Craft Corner!! ")).toBe('meera-s-craft-corner');
    expect(creatorSlug('Box--&--Glue 2')).toBe('box-glue-2');
  });

  it('takes the accents off Latin letters', () => {
    expect(creatorSlug('Café Crème Ñandú')).toBe('cafe-creme-nandu');
    expect(creatorSlug('CAFÉ')).toBe(creatorSlug('cafe'));
  });

  it('keeps letters of other scripts, with their marks', () => {
    expect(creatorSlug('मीरा क्राफ्ट्स')).toBe('मीरा-क्राफ्ट्स');
    expect(creatorSlug('حِرَف سارة')).toBe('حِرَف-سارة');
    expect(creatorSlug('Ольга Арт')).toBe('ольга-арт');
  });

  it('gives a name with no letter or digit a short stable hash', () => {
    const slug = creatorSlug('★ ★ ★');
    expect(slug).toMatch(/^c-[0-9a-z]{1,7}$/);
    expect(creatorSlug('★ ★ ★')).toBe(slug);
    expect(creatorSlug('☆ ☆ ☆')).not.toBe(slug);
  });

  it('cuts a long name at a dash', () => {
    const slug = creatorSlug('word '.repeat(40));
    expect([...slug].length).toBeLessThanOrEqual(CREATOR_SLUG_MAX);
    expect(slug.endsWith('word')).toBe(true);
  });
});
