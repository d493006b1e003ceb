/**
 * How routes hash and check passwords; the Node implementation is argon2id
 * (src/server/node/auth/argon2-hasher.ts).
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
