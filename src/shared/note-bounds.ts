/*
 * The bounds of notes at a moment (docs/product.md, "Video page"), in a module of their own with no schema in it:
 * the API's messages (messages.ts), which the first load carries, name one of them.
 */

/**
 * The longest note, in characters (as JavaScript counts them, UTF-16 code units) after trimming.
 * A note is a thought at a moment of a video, not an essay: 2,000 characters is about a page,
 * room for a paragraph of steps or a list of materials, while a video's notes stay a small answer
 * (NOTES_PER_VIDEO_MAX of them at most about 1 MB) and a library file keeps room for them.
 */
export const NOTE_BODY_MAX = 2000;

/** The latest moment a note may stand at: 48 hours, in seconds, as watch progress' bound. */
export const NOTE_SECONDS_MAX = 172_800;

/**
 * How many notes one user may keep on one video: far past what anyone writes by hand, it bounds
 * what one video's read answers (it is answered whole, in time order).
 */
export const NOTES_PER_VIDEO_MAX = 500;
