import type { VideoSpec } from '#server/db/factories.ts';
import { seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';

/** A seeded video as the seed writes it, with its fixed id (the `_id` the API answers). */
export type SeededVideo = VideoSpec & { id: string };

function withId(video: VideoSpec | undefined, what: string): SeededVideo {
  if (!video?.id) throw new Error(`the seed has no ${what} with a fixed id`);
  return { ...video, id: video.id };
}

/** How many videos the seed puts in the catalogue: the home page lists them all. */
export const SEEDED_VIDEO_COUNT = seedVideos.length;

/** The seed's videos, in the seed's order; each has a fixed id. */
export const SEEDED_VIDEOS: readonly SeededVideo[] = seedVideos.map((video, index) =>
  withId(video, `video #${index}`),
);

/** The n-th seeded video (0-based). */
export function seededVideo(index: number): SeededVideo {
  return withId(seedVideos[index], `video #${index}`);
}

/** The seeded video whose link carries the `v=` prefix some links have. */
export const PREFIXED_VIDEO = withId(
  seedVideos.find((video) => video.videoLink.startsWith('v=')),
  'video with a v= link',
);

/** The seed's categories, in their order on the page. */
export const SEEDED_CATEGORIES = seedCategories;
