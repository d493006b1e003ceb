import { youtubeIdOf } from '#shared/video-link.ts';
import { newId } from './ids.ts';
import type { NewCategory, NewVideo } from './schema.ts';

/**
 * Row factories shared by the seed and the tests, so demo data and test data cannot drift:
 * both go through the same defaults and the same derivations (youtube id, image URLs).
 */
function youtubeImages(videoLink: string): { thumbnail: string; gif: string } {
  const id = encodeURIComponent(youtubeIdOf(videoLink));
  return {
    thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    gif: `https://i.ytimg.com/an_webp/${id}/mqdefault_6s.webp`,
  };
}

export interface VideoSpec {
  title: string;
  videoLink: string;
  creator: string;
  description: string;
  viewCount: number;
  publishedAt: string;
  categoryId: string;
  id?: string;
}

export function makeVideo(spec: VideoSpec): NewVideo {
  return {
    id: spec.id ?? newId(),
    title: spec.title,
    video_link: spec.videoLink,
    youtube_id: youtubeIdOf(spec.videoLink),
    ...youtubeImages(spec.videoLink),
    view_count: spec.viewCount,
    published_at: new Date(spec.publishedAt).toISOString(),
    creator: spec.creator,
    description: spec.description,
    category_id: spec.categoryId,
  };
}

let sequence = 0;

/** A made-up but valid video for tests; every field can be overridden. */
export function makeTestVideo(categoryId: string, overrides: Partial<VideoSpec> = {}): NewVideo {
  sequence += 1;
  return makeVideo({
    title: `Test video ${sequence}`,
    videoLink: `test-${sequence}-${newId().slice(-8)}`,
    creator: 'Test Creator',
    description: 'A video made by the test factory.',
    viewCount: 1000 * sequence,
    publishedAt: new Date(Date.UTC(2020, 0, 1) + sequence * 86_400_000).toISOString(),
    categoryId,
    ...overrides,
  });
}

export interface CategorySpec {
  name: string;
  /** The short name a filter shows; the full name when not given. */
  label?: string;
  description: string;
  id?: string;
}

export function makeCategory(spec: CategorySpec, position: number): NewCategory {
  return {
    id: spec.id ?? newId(),
    category_name: spec.name,
    label: spec.label ?? spec.name,
    description: spec.description,
    position,
  };
}
