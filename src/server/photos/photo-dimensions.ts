import type { PhotoType } from './photo-type.ts';

/*
 * A photo's size as its header declares it, read without decoding a pixel, so a photo that
 * claims more pixels than the pipeline takes (a decompression bomb) is refused before anything
 * decodes it. Plain code with no Node module: the demo's processor (src/demo) has no sharp to
 * read headers for it. Only the size is read; whether the rest of the file decodes is the
 * decoder's to find out.
 */

export interface PhotoDimensions {
  width: number;
  height: number;
}

function u16be(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function u32be(bytes: Uint8Array, at: number): number {
  return u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
}

function u16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u24le(bytes: Uint8Array, at: number): number {
  return u16le(bytes, at) + (bytes[at + 2] ?? 0) * 0x10000;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** Both sides, when both are known and non-zero. */
function sized(width: number, height: number): PhotoDimensions | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** PNG: the IHDR chunk comes first, right after the signature. */
function pngDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  if (bytes.byteLength < 24 || ascii(bytes, 12, 16) !== 'IHDR') return undefined;
  return sized(u32be(bytes, 16), u32be(bytes, 20));
}

/** The start-of-frame markers of every JPEG coding (baseline, progressive, lossless, …). */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * JPEG: the markers' segments are walked until a start of frame, which holds the height and the
 * width; the image data (start of scan) coming first means there is no size to read.
 */
function jpegDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  let at = 2;
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    // Markers that stand alone, with no segment.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = u16be(bytes, at + 2);
    if (length < 2) return undefined;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (at + 9 > bytes.byteLength) return undefined;
      return sized(u16be(bytes, at + 7), u16be(bytes, at + 5));
    }
    at += 2 + length;
  }
  return undefined;
}

/** WebP: its first chunk says, in each of the three forms (lossy, lossless, extended). */
function webpDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  if (bytes.byteLength < 30) return undefined;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14 bits of width and of height (2 bits of scale above).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return sized(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits =
      (bytes[21] ?? 0) |
      ((bytes[22] ?? 0) << 8) |
      ((bytes[23] ?? 0) << 16) |
      ((bytes[24] ?? 0) * 0x1000000);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  return undefined;
}

interface Box {
  type: string;
  /** Where its content starts and ends. */
  start: number;
  end: number;
}

/** The boxes of an ISO base media file between `from` and `to`, as far as they are in `bytes`. */
function* boxes(bytes: Uint8Array, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = u32be(bytes, at);
    const type = ascii(bytes, at + 4, at + 8);
    let start = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = u32be(bytes, at + 8) * 0x100000000 + u32be(bytes, at + 12);
      start = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < start - at) return;
    const end = Math.min(at + size, to);
    yield { type, start, end };
    at += size;
  }
}

function child(bytes: Uint8Array, parent: Box, type: string, skip = 0): Box | undefined {
  for (const box of boxes(bytes, parent.start + skip, parent.end)) {
    if (box.type === type) return box;
  }
  return undefined;
}

/**
 * AVIF: the image spatial extents (`ispe`) among the item properties, meta → iprp → ipco. A
 * file may hold several images (an alpha plane, a thumbnail): the largest is the one that counts.
 */
function avifDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  const file: Box = { type: '', start: 0, end: bytes.byteLength };
  const meta = child(bytes, file, 'meta');
  // meta is a full box: four bytes of version and flags before its children.
  const iprp = meta && child(bytes, meta, 'iprp', 4);
  const ipco = iprp && child(bytes, iprp, 'ipco');
  if (!ipco) return undefined;
  let largest: PhotoDimensions | undefined;
  for (const box of boxes(bytes, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.start + 12 > box.end) continue;
    const found = sized(u32be(bytes, box.start + 4), u32be(bytes, box.start + 8));
    if (found && (!largest || found.width * found.height > largest.width * largest.height)) {
      largest = found;
    }
  }
  return largest;
}

/**
 * The width and height a photo's header declares (before any EXIF orientation, which turns a
 * photo but keeps its pixels), or undefined when the header holds none that can be read.
 */
export function readPhotoDimensions(
  bytes: Uint8Array,
  type: PhotoType,
): PhotoDimensions | undefined {
  switch (type) {
    case 'png':
      return pngDimensions(bytes);
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'webp':
      return webpDimensions(bytes);
    case 'avif':
      return avifDimensions(bytes);
  }
}
