/**
 * The public catalogue's query keys: the videos feature reads under them, and a curator's
 * write (the curation feature) invalidates them by these prefixes. Here, not in either
 * feature, because a feature may not import another (docs/architecture.md, "Layers").
 */
export const catalogueKeys = {
  /** Every page of the catalogue, whatever its filters (['videos', their query string]). */
  videos: ['videos'] as const,
  /** A video's own page (['video', id]): a retired one is gone from it. */
  video: ['video'] as const,
  /** The home page's category filters. */
  categories: ['categories'] as const,
  /** The craft filters' materials. */
  materials: ['materials'] as const,
  /**
   * Everything public of "Made it" posts (the made feature's keys start with it): a
   * curator's hide or restore changes galleries, makers' pages and cards' counts.
   */
  made: ['made'] as const,
};
