import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoDimensions } from './photo-dimensions.ts';
import { sniffPhotoType } from './photo-type.ts';

/** A real photo of the size, made by sharp (libvips writes each format as cameras and apps do). */
async function photo(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width: number,
  height: number,
  options: { lossless?: boolean; alpha?: boolean; exif?: boolean } = {},
): Promise<Uint8Array> {
  let image = sharp({
    create: {
      width,
      height,
      channels: options.alpha ? 4 : 3,
      background: { r: 200, g: 80, b: 40, alpha: 0.5 },
    },
  });
  if (options.exif) image = image.withMetadata({ orientation: 6 });
  if (format === 'webp') image = image.webp({ lossless: options.lossless ?? false });
  else if (format === 'avif') image = image.avif({ quality: 30, effort: 0 });
  else if (format === 'png') image = image.png();
  else image = image.jpeg({ progressive: options.lossless ?? false });
  return new Uint8Array(await image.toBuffer());
}

function dimensionsOf(bytes: Uint8Array) {
  const type = sniffPhotoType(bytes);
  if (!type) throw new Error('not a photo');
  return readPhotoDimensions(bytes, type);
}

describe('readPhotoDimensions', () => {
  it.each([
    ['a baseline JPEG', () => photo('jpeg', 300, 200)],
    ['a progressive JPEG', () => photo('jpeg', 300, 200, { lossless: true })],
    ['a JPEG with EXIF (its size before turning)', () => photo('jpeg', 300, 200, { exif: true })],
    ['a PNG', () => photo('png', 300, 200)],
    ['a lossy WebP', () => photo('webp', 300, 200)],
    ['a lossless WebP', () => photo('webp', 300, 200, { lossless: true })],
    ['an extended WebP (alpha)', () => photo('webp', 300, 200, { alpha: true })],
    ['an AVIF', () => photo('avif', 300, 200)],
    ['an AVIF with alpha', () => photo('avif', 300, 200, { alpha: true })],
  ])('reads the size of %s from its header', async (_kind, make) => {
    expect(dimensionsOf(await make())).toEqual({ width: 300, height: 200 });
  });

  it('reads a size far past the pixel limit from the header alone, with no pixels after it', () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    png.set(
      [...'IHDR'].map((c) => c.charCodeAt(0)),
      12,
    );
    png.set([0, 0, 0xc3, 0x50, 0, 0, 0xc3, 0x50], 16); // 50,000 × 50,000
    expect(readPhotoDimensions(png, 'png')).toEqual({ width: 50_000, height: 50_000 });

    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0xea, 0x60, 0xea, 0x60, 3,
    ]);
    expect(readPhotoDimensions(jpeg, 'jpeg')).toEqual({ width: 60_000, height: 60_000 });

    const webp = new Uint8Array(30);
    webp.set([...'RIFF\0\0\0\0WEBPVP8X'].map((c) => c.charCodeAt(0)));
    webp.set([0xff, 0xff, 0xff, 0xff, 0xff, 0xff], 24); // 16,777,216 × 16,777,216
    expect(readPhotoDimensions(webp, 'webp')).toEqual({ width: 16_777_216, height: 16_777_216 });
  });

  it('reads nothing from a header cut short or with no size in it', async () => {
    const jpeg = await photo('jpeg', 300, 200);
    expect(readPhotoDimensions(jpeg.subarray(0, 20), 'jpeg')).toBeUndefined();
    expect(readPhotoDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'jpeg')).toBe(
      undefined,
    );
    const png = await photo('png', 300, 200);
    expect(readPhotoDimensions(png.subarray(0, 12), 'png')).toBeUndefined();
    const avif = await photo('avif', 300, 200);
    expect(readPhotoDimensions(avif.subarray(0, 40), 'avif')).toBeUndefined();
    const webp = await photo('webp', 300, 200);
    expect(readPhotoDimensions(webp.subarray(0, 20), 'webp')).toBeUndefined();
  });
});
