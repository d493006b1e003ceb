import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoError } from '#server/photos/photo-error.ts';
import {
  canProcessPhotosWithCanvas,
  createCanvasPhotoProcessor,
  processPhotoWithCanvas,
} from './canvas-photo-processor.ts';

/*
 * The canvas pipeline's rules, with the browser's decoder and canvas stood in for (Node has
 * neither): what it refuses and when, the widths and the placeholder. The browser's own
 * decoding and encoding are run by tests/e2e/demo-photos.spec.ts.
 */

/** What the stand-in decoder was asked, and the canvases drawn. */
interface Browser {
  decoded: number;
  drawn: { width: number; height: number; filter: string }[];
}

function standInBrowser(
  decoded: { width: number; height: number } | Error | 'never',
  encodes = 'image/webp',
): Browser {
  const browser: Browser = { decoded: 0, drawn: [] };
  vi.stubGlobal('createImageBitmap', async () => {
    browser.decoded += 1;
    if (decoded === 'never') return new Promise(() => {});
    if (decoded instanceof Error) throw decoded;
    return { ...decoded, close: () => {} };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      private readonly context = {
        filter: 'none',
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
        drawImage: () => {},
      };
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return this.context;
      }
      async convertToBlob() {
        browser.drawn.push({
          width: this.width,
          height: this.height,
          filter: this.context.filter,
        });
        return new Blob([new Uint8Array([1, 2, 3])], { type: encodes });
      }
    },
  );
  return browser;
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: 'white' } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('processPhotoWithCanvas', () => {
  it('stores the widths of the upright photo, never wider than it, and a blurred placeholder', async () => {
    // The header says 1600 × 900; the decoder turned it upright by its EXIF orientation.
    const browser = standInBrowser({ width: 900, height: 1600 });
    const photo = await processPhotoWithCanvas(await jpeg(1600, 900));
    expect(photo.width).toBe(900);
    expect(photo.height).toBe(1600);
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 569],
      [640, 1138],
      [900, 1600],
    ]);
    expect(photo.placeholder).toBe('data:image/webp;base64,AQID');
    expect(browser.drawn.at(-1)).toEqual({ width: 16, height: 28, filter: 'blur(1px)' });
    expect(canProcessPhotosWithCanvas()).toBe(true);
  });

  it('refuses too many pixels from the header, before decoding', async () => {
    const browser = standInBrowser({ width: 20, height: 20 });
    const big = await jpeg(400, 300);
    await expect(
      processPhotoWithCanvas(big, { maxPixels: 100_000, stepTimeoutMs: 1000 }),
    ).rejects.toMatchObject({ reason: 'too_many_pixels', status: 422 });
    expect(browser.decoded).toBe(0);
  });

  it('refuses a photo that decodes larger than its header said', async () => {
    standInBrowser({ width: 4000, height: 4000 });
    await expect(
      processPhotoWithCanvas(await jpeg(100, 100), { maxPixels: 100_000, stepTimeoutMs: 1000 }),
    ).rejects.toMatchObject({ reason: 'too_many_pixels' });
  });

  it('refuses the wrong type, a header with no size, and what does not decode', async () => {
    const browser = standInBrowser(new DOMException('The source image cannot be decoded.'));
    await expect(processPhotoWithCanvas(new TextEncoder().encode('GIF89a'))).rejects.toMatchObject({
      reason: 'unsupported_type',
      status: 415,
    });
    await expect(
      processPhotoWithCanvas(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0])),
    ).rejects.toMatchObject({ reason: 'unreadable' });
    expect(browser.decoded).toBe(0);
    const refused = processPhotoWithCanvas(await jpeg(50, 50));
    await expect(refused).rejects.toBeInstanceOf(PhotoError);
    await expect(refused).rejects.toMatchObject({ reason: 'unreadable', status: 422 });
  });

  it('refuses a decode that takes too long as timed out', async () => {
    standInBrowser('never');
    await expect(
      processPhotoWithCanvas(await jpeg(50, 50), { maxPixels: 1e6, stepTimeoutMs: 20 }),
    ).rejects.toMatchObject({ reason: 'timed_out' });
  });

  it('fails as our fault, not the photo’s, where the browser cannot encode WebP', async () => {
    standInBrowser({ width: 50, height: 50 }, 'image/png');
    const failed = processPhotoWithCanvas(await jpeg(50, 50));
    await expect(failed).rejects.toThrow(/encodes image\/png, not WebP/);
    await expect(failed).rejects.not.toBeInstanceOf(PhotoError);
  });
});

describe('createCanvasPhotoProcessor', () => {
  it('refuses a photo as busy once enough are waiting, and a wrong one at once', async () => {
    standInBrowser('never');
    const processor = createCanvasPhotoProcessor({
      maxWaiting: 1,
      limits: { maxPixels: 1e6, stepTimeoutMs: 60_000 },
    });
    const photo = await jpeg(50, 50);
    void processor.process(photo).catch(() => {}); // running
    void processor.process(photo).catch(() => {}); // waiting
    await expect(processor.process(photo)).rejects.toMatchObject({ reason: 'busy', status: 503 });
    await expect(processor.process(new Uint8Array(16 * 1024 * 1024))).rejects.toMatchObject({
      reason: 'too_large',
    });
  });
});
