const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** Display text for a view count, as the catalogue shows it: 950, 12K, 1.2M, 1M. */
export function formatViews(count: number): string {
  return compact.format(count);
}
