import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The phone's bottom nav at `width` px: each link's label (its last child) on one line, inside
 * its own link, and the links side by side within the screen.
 */
export async function expectEachLabelOnOneLine(links: Locator, width: number): Promise<void> {
  const boxes = await links.evaluateAll((elements) =>
    elements.map((link) => {
      const label = link.lastElementChild as HTMLElement;
      const style = getComputedStyle(label);
      const lineHeight = Number.parseFloat(style.lineHeight);
      const { left, right, height } = label.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return {
        text: label.textContent,
        lineHeight: Number.isNaN(lineHeight) ? Number.parseFloat(style.fontSize) * 1.3 : lineHeight,
        height,
        label: { left, right },
        link: { left: box.left, right: box.right },
      };
    }),
  );
  // From the left edge, whichever way the page reads.
  const leftToRight = [...boxes].sort((a, b) => a.link.left - b.link.left);
  for (const [index, box] of leftToRight.entries()) {
    // One line: as tall as one line, not two.
    expect(box.height, `${box.text} is one line`).toBeLessThan(box.lineHeight * 1.5);
    // Inside its own link, and the links side by side within the screen.
    expect(box.label.left, `${box.text} fits`).toBeGreaterThanOrEqual(box.link.left);
    expect(box.label.right, `${box.text} fits`).toBeLessThanOrEqual(box.link.right);
    expect(box.link.left).toBeGreaterThanOrEqual(leftToRight[index - 1]?.link.right ?? 0);
    expect(box.link.right).toBeLessThanOrEqual(width);
  }
}
