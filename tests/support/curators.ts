import { randomBytes } from 'node:crypto';
import { setRoleByEmail } from '#server/db/repositories/curation-user.repository.ts';
import type { TestApi } from './test-app.ts';

/** A signed-up user made a curator (as `npm run user:role` makes the first one). */
export async function signUpCurator(
  api: TestApi,
): Promise<{ token: string; userId: string; email: string }> {
  const user = await api.signUp();
  await setRoleByEmail(api.database.db, user.email, 'curator');
  return user;
}

/** A valid new video's body for POST /api/curation/videos, with a fresh YouTube id. */
let sequence = 0;
export function newVideoBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    url: `https://www.youtube.com/watch?v=${youtubeIdFor(sequence)}`,
    title: `Curated video ${sequence}`,
    creator: 'Curator Studio',
    description: 'A video a curator added.',
    category: 'craft-ideas',
    ...overrides,
  };
}

/** A fresh, random 11-character YouTube-shaped id (8 random bytes in base64url). */
export function youtubeIdFor(_n: number): string {
  return randomBytes(8).toString('base64url');
}
