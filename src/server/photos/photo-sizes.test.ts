import { describe, expect, it } from 'vitest';
import { variantWidths } from './photo-sizes.ts';

describe('variantWidths', () => {
  it.each([
    [4000, [320, 640, 1280]],
    [1280, [320, 640, 1280]],
    [1000, [320, 640, 1000]],
    [640, [320, 640]],
    [321, [320, 321]],
    [320, [320]],
    [200, [200]],
  ])('stores a photo %i px wide at %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});
