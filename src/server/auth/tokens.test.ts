import { describe, expect, it, vi } from 'vitest';
import { readToken, signToken, type TokenConfig } from './tokens.ts';

describe('tokens', () => {
  it('imports the signing key once per config, not on every sign and verify', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const config: TokenConfig = {
      secret: 'a-test-secret-that-is-at-least-32-characters',
      expiresIn: '1h',
    };
    const claims = { userId: 'u1', email: 'a@example.com', sessionId: 's1' };
    const { token } = await signToken(config, claims);
    for (let i = 0; i < 3; i += 1) {
      expect(await readToken(config, token)).toEqual(claims);
    }
    expect(importKey).toHaveBeenCalledTimes(1);
  });

  it('still refuses a token signed with another secret', async () => {
    const signer: TokenConfig = {
      secret: 'one-secret-that-is-at-least-32-characters',
      expiresIn: '1h',
    };
    const reader: TokenConfig = {
      secret: 'another-secret-at-least-32-characters-long',
      expiresIn: '1h',
    };
    const { token } = await signToken(signer, {
      userId: 'u1',
      email: 'a@example.com',
      sessionId: 's1',
    });
    expect(await readToken(reader, token)).toBeUndefined();
  });

  it('checks a token once, and refuses it from memory once it has expired', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const config: TokenConfig = {
      secret: 'a-third-secret-that-is-at-least-32-characters',
      expiresIn: '1h',
    };
    const claims = { userId: 'u2', email: 'b@example.com', sessionId: 's2' };
    const { token } = await signToken(config, claims);
    for (let i = 0; i < 3; i += 1) {
      expect(await readToken(config, token)).toEqual(claims);
    }
    expect(verify).toHaveBeenCalledTimes(1);
    // A forged variant of the same token is another text: checked, and refused.
    expect(await readToken(config, `${token.slice(0, -2)}xx`)).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() + 61 * 60_000 });
    try {
      expect(await readToken(config, token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
