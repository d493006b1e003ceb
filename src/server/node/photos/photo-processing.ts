import pLimit from 'p-limit';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { PhotoError } from '../../photos/photo-error.ts';
import {
  MAX_PHOTO_PIXELS,
  PHOTO_STEP_TIMEOUT_SECONDS,
  PHOTO_WIDTHS,
  PLACEHOLDER_QUALITY,
  PLACEHOLDER_WIDTH,
  WEBP_QUALITY,
} from '../../photos/photo-sizes.ts';
import type { PhotoProcessor, PhotoVariant, ProcessedPhoto } from '../../photos/photo-store.ts';
import { acceptedPhotoType, type PhotoType } from '../../photos/photo-type.ts';

/*
 * The photo pipeline of "Made it" posts (docs/product.md, "Made it photos";
 * docs/decisions/0017-photos-sharp-and-a-photo-store.md): an accepted photo is decoded once,
 * with bounded pixels and time, turned upright by its EXIF orientation, converted to sRGB and
 * re-encoded as WebP at a few widths, with no metadata at all (sharp writes none unless asked),
 * plus a tiny placeholder. The original is not kept.
 */

// The widths, limits and qualities are shared with the demo's processor (src/server/photos/photo-sizes.ts).
export { MAX_PHOTO_PIXELS, PHOTO_STEP_TIMEOUT_SECONDS, PHOTO_WIDTHS };

/**
 * libvips keeps recently used operations and their results in memory for reuse; every photo is
 * new, so its cache would only hold memory. This module is the process's one user of sharp.
 */
sharp.cache(false);

export interface PhotoLimits {
  maxPixels: number;
  timeoutSeconds: number;
}

const DEFAULT_LIMITS: PhotoLimits = {
  maxPixels: MAX_PHOTO_PIXELS,
  timeoutSeconds: PHOTO_STEP_TIMEOUT_SECONDS,
};

/** Whether what sharp read from the header is the type the first bytes said. */
function isType(type: PhotoType, metadata: Metadata): boolean {
  if (type === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === type;
}

/** A sharp error while reading the photo itself: the photo's fault, as a PhotoError. */
function refusalOf(error: unknown): PhotoError {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('exceeds pixel limit')) {
    return new PhotoError('too_many_pixels', { cause: error });
  }
  if (message.startsWith('timeout')) return new PhotoError('timed_out', { cause: error });
  return new PhotoError('unreadable', { cause: error });
}

/** After decoding only a time-out is the photo's doing; anything else is our fault. */
function timeoutOr(error: unknown): unknown {
  return error instanceof Error && error.message.startsWith('timeout')
    ? new PhotoError('timed_out', { cause: error })
    : error;
}

/**
 * Processes one photo: its size and type are checked before anything is decoded, its header
 * before its pixels. Throws a PhotoError for a photo refused; runs its sharp steps one after
 * another, so a photo holds one thread of libuv's pool at a time (createPhotoProcessor bounds
 * how many photos run at once).
 */
export async function processPhoto(
  input: Uint8Array,
  limits: PhotoLimits = DEFAULT_LIMITS,
): Promise<ProcessedPhoto> {
  const type = acceptedPhotoType(input);
  const options: SharpOptions = {
    limitInputPixels: limits.maxPixels,
    // Refuse a photo whose pixel data holds even a warning (a truncated JPEG), as sharp
    // advises for untrusted input, rather than store a half-grey picture.
    failOn: 'warning',
    autoOrient: true,
    sequentialRead: true,
  };
  const metadata = await sharp(input, options)
    .metadata()
    .catch((error: unknown) => {
      throw refusalOf(error);
    });
  if (!isType(type, metadata)) throw new PhotoError('unsupported_type');
  const { width, height } = metadata.autoOrient;
  const largest = Math.min(width, Math.max(...PHOTO_WIDTHS));

  // The one decode: upright, sRGB, 8 bits a channel, at the largest width stored (a JPEG is
  // shrunk while it is decoded), kept as raw pixels that every variant is made from.
  const decoded = await sharp(input, options)
    .timeout({ seconds: limits.timeoutSeconds })
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw refusalOf(error);
    });
  const raw = {
    width: decoded.info.width,
    height: decoded.info.height,
    channels: decoded.info.channels,
  };
  const fromRaw = () => sharp(decoded.data, { raw }).timeout({ seconds: limits.timeoutSeconds });

  const widths = [...PHOTO_WIDTHS.filter((w) => w < raw.width), raw.width];
  const variants: PhotoVariant[] = [];
  try {
    for (const target of widths) {
      const resized = target === raw.width ? fromRaw() : fromRaw().resize({ width: target });
      const { data, info } = await resized
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    const placeholder = await fromRaw()
      .resize({ width: Math.min(PLACEHOLDER_WIDTH, raw.width) })
      .blur(1)
      .webp({ quality: PLACEHOLDER_QUALITY })
      .toBuffer();
    return {
      width,
      height,
      variants,
      placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    };
  } catch (error) {
    throw timeoutOr(error);
  }
}

export interface PhotoProcessorOptions {
  /** Photos processed at once in this process (default 2). */
  concurrency?: number;
  /** Photos that may wait for a turn; one more is refused as busy (default 8). */
  maxWaiting?: number;
  limits?: PhotoLimits;
}

/**
 * The photo pipeline as the server runs it: at most `concurrency` photos at once, so uploads
 * arriving together leave libuv's thread pool (4 threads by default) to argon2's hashing and
 * the file system; a few more wait their turn, and beyond that a photo is refused as busy (a
 * 503) rather than queued without bound. A photo of the wrong size or type is refused at once,
 * without waiting for a turn.
 */
export function createPhotoProcessor(options: PhotoProcessorOptions = {}): PhotoProcessor {
  const limit = pLimit(options.concurrency ?? 2);
  const maxWaiting = options.maxWaiting ?? 8;
  const limits = options.limits ?? DEFAULT_LIMITS;
  return {
    async process(input: Uint8Array): Promise<ProcessedPhoto> {
      acceptedPhotoType(input);
      if (limit.pendingCount >= maxWaiting) throw new PhotoError('busy');
      return limit(() => processPhoto(input, limits));
    },
  };
}
