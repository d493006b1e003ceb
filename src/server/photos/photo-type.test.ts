import { describe, expect, it } from 'vitest';
import { PhotoError } from './photo-error.ts';
import { acceptedPhotoType, MAX_PHOTO_BYTES, sniffPhotoType } from './photo-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );
const size = (n: number) => [0, 0, 0, n];

describe('sniffPhotoType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['webp', bytes('RIFF', [1, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', bytes(size(28), 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
    ['avif', bytes(size(24), 'ftypmif1', [0, 0, 0, 0], 'mif1avif')],
    ['avif', bytes(size(20), 'ftypavis', [0, 0, 0, 0], 'avis')],
  ] as const)('reads %s from its first bytes', (type, head) => {
    expect(sniffPhotoType(head)).toBe(type);
  });

  it.each([
    ['GIF', bytes('GIF89a')],
    ['HEIC', bytes(size(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['an avif brand past the ftyp box', bytes(size(16), 'ftypmif1', [0, 0, 0, 0], 'avif')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html>')],
    ['RIFF that is not WebP', bytes('RIFF', [1, 0, 0, 0], 'WAVEfmt ')],
    ['nothing', bytes()],
  ])('reads no photo type from %s', (_kind, head) => {
    expect(sniffPhotoType(head)).toBeUndefined();
  });
});

describe('acceptedPhotoType', () => {
  it('refuses by size first, then by type', () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    expect(() => acceptedPhotoType(big)).toThrow(PhotoError);
    expect(() => acceptedPhotoType(big)).toThrow(expect.objectContaining({ reason: 'too_large' }));
    expect(() => acceptedPhotoType(bytes('GIF89a'))).toThrow(
      expect.objectContaining({ reason: 'unsupported_type', status: 415 }),
    );
    const atTheLimit = new Uint8Array(MAX_PHOTO_BYTES);
    atTheLimit.set([0xff, 0xd8, 0xff]);
    expect(acceptedPhotoType(atTheLimit)).toBe('jpeg');
  });
});
