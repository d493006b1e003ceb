import { describe, expect, it } from 'vitest';
import { nodeHmacSha256 } from '../node/undo/node-hmac.ts';
import { portableHmacSha256, type Removal, undoKeys } from './undo-token.ts';

const SECRET = 'an-undo-test-secret-of-at-least-32-characters';
const removal: Removal = {
  kind: 'list-entry',
  list: 'history',
  videoId: 'paper-flowers-ünïcode',
  entryId: '01kaz3m9q8d2v7x4y6n5b1c0f3',
  addedAt: '2026-11-23T10:00:00.000Z',
};

describe('undo tokens', () => {
  it("are the same whichever HMAC signs them: node:crypto's (server) or the portable one (demo)", () => {
    const node = undoKeys(SECRET, nodeHmacSha256);
    const portable = undoKeys(SECRET, portableHmacSha256);
    const token = node.sign(removal, 'u1', 1_000);
    expect(portable.sign(removal, 'u1', 1_000)).toBe(token);
    expect(portable.verify(token, 'u1', 2_000)).toEqual(removal);
    expect(node.verify(portable.sign(removal, 'u1', 1_000), 'u1', 2_000)).toEqual(removal);
  });

  it('are base64url text, with no padding', () => {
    const token = undoKeys(SECRET).sign(removal, 'u1');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuse anything altered, foreign, malformed or late', () => {
    const keys = undoKeys(SECRET);
    const token = keys.sign(removal, 'u1', 1_000);
    const [body = '', signature = ''] = token.split('.');
    const flipped = `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}.${signature}`;
    expect(keys.verify(flipped, 'u1', 2_000)).toBe('invalid');
    expect(keys.verify(token, 'u2', 2_000)).toBe('invalid');
    expect(undoKeys(`${SECRET}!`).verify(token, 'u1', 2_000)).toBe('invalid');
    for (const junk of [
      '',
      '.',
      'a.b.c',
      `${body}.not+base64`,
      `${body}.${signature}x`,
      '%%%.%%%',
    ]) {
      expect(keys.verify(junk, 'u1', 2_000), junk).toBe('invalid');
    }
    expect(keys.verify(token, 'u1', 1_000 + 10 * 60 * 1000)).toBe('expired');
  });
});
