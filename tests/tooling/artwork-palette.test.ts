import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTWORK_PALETTE } from '#shared/artwork/thumbnail-artwork.ts';

const tokens = readFileSync(new URL('../../src/client/styles/tokens.css', import.meta.url), 'utf8');

/** The `--color-*` values of the first `:root { … }` after `from` in tokens.css. */
function colorsAfter(from: number): Record<string, string | undefined> {
  const start = tokens.indexOf(':root {', from);
  const block = tokens.slice(start, tokens.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--color-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      (name ?? '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value?.trim(),
    ]),
  );
}

describe("the server's thumbnail artwork", () => {
  it.each([
    ['light', colorsAfter(0)],
    ['dark', colorsAfter(tokens.indexOf('prefers-color-scheme: dark'))],
  ] as const)('paints with the %s colours of tokens.css', (scheme, colors) => {
    expect(Object.keys(ARTWORK_PALETTE[scheme]).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(ARTWORK_PALETTE[scheme])) {
      expect({ name, value: colors[name] }).toEqual({ name, value });
    }
  });
});
