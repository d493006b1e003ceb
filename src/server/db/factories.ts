import { creatorSlug } from '#shared/creator-slug.ts';
import { materialKey, materialWords } from '#shared/material-key.ts';
import type { Difficulty, Material } from '#shared/schemas/video.schema.ts';
import { youtubeIdOf } from '#shared/video-link.ts';
import { newId } from './ids.ts';
import type { NewCategory, NewVideo, NewVideoMaterial, NewVideoMaterialWord } from './schema.ts';

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
  /** When the video entered the catalogue (ISO); now when not given. */
  addedAt?: string;
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
    creator_slug: creatorSlug(spec.creator),
    added_at: spec.addedAt ?? new Date().toISOString(),
    description: spec.description,
    category_id: spec.categoryId,
  };
}

/** What a video says about its project (docs/product.md, "Craft facts"). */
export interface CraftFacts {
  difficulty: Difficulty;
  projectMinutes: number;
  materials: readonly Material[];
}

/** A video's rows with its craft facts: the video's own, its materials and their words. */
export interface CraftedVideoRows {
  video: NewVideo;
  materials: NewVideoMaterial[];
  words: NewVideoMaterialWord[];
}

/**
 * The rows of a video and its craft facts. The material words carry the video's published_at
 * and category (the filter's indexes are in the catalogue's order), so they are made from the
 * video's row.
 */
export function withCraftFacts(video: NewVideo, facts: CraftFacts): CraftedVideoRows {
  const words = new Set(facts.materials.flatMap((m) => materialWords(m.name)));
  return {
    video: { ...video, difficulty: facts.difficulty, project_minutes: facts.projectMinutes },
    materials: facts.materials.map((m, position) => ({
      video_id: video.id,
      position,
      name: m.name,
      name_key: materialKey(m.name),
      quantity: m.quantity ?? null,
    })),
    words: [...words].map((word) => ({
      word,
      published_at: video.published_at,
      video_id: video.id,
      category_id: video.category_id,
    })),
  };
}

let sequence = 0;

/**
 * Starts the test videos' numbering again. Their dates follow the number, so test files that
 * share this module (Vitest without isolation) would otherwise get ever later videos, and one
 * file's "the newest" would depend on how many files ran before it (tests/setup/server.ts).
 */
export function restartTestVideoNumbering(): void {
  sequence = 0;
}

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
