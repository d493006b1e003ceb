/*
 * The bounds of watch progress and the history's search, in a module of their own with no schema
 * in it: the cards' progress bars, part of the first load of /, batch their reads by one of
 * them, and a module with a schema would bring zod into that load (scripts/first-load-size.mjs).
 */

/** The longest video a position is kept for: 48 hours, in seconds (YouTube's own cap is 12). */
export const PROGRESS_SECONDS_MAX = 172_800;

/** The most videos one batched progress read asks about (a page of cards and then some). */
export const PROGRESS_BATCH_MAX = 100;

/** The most characters the history's search (`q`) may have. */
export const HISTORY_SEARCH_MAX = 100;
