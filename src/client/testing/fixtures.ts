import type { User } from '#shared/schemas/user.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

/** A catalogue video as the API answers it, for component tests; override what a test cares about. */
export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'v1',
    title: 'Paper flowers',
    videoLink: 'v=abc',
    gif: '',
    thumbnail: '',
    views: '12K',
    created: '3 years ago',
    creator: 'Crafty',
    description: '',
    categoryName: 'Craft Ideas',
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
};
