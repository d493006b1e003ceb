import { type SeedVideo, seedCategories, seedVideos } from '#server/db/seed-catalogue.ts';

// Facts about the demo catalogue that tests rely on, derived from the seed itself
// (src/server/db/seed-catalogue.ts), so a change to the seed cannot leave a copy behind.

/** The seed video at `index`, in the seed's order: for tests that need "some catalogue video". */
export function seedVideo(index: number): SeedVideo {
  const video = seedVideos[index];
  if (!video) throw new Error(`the seed has no video at index ${index}`);
  return video;
}

/** The seed video whose videoLink carries the `v=` prefix. */
export const prefixedSeedVideo: SeedVideo = (() => {
  const video = seedVideos.find((v) => v.videoLink.startsWith('v='));
  if (!video) throw new Error('the seed has no video whose videoLink starts with v=');
  return video;
})();

/** The seed category at `index`, in the seed's order. */
export function seedCategory(index: number): (typeof seedCategories)[number] {
  const category = seedCategories[index];
  if (!category) throw new Error(`the seed has no category at index ${index}`);
  return category;
}

function categoryNameOf(video: SeedVideo): string {
  const category = seedCategories.find((c) => c.id === video.categoryId);
  if (!category) throw new Error(`seed video ${video.id} has an unknown category`);
  return category.name;
}

/** How many seed videos each category name holds. */
export function seedVideoCountsByCategoryName(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const video of seedVideos) {
    const name = categoryNameOf(video);
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** The seed videos in one category. */
export function seedVideosIn(categoryId: string): SeedVideo[] {
  return seedVideos.filter((v) => v.categoryId === categoryId);
}

/**
 * The seed videos the catalogue's search should find (docs/product.md, "Filters"): every word of
 * the text occurs in the title, category name, creator or description, ignoring case.
 */
export function seedVideosMatching(text: string): SeedVideo[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return seedVideos.filter((v) => {
    const fields = [v.title, categoryNameOf(v), v.creator, v.description].map((f) =>
      f.toLowerCase(),
    );
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
}
