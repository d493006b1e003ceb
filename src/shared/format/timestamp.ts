const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DDTHH:mm:ss±HH:MM` (docs/product.md, "API"). The server renders in UTC, so the offset is
 * +00:00; the format keeps an explicit offset so clients need not assume one.
 */
export function formatTimestamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}+00:00`
  );
}
