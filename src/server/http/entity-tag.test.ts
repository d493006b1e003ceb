import { describe, expect, it } from 'vitest';
import { entityTag, hashOf, ifNoneMatchMatches } from './entity-tag.ts';

describe('entity tags', () => {
  it('hashes bytes to a base64url SHA-1, the same for the same bytes', async () => {
    const bytes = new TextEncoder().encode('{"categories":[]}');
    const hash = await hashOf(bytes);
    expect(hash).toMatch(/^[\w-]{27}$/);
    expect(await hashOf(new TextEncoder().encode('{"categories":[]}'))).toBe(hash);
    expect(await hashOf(new TextEncoder().encode('{"categories":[1]}'))).not.toBe(hash);
  });

  it('gives each coding of one answer a tag of its own', () => {
    expect(entityTag('abc')).toBe('"abc"');
    expect(entityTag('abc', 'br')).toBe('"abc-br"');
    expect(entityTag('abc', 'gzip')).toBe('"abc-gzip"');
  });

  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"abc-br"', true],
    ['W/"abc-gzip"', true],
    ['"x", "y" , W/"abc"', true],
    ['"x,y", "abc"', true],
    ['*', true],
    [' * ', true],
    ['"abcd"', false],
    ['"ab"', false],
    ['"abc-deflate"', false],
    ['abc', false],
    ['"x,abc"', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %j matches hash abc: %s', (header, expected) => {
    expect(ifNoneMatchMatches(header, 'abc')).toBe(expected);
  });
});
