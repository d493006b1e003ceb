/*
 * The bounds of "Made it" posts (docs/product.md, "Made it posts"), in a module of their own with
 * no schema: the API's messages (messages.ts), the request schemas and the web app's form all
 * name them, and none of them should pull the others into a bundle.
 */

/** How many photos one post holds. */
export const MADE_PHOTOS_MIN = 1;
export const MADE_PHOTOS_MAX = 4;
/** The largest photo file accepted, in bytes (15 MiB): a bigger one is refused unread. */
export const MADE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A caption's most characters (plain text; newlines kept). */
export const MADE_CAPTION_MAX = 500;
/** Substitutions' most characters ("used a cereal box instead of cardboard"). */
export const MADE_SUBSTITUTIONS_MAX = 300;
/** The time a make took, in whole minutes: 1 minute to a week. */
export const MADE_MINUTES_MIN = 1;
export const MADE_MINUTES_MAX = 7 * 24 * 60;
/** The gallery's and the other post lists' page size, and the most one page may ask for. */
export const MADE_PAGE_DEFAULT = 24;
export const MADE_PAGE_MAX = 100;
/** How long an uploaded photo may wait for a post to take it before it is swept. */
export const MADE_UNATTACHED_PHOTO_HOURS = 24;
/** How many unattached photos one user may hold at once (uploaded, not yet in a post). */
export const MADE_UNATTACHED_PHOTOS_MAX = 12;
/** How many videos one ask for makers' counts may name (a page of cards). */
export const MADE_COUNTS_BATCH_MAX = 100;
