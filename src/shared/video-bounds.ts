/*
 * The bounds of the catalogue's pages and filters, in a module of their own with no schema in
 * it: the home listing, part of the first load of /, names them, and a module with a schema
 * would bring zod into that load (scripts/first-load-size.mjs).
 */

/** The most characters each text filter of GET /api/videos may have. */
export const VIDEO_FILTER_LIMITS = {
  category: 100,
  search: 100,
  material: 80,
} as const;

/** How many videos a page of GET /api/videos holds when the request names no limit. */
export const VIDEO_PAGE_DEFAULT = 48;
/** The most videos a page of GET /api/videos may hold. */
export const VIDEO_PAGE_MAX = 100;
