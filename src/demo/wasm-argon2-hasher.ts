import { argon2id, argon2Verify } from 'hash-wasm';
import type { PasswordHasher } from '#server/auth/password-hasher.ts';

/**
 * OWASP's minimum for argon2id, as the server's (src/server/node/auth/argon2-hasher.ts): 19 MiB,
 * 2 passes, 1 lane.
 */
const MEMORY_KIB = 19_456;
const PASSES = 2;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/**
 * argon2id compiled to WebAssembly (hash-wasm), for where the server's native argon2 cannot
 * run: the browser demo. Same algorithm, settings and encoded (PHC) form as the server's, so a
 * hash made by either is checked by the other.
 */
export const wasmArgon2Hasher: PasswordHasher = {
  hash: (password) =>
    argon2id({
      password,
      salt: crypto.getRandomValues(new Uint8Array(SALT_BYTES)),
      memorySize: MEMORY_KIB,
      iterations: PASSES,
      parallelism: 1,
      hashLength: HASH_BYTES,
      outputType: 'encoded',
    }),
  verify: async (stored, password) => {
    try {
      return await argon2Verify({ password, hash: stored });
    } catch {
      return false; // a malformed stored hash never matches
    }
  },
};
