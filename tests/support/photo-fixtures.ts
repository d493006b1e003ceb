import { crc32 } from 'node:zlib';
import sharp, { type FormatEnum } from 'sharp';

// Photos made by the tests themselves with sharp, so the repository holds no binary fixtures:
// for the photo pipeline (src/server/node/photos/photo-processing.test.ts) and the upload API
// (tests/api/made-photos.test.ts).

/** A plain image of one colour, in `format`. */
export function image(
  width: number,
  height: number,
  format: keyof FormatEnum | 'avif',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#36a' } })
    .toFormat(format)
    .toBuffer();
}

/** A noisy JPEG: its scan data is most of the file, so cutting the file cuts the pixels. */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

/**
 * A 1×1 PNG whose header is rewritten to declare width×height (a decompression bomb), the CRC
 * made right again.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await image(1, 1, 'png'));
  // Signature (8), IHDR's length (4) and type (4), then width and height; the CRC covers
  // the type and the 13 bytes of data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
