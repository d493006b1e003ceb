/*
 * The values of a video's craft facts (docs/product.md, "Craft facts"), in a module of their own
 * with no schema in it: the home filters and the cards, part of the first load of /, name them,
 * and a module with a schema would bring zod into that load (scripts/first-load-size.mjs).
 */

/** How hard a project is (docs/product.md, "Craft facts"). */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * How long a project takes, as the home page filters it: under 30 minutes (1–29), 30 to 60
 * (both included), over an hour (61 and more).
 */
export const TIME_RANGES = ['under-30', '30-60', 'over-60'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
