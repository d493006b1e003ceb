/**
 * The public catalogue's query keys, as the videos feature names them (videos/api: get-videos, get-video,
 * get-categories, get-materials). A feature may not import another, so a curator's
 * write invalidates them by these prefixes; keep them in step with that feature's keys.
 */
export const catalogueKeys = {
  /** Every page of the catalogue, whatever its filters (['videos', filters]). */
  videos: ['videos'] as const,
  /** A video's own page (['video', id]): a retired one is gone from it. */
  video: ['video'] as const,
  /** The home page's category filters. */
  categories: ['categories'] as const,
  /** The craft filters' materials. */
  materials: ['materials'] as const,
};
