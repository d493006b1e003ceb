import { describe, expect, it } from 'vitest';
import { MATERIAL_WORDS_MAX, materialKey, materialWords } from './material-key.ts';

describe('materialWords', () => {
  it('lower-cases and splits on anything that is not a letter or a digit', () => {
    expect(materialWords('Corrugated  Cardboard (A4)')).toEqual(['corrugated', 'cardboard', 'a4']);
    expect(materialWords('Jute twine, 2-ply')).toEqual(['jute', 'twine', '2', 'ply']);
  });

  it('folds common plural endings, the same way for names and filters', () => {
    expect(materialWords('Plastic bottles')).toEqual(['plastic', 'bottle']);
    expect(materialWords('Paintbrushes boxes')).toEqual(['paintbrush', 'box']);
    expect(materialWords('Berries')).toEqual(['berry']);
    expect(materialWords('Glass glasses')).toEqual(['glass', 'glass']);
    expect(materialWords('Canvas')).toEqual(['canvas']);
    expect(materialWords('Scissors')).toEqual(materialWords('scissor'));
  });

  it('ignores accents', () => {
    expect(materialWords('Papier-mâché')).toEqual(['papier', 'mache']);
  });

  it('has no words for text of punctuation only, and caps how many count', () => {
    expect(materialWords(' -- ')).toEqual([]);
    expect(materialWords('a '.repeat(40))).toHaveLength(MATERIAL_WORDS_MAX);
  });
});

describe('materialKey', () => {
  it('is the words one space apart', () => {
    expect(materialKey('  Acrylic PAINTS  ')).toBe('acrylic paint');
    expect(materialKey('')).toBe('');
  });
});
