import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { image, noisyJpeg, pngDeclaring } from '../../../../tests/support/photo-fixtures.ts';
import { PhotoError, type PhotoRefusal } from '../../photos/photo-error.ts';
import { MAX_PHOTO_BYTES } from '../../photos/photo-type.ts';
import { createPhotoProcessor, PHOTO_WIDTHS, processPhoto } from './photo-processing.ts';

async function refusalOf(work: Promise<unknown>): Promise<PhotoRefusal | 'accepted'> {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    if (error instanceof PhotoError) return error.reason;
    throw error;
  }
}

/** Whether an EXIF block (as sharp's metadata gives it) has a GPS IFD: tag 0x8825 in IFD0. */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(6); // after "Exif\0\0"
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Maker</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

describe('processPhoto', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'turns a %s into WebP at every width, with a placeholder',
    async (format) => {
      const photo = await processPhoto(await image(1300, 900, format));
      expect(photo).toMatchObject({ width: 1300, height: 900 });
      expect(photo.variants.map((v) => v.width)).toEqual([...PHOTO_WIDTHS]);
      for (const variant of photo.variants) {
        const metadata = await sharp(variant.bytes).metadata();
        expect(metadata.format).toBe('webp');
        expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
        expect(variant.height).toBe(Math.round((variant.width * 900) / 1300));
      }
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
      const placeholder = Buffer.from(photo.placeholder.split(',')[1] ?? '', 'base64');
      expect((await sharp(placeholder).metadata()).width).toBe(16);
    },
  );

  it('never enlarges: a narrow photo is kept at the widths below its own and its own', async () => {
    const photo = await processPhoto(await image(500, 300, 'png'));
    expect(photo.variants.map((v) => v.width)).toEqual([320, 500]);
    const tiny = await processPhoto(await image(100, 80, 'jpeg'));
    expect(tiny.variants.map((v) => [v.width, v.height])).toEqual([[100, 80]]);
  });

  it.each([
    ['a GIF', () => image(20, 20, 'gif')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9"/>')],
    ['plain text', async () => Buffer.from('just some words, saved as photo.jpg')],
    ['an HTML page', async () => Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a TIFF', () => image(20, 20, 'tiff')],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('refuses %s as an unsupported type, whatever it is called', async (_kind, make) => {
    expect(await refusalOf(processPhoto(await make()))).toBe('unsupported_type');
    const error = await processPhoto(await make()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 415, message: expect.stringMatching(/JPEG, PNG/) });
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const jpeg = await noisyJpeg(400, 300);
    const cut = jpeg.subarray(0, Math.floor(jpeg.byteLength * 0.6));
    expect(await refusalOf(processPhoto(cut))).toBe('unreadable');
    // Cut inside its header too.
    expect(await refusalOf(processPhoto(jpeg.subarray(0, 40)))).toBe('unreadable');
  });

  it('refuses a photo over 15 MB before decoding it', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024);
    big.set(await image(20, 20, 'jpeg'));
    expect(await refusalOf(processPhoto(big))).toBe('too_large');
    expect(await refusalOf(processPhoto(big.subarray(0, MAX_PHOTO_BYTES + 1)))).toBe('too_large');
  });

  it('refuses a decompression bomb by the pixels its header declares', async () => {
    // 900 million pixels declared in a 70-byte file; and 56 million, under sharp's own limit.
    expect(await refusalOf(processPhoto(await pngDeclaring(30_000, 30_000)))).toBe(
      'too_many_pixels',
    );
    expect(await refusalOf(processPhoto(await pngDeclaring(8_000, 7_000)))).toBe('too_many_pixels');
  });

  it('applies the EXIF orientation and keeps no EXIF, GPS, ICC, XMP or IPTC', async () => {
    const fixture = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#c33' },
    })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withIccProfile('p3')
      .withXmp(XMP)
      .jpeg()
      .toBuffer();
    const before = await sharp(fixture).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 60, height: 40 });
    expect(before.exif && hasGpsIfd(before.exif)).toBe(true);
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();

    const photo = await processPhoto(fixture);
    expect(photo).toMatchObject({ width: 40, height: 60 });
    for (const variant of photo.variants) {
      const after = await sharp(variant.bytes).metadata();
      expect([after.width, after.height]).toEqual([40, 60]);
      expect(after.orientation).toBeUndefined();
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(Buffer.from(variant.bytes).includes('PhoneMaker')).toBe(false);
    }
  });

  it('gives back only re-encoded pixels of an HTML/JS polyglot, never its script', async () => {
    const script = '<script>alert(document.cookie)</script>';
    // A JPEG whose comment segment holds a script, right after its start marker.
    const jpeg = await image(40, 30, 'jpeg');
    const comment = Buffer.from(script);
    const segment = Buffer.alloc(4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(comment.byteLength + 2, 2);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
    expect(polyglot.includes(script)).toBe(true);
    const photo = await processPhoto(polyglot);
    for (const variant of photo.variants) {
      expect(Buffer.from(variant.bytes).includes('<script')).toBe(false);
      expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
    }
    // A PNG with a page after its end: decoded and re-encoded; what followed is gone.
    const png = Buffer.concat([await image(40, 30, 'png'), Buffer.from(script)]);
    for (const variant of (await processPhoto(png)).variants) {
      expect(Buffer.from(variant.bytes).includes('<script')).toBe(false);
    }
    // A GIF carrying one: refused for its type.
    const gif = Buffer.concat([await image(40, 30, 'gif'), Buffer.from(script)]);
    expect(await refusalOf(processPhoto(gif))).toBe('unsupported_type');
  });
});

describe('createPhotoProcessor', () => {
  it('processes a bounded number at once and refuses more than its queue holds', async () => {
    const processor = createPhotoProcessor({ concurrency: 1, maxWaiting: 1 });
    const input = await image(100, 80, 'png');
    const outcomes = await Promise.all([1, 2, 3].map(() => refusalOf(processor.process(input))));
    expect(outcomes).toEqual(['accepted', 'accepted', 'busy']);
    // Refused at once by size or type, without a turn.
    expect(await refusalOf(processor.process(Buffer.from('GIF89a')))).toBe('unsupported_type');
  });
});
