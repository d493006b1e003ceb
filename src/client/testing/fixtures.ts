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
