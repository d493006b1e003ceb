import { describe, expect, it } from 'vitest';
import { argon2Hasher } from '#server/node/auth/argon2-hasher.ts';
import { wasmArgon2Hasher } from './wasm-argon2-hasher.ts';

describe("the demo's argon2id (WebAssembly)", () => {
  it("makes hashes the server's native argon2 accepts, and accepts the server's", async () => {
    const fromDemo = await wasmArgon2Hasher.hash('correct horse battery');
    expect(fromDemo).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await argon2Hasher.verify(fromDemo, 'correct horse battery')).toBe(true);
    const fromServer = await argon2Hasher.hash('correct horse battery');
    expect(await wasmArgon2Hasher.verify(fromServer, 'correct horse battery')).toBe(true);
  });

  it('salts every hash and refuses a wrong password or a malformed hash', async () => {
    const one = await wasmArgon2Hasher.hash('pässword');
    expect(await wasmArgon2Hasher.hash('pässword')).not.toBe(one);
    expect(await wasmArgon2Hasher.verify(one, 'pässword')).toBe(true);
    expect(await wasmArgon2Hasher.verify(one, 'password')).toBe(false);
    expect(await wasmArgon2Hasher.verify('not a hash', 'pässword')).toBe(false);
  });
});
