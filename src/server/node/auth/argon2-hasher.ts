import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../auth/password-hasher.ts';

// Algorithm is a const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

// OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, options),
  verify: async (stored, password) => {
    try {
      return await verify(stored, password);
    } catch {
      return false; // a malformed stored hash never matches
    }
  },
};
