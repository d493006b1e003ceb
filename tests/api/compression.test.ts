import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zlibCompress } from '#server/node/zlib-compressor.ts';
import { seedCategory } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

/** A cached catalogue answer and one made at request time (the OpenAPI document), both > 1 KB. */
const LARGE = ['/api/videos', '/api/openapi.json'];

function decode(bytes: Buffer, coding: string | null): string {
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe.each(DIALECTS)('compression (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(dialect, { compress: zlibCompress });
  });
  afterAll(() => api.close());

  async function fetchAs(url: string, acceptEncoding?: string) {
    const res = await api.call('GET', url, {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const coding = res.headers.get('content-encoding');
    return { res, coding, bytes, text: decode(bytes, coding) };
  }

  describe.each(LARGE)('%s', (url) => {
    let plain: string;
    beforeAll(async () => {
      const identity = await fetchAs(url);
      expect(identity.coding).toBeNull();
      plain = identity.text;
      expect(Buffer.byteLength(plain)).toBeGreaterThan(1024);
    });

    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['*', 'br'],
      ['gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['identity', null],
      ['gzip;q=0, br;q=0', null],
      ['*;q=0', null],
      ['', null],
    ])(
      'answers Accept-Encoding %j with %s, the same JSON, Vary: Accept-Encoding',
      async (accept, coding) => {
        const got = await fetchAs(url, accept);
        expect(got.res.status).toBe(200);
        expect(got.coding).toBe(coding);
        expect(got.res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(got.text).toBe(plain);
        if (coding) expect(got.bytes.byteLength).toBeLessThan(Buffer.byteLength(plain) / 2);
      },
    );
  });

  it('leaves bodies under 1 KB as they are', async () => {
    for (const url of [`/api/categories/${seedCategory(0).id}`, '/api/no-such-route']) {
      const got = await fetchAs(url, 'br, gzip');
      expect(got.bytes.byteLength).toBeLessThan(1024);
      expect(got.coding, url).toBeNull();
      expect(JSON.parse(got.text)).toBeTruthy();
    }
  });

  it('tags each coding of a cached answer apart, and revalidates any of them', async () => {
    const br = await fetchAs('/api/videos', 'br');
    const gzip = await fetchAs('/api/videos', 'gzip');
    const identity = await fetchAs('/api/videos');
    const tags = [br, gzip, identity].map((a) => a.res.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(tags[0]).toMatch(/-br"$/);
    for (const tag of tags) {
      const res = await api.call('GET', '/api/videos', {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': tag ?? '' },
      });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(tags[1]);
    }
  });
});
