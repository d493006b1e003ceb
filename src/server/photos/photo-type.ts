import { MADE_PHOTO_MAX_BYTES } from '#shared/made-post-bounds.ts';
import { PhotoError } from './photo-error.ts';

/*
 * What a "Made it" photo may be (docs/product.md, "Made it photos";
 * docs/decisions/0017-photos-sharp-and-a-photo-store.md): its type is told by its first bytes,
 * never by a file name or a claimed Content-Type. Plain code with no Node module, so the
 * portable API (and the demo) can refuse a wrong file before anything decodes it.
 */

/** The largest photo accepted, in bytes: 15 MiB. A larger one is refused before it is decoded. */
export const MAX_PHOTO_BYTES = MADE_PHOTO_MAX_BYTES;

/** The image types a photo may be. */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/**
 * AVIF is an ISO base media file: a `ftyp` box first, whose major brand or one of whose
 * compatible brands is `avif` (a still image) or `avis` (a sequence). HEIC (`heic`, `mif1`
 * alone) and other such files are not AVIF.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize, bytes.byteLength, 256);
  // The major brand at 8, its version at 12, then compatible brands, four bytes each.
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** The photo type its bytes say, or undefined for anything else (GIF, SVG, HTML, HEIC, …). */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.byteLength >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/**
 * The checks made before anything decodes a photo: its size, then its type by its first bytes.
 * Throws a PhotoError (too_large, unsupported_type); answers the type otherwise.
 */
export function acceptedPhotoType(bytes: Uint8Array): PhotoType {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new PhotoError('too_large');
  const type = sniffPhotoType(bytes);
  if (!type) throw new PhotoError('unsupported_type');
  return type;
}
