import type { MadeSummary } from '#shared/schemas/made-post.schema.ts';

/** The two ranks (0 first) the `p`th percentile of `n` sorted numbers lies between. */
export function ranksOf(n: number, p: number): [below: number, above: number] {
  const below = Math.floor((n - 1) * p);
  return [below, Math.min(n - 1, below + 1)];
}

/**
 * The `p`th percentile (0–1) of `n` sorted numbers, given the number at each rank it needs (0
 * first): linearly interpolated between the two nearest ranks (as spreadsheets' PERCENTILE.INC
 * does), rounded to a whole number.
 */
export function percentileOf(n: number, p: number, at: (rank: number) => number): number {
  if (n === 0) return 0;
  const [below, above] = ranksOf(n, p);
  const low = at(below);
  const high = at(above);
  return Math.round(low + (high - low) * ((n - 1) * p - below));
}

/** The `p`th percentile of sorted numbers, as percentileOf reads it. */
export function percentile(sorted: readonly number[], p: number): number {
  return percentileOf(sorted.length, p, (rank) => sorted[rank] ?? 0);
}

/** The percentiles the summary gives: the middle half of the makers' times. */
export const SUMMARY_PERCENTILES = [0.25, 0.75] as const;

/**
 * The gallery's summary (docs/product.md, "Made it posts"): the middle half of the makers'
 * times (the 25th to the 75th percentile of `minutes`), null when there are none. `minutesAt`
 * holds the minutes at the ranks SUMMARY_PERCENTILES need (ranksOf), of `posts` in all.
 */
export function madeSummaryJson(figures: {
  makers: number;
  posts: number;
  minutesAt: ReadonlyMap<number, number>;
  felt: MadeSummary['felt'];
}): MadeSummary {
  const at = (rank: number) => figures.minutesAt.get(rank) ?? 0;
  const [low, high] = SUMMARY_PERCENTILES;
  return {
    makers: figures.makers,
    minutes:
      figures.posts === 0
        ? null
        : {
            low: percentileOf(figures.posts, low, at),
            high: percentileOf(figures.posts, high, at),
          },
    felt: figures.felt,
  };
}
