import { describe, expect, it } from 'vitest';
import { ServerMessage, tooManyJsonValuesMessage } from '#shared/messages.ts';
import { nestedArrays, zeros } from '../../../tests/support/json-shapes.ts';
import { JSON_DEPTH_MAX, JSON_KEYS_MAX, JSON_VALUES_MAX, jsonBoundPassed } from './json-bounds.ts';

describe('jsonBoundPassed', () => {
  const tight = { depth: 3, values: 10, keys: 3 };

  it('counts the depth of arrays and objects alike, and stops at the first bracket past it', () => {
    expect(jsonBoundPassed('[[[]]]', tight)).toBeNull();
    expect(jsonBoundPassed('{"a":[{"b":1}]}', tight)).toBeNull();
    expect(jsonBoundPassed('[[[[]]]]', tight)).toBe('depth');
    expect(jsonBoundPassed('{"a":{"b":{"c":{}}}}', tight)).toBe('depth');
    // Closing brackets bring the depth back: siblings do not add up.
    expect(jsonBoundPassed('[[[]],[[]],[[]]]', tight)).toBeNull();
    // What follows the bracket past the bound is never read: unclosed, or not JSON at all.
    expect(jsonBoundPassed(`[[[[${'x'.repeat(1000)}`, tight)).toBe('depth');
  });

  it('does not count brackets, commas or quotes inside strings', () => {
    expect(jsonBoundPassed('["[[[[", "{{{{", ",,,,,,,,,,,,"]', tight)).toBeNull();
    expect(jsonBoundPassed('{"[[[[":"]]]]"}', tight)).toBeNull();
    // An escaped quote does not end the string; an escaped backslash before a quote does not
    // escape it.
    expect(jsonBoundPassed('["a\\"[[[[[[", 1]', tight)).toBeNull();
    expect(jsonBoundPassed('["a\\\\", [[[[]]]]]', tight)).toBe('depth');
    expect(jsonBoundPassed('["a\\\\\\"[[[[", 1]', tight)).toBeNull();
    // Other escapes and characters past ASCII change nothing.
    expect(jsonBoundPassed('["\\u005b\\u005b\\n😀 é", [[]]]', tight)).toBeNull();
    expect(jsonBoundPassed('["\\u005b😀", [[[]]]]', tight)).toBe('depth');
  });

  it('reads an unterminated string to the end of the text without judging it', () => {
    expect(jsonBoundPassed('["[[[[[[[[', tight)).toBeNull();
    expect(jsonBoundPassed('"', tight)).toBeNull();
    expect(jsonBoundPassed('', tight)).toBeNull();
  });

  it('counts values as commas and opening brackets, and stops past the bound', () => {
    expect(jsonBoundPassed(zeros(10), tight)).toBeNull();
    expect(jsonBoundPassed(zeros(11), tight)).toBe('values');
    expect(jsonBoundPassed('[{},{},{},{},{}]', tight)).toBeNull(); // 1 + 5 + 4
    expect(jsonBoundPassed('[{},{},{},{},{},{}]', tight)).toBe('values');
    expect(jsonBoundPassed('{"a":1,"b":2,"c":"x,y,z,w,v,u,t,s,r,q"}', tight)).toBeNull();
  });

  it('counts different keys, as written, and not strings that are values', () => {
    expect(jsonBoundPassed('[{"a":1,"b":2},{"a":3,"c":4},{"c":"d","b":"e"}]', tight)).toBeNull();
    expect(jsonBoundPassed('{"a":1,"b":{"c":2,"d":3}}', tight)).toBe('keys');
    expect(jsonBoundPassed('["a","b","c","d","e"]', tight)).toBeNull();
    expect(jsonBoundPassed('{"a":"b:","c" : "d","e"\n:"f"}', tight)).toBeNull();
    expect(jsonBoundPassed('{"a":"b:","c" : "d","e"\n:"f","g":0}', tight)).toBe('keys');
    // Written otherwise, the same key counts again.
    expect(jsonBoundPassed('{"a":1,"\\u0061":2,"b":3,"c":4}', tight)).toBe('keys');
  });

  it('takes every real body of the API well within its bounds, and the defaults are the messages’', () => {
    expect(jsonBoundPassed(nestedArrays(JSON_DEPTH_MAX))).toBeNull();
    expect(jsonBoundPassed(nestedArrays(JSON_DEPTH_MAX + 1))).toBe('depth');
    expect(jsonBoundPassed(zeros(JSON_VALUES_MAX))).toBeNull();
    expect(jsonBoundPassed(zeros(JSON_VALUES_MAX + 1))).toBe('values');
    const keys = (count: number) =>
      `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;
    expect(jsonBoundPassed(keys(JSON_KEYS_MAX))).toBeNull();
    expect(jsonBoundPassed(keys(JSON_KEYS_MAX + 1))).toBe('keys');
    expect(ServerMessage.jsonTooManyKeys).toContain(` ${JSON_KEYS_MAX.toLocaleString('en')} `);
    expect(ServerMessage.jsonTooDeep).toContain(` ${JSON_DEPTH_MAX} levels`);
    expect(tooManyJsonValuesMessage(JSON_VALUES_MAX)).toBe(
      'The request body holds more than 64,000 JSON values.',
    );
  });
});
