import { describe, expect, it } from 'vitest';
import { photoResponseHeaders } from './photo-headers.ts';

describe('photoResponseHeaders', () => {
  it('serves a photo as WebP, cached for good, never sniffed, never run as a page', () => {
    expect(Object.fromEntries(photoResponseHeaders(1234))).toEqual({
      'Content-Type': 'image/webp',
      'Content-Length': '1234',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
});
