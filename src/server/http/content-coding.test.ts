import { describe, expect, it } from 'vitest';
import { CONTENT_CODINGS, chooseContentCoding, isCompressibleType } from './content-coding.ts';

describe('chooseContentCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['*', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br; q=1.0, gzip;q=0.9', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0', undefined],
    ['br;q=2', undefined], // not a valid weight: treated as a refusal
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j picks %s', (header, expected) => {
    expect(chooseContentCoding(header, CONTENT_CODINGS)).toBe(expected);
  });

  it('picks only among the forms there are', () => {
    expect(chooseContentCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseContentCoding('br, gzip', [])).toBeUndefined();
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=UTF-8', true],
    ['text/html; charset=utf-8', true],
    ['application/problem+json', true],
    ['image/svg+xml', true],
    ['image/png', false],
    ['application/octet-stream', false],
    [null, false],
  ])('%s: %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});
