import type { User } from '#shared/schemas/user.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The ISO timestamp of a moment `ms` before now: a publishedAt whose age is known. */
export function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

/** A catalogue video as the API answers it, for component tests; override what a test cares about. */
export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'v1',
    title: 'Paper flowers',
    videoLink: 'v=abc',
    gif: '',
    thumbnail: '',
    views: '12K',
    viewCount: 12_000,
    created: '3 years ago',
    publishedAt: ago(3 * 366 * DAY_MS),
    creator: 'Crafty',
    description: '',
    categoryName: 'Craft Ideas',
    difficulty: 'beginner',
    projectMinutes: 30,
    materials: [],
    ...overrides,
  };
}

/** A signed-in user as the API answers it. */
export const sampleUser: User = {
  _id: 'u1',
  email: 'maker@example.com',
  firstName: 'Guest',
  lastName: 'Crafter',
  createdAt: '2026-01-01T10:00:00+00:00',
  updatedAt: '2026-01-01T10:00:00+00:00',
  handle: null,
  displayName: null,
};
