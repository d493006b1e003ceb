/*
 * The sizes and qualities of stored photos, shared by every photo processor: Node's
 * (src/server/node/photos/photo-processing.ts, sharp) and the demo's
 * (src/demo/canvas-photo-processor.ts, the browser's canvas), so both store the same widths.
 */

/** The widths a photo is stored at; a narrower photo is stored at its own width instead. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
/** Above this many pixels a photo is refused from its header, before its pixels are decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** How long each step of processing a photo may run, in whole seconds. */
export const PHOTO_STEP_TIMEOUT_SECONDS = 10;
/** WebP quality of the stored widths (0–100). */
export const WEBP_QUALITY = 80;
/** The placeholder's width, and its WebP quality (0–100). */
export const PLACEHOLDER_WIDTH = 16;
export const PLACEHOLDER_QUALITY = 40;

/**
 * The widths a photo `width` pixels wide is stored at, narrowest first: each of PHOTO_WIDTHS
 * narrower than the photo, then the photo's own width up to the widest of them.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, Math.max(...PHOTO_WIDTHS));
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}
