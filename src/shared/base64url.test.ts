import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url.ts';

describe('base64url', () => {
  const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);

  it('writes what Node’s Buffer writes, for every byte and every length', () => {
    for (let length = 0; length <= 256; length++) {
      const bytes = everyByte.subarray(256 - length);
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });

  it('reads back what it wrote', () => {
    for (const length of [0, 1, 2, 3, 47, 48, 256]) {
      const bytes = everyByte.subarray(0, length);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it('refuses text that is not base64url', () => {
    for (const text of ['a+b', 'a/b', 'ab==', 'abcde', 'ab c', 'é']) {
      expect(fromBase64Url(text)).toBeNull();
    }
  });
});
