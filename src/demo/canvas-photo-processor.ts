import pLimit from 'p-limit';
import { readPhotoDimensions } from '#server/photos/photo-dimensions.ts';
import { PhotoError } from '#server/photos/photo-error.ts';
import {
  MAX_PHOTO_PIXELS,
  PHOTO_STEP_TIMEOUT_SECONDS,
  PLACEHOLDER_QUALITY,
  PLACEHOLDER_WIDTH,
  variantWidths,
  WEBP_QUALITY,
} from '#server/photos/photo-sizes.ts';
import {
  PHOTO_CONTENT_TYPE,
  type PhotoProcessor,
  type PhotoVariant,
  type ProcessedPhoto,
} from '#server/photos/photo-store.ts';
import { acceptedPhotoType } from '#server/photos/photo-type.ts';

/*
 * The demo's photo pipeline (docs/decisions/0011, docs/decisions/0017): the same PhotoProcessor
 * as Node's (src/server/node/photos/photo-processing.ts, sharp), on what a browser's service
 * worker has instead: createImageBitmap to decode, turned upright by the photo's EXIF
 * orientation, and an OffscreenCanvas to resize and encode WebP. Its rules are Node's: size and
 * type by the bytes first, then the pixels the header declares, before anything is decoded;
 * the same widths (src/server/photos/photo-sizes.ts), never wider than the photo; a 16 px
 * placeholder as a data: URL; and no metadata kept, since a canvas encodes pixels only.
 */

export interface CanvasPhotoLimits {
  maxPixels: number;
  /** How long each step (the decode, each encode) may take, in milliseconds. */
  stepTimeoutMs: number;
}

const DEFAULT_LIMITS: CanvasPhotoLimits = {
  maxPixels: MAX_PHOTO_PIXELS,
  stepTimeoutMs: PHOTO_STEP_TIMEOUT_SECONDS * 1000,
};

/** Whether this place can run the canvas pipeline (a browser or its workers; not Node). */
export function canProcessPhotosWithCanvas(): boolean {
  return typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';
}

/**
 * `work`, or a timed_out refusal once `ms` have passed. The browser cannot stop a decode or an
 * encode under way; the photo is refused all the same, and what it makes is thrown away.
 */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PhotoError('timed_out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Bytes as standard base64 (a data: URL's), a chunk at a time to keep call arguments few. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.byteLength; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The photo drawn at `width` × `height` and encoded as WebP at `quality` (0–100). */
async function encodeWebp(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  quality: number,
  blurPx = 0,
): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('CraftReel demo: this browser has no 2D canvas in workers');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (blurPx > 0) context.filter = `blur(${blurPx}px)`;
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: PHOTO_CONTENT_TYPE, quality: quality / 100 });
  // A browser that cannot encode WebP answers PNG instead: our shortcoming, never the photo's.
  if (blob.type !== PHOTO_CONTENT_TYPE) {
    throw new Error(`CraftReel demo: this browser encodes ${blob.type}, not WebP`);
  }
  return new Uint8Array(await blob.arrayBuffer());
}

/** A height for `width` that keeps the photo's proportions, at least one pixel. */
function heightAt(bitmap: ImageBitmap, width: number): number {
  return Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
}

/**
 * Processes one photo in the browser. Throws a PhotoError for a photo refused (as Node's does,
 * so the routes answer the same statuses); any other error is the demo's own fault.
 */
export async function processPhotoWithCanvas(
  input: Uint8Array,
  limits: CanvasPhotoLimits = DEFAULT_LIMITS,
): Promise<ProcessedPhoto> {
  const type = acceptedPhotoType(input);
  const declared = readPhotoDimensions(input, type);
  // Node's sharp reads every header it accepts; a header with no size is a damaged file.
  if (!declared) throw new PhotoError('unreadable');
  if (declared.width * declared.height > limits.maxPixels) {
    throw new PhotoError('too_many_pixels');
  }
  const bitmap = await withinTime(
    createImageBitmap(new Blob([input.slice()]), { imageOrientation: 'from-image' }),
    limits.stepTimeoutMs,
  ).catch((error: unknown) => {
    throw error instanceof PhotoError ? error : new PhotoError('unreadable', { cause: error });
  });
  try {
    // The header's size is checked above; a decoder may still find more (a lying header).
    if (bitmap.width * bitmap.height > limits.maxPixels) throw new PhotoError('too_many_pixels');
    const variants: PhotoVariant[] = [];
    for (const width of variantWidths(bitmap.width)) {
      const height = heightAt(bitmap, width);
      const bytes = await withinTime(
        encodeWebp(bitmap, width, height, WEBP_QUALITY),
        limits.stepTimeoutMs,
      );
      variants.push({ width, height, bytes });
    }
    const placeholderWidth = Math.min(PLACEHOLDER_WIDTH, bitmap.width);
    const placeholder = await withinTime(
      encodeWebp(
        bitmap,
        placeholderWidth,
        heightAt(bitmap, placeholderWidth),
        PLACEHOLDER_QUALITY,
        1,
      ),
      limits.stepTimeoutMs,
    );
    return {
      width: bitmap.width,
      height: bitmap.height,
      variants,
      placeholder: `data:${PHOTO_CONTENT_TYPE};base64,${toBase64(placeholder)}`,
    };
  } finally {
    bitmap.close();
  }
}

export interface CanvasPhotoProcessorOptions {
  /** Photos processed at once (default 1: the service worker answers every request). */
  concurrency?: number;
  /** Photos that may wait for a turn; one more is refused as busy (default 8, as Node's). */
  maxWaiting?: number;
  limits?: CanvasPhotoLimits;
}

/**
 * The demo's processor: a photo of the wrong size or type is refused at once; the others take
 * turns, a few waiting, and beyond that one is refused as busy, as Node's processor does.
 */
export function createCanvasPhotoProcessor(
  options: CanvasPhotoProcessorOptions = {},
): PhotoProcessor {
  const limit = pLimit(options.concurrency ?? 1);
  const maxWaiting = options.maxWaiting ?? 8;
  const limits = options.limits ?? DEFAULT_LIMITS;
  return {
    async process(input: Uint8Array): Promise<ProcessedPhoto> {
      acceptedPhotoType(input);
      if (limit.pendingCount >= maxWaiting) throw new PhotoError('busy');
      return limit(() => processPhotoWithCanvas(input, limits));
    },
  };
}
