import type { MadeSummary } from '#shared/schemas/made-post.schema.ts';

/**
 * The `p`th percentile (0–1) of sorted numbers, linearly interpolated between the two nearest
 * ranks (as spreadsheets' PERCENTILE.INC does), rounded to a whole number.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = (sorted.length - 1) * p;
  const below = Math.floor(rank);
  const above = Math.min(sorted.length - 1, below + 1);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? low;
  return Math.round(low + (high - low) * (rank - below));
}

/**
 * The gallery's summary (docs/product.md, "Made it posts"): the middle half of the makers'
 * times (the 25th to the 75th percentile of `minutes`, sorted), null when there are none.
 */
export function madeSummaryJson(figures: {
  makers: number;
  minutes: readonly number[];
  felt: MadeSummary['felt'];
}): MadeSummary {
  return {
    makers: figures.makers,
    minutes:
      figures.minutes.length === 0
        ? null
        : { low: percentile(figures.minutes, 0.25), high: percentile(figures.minutes, 0.75) },
    felt: figures.felt,
  };
}
