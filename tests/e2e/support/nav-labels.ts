import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

interface NavLabelOptions {
  /**
   * The bar may scroll sideways inside itself (a long translation on a narrow phone,
   * docs/product.md, "Layout"): links may lie beyond the screen's edge, reached by scrolling the
   * bar. Without it, every link lies within the screen as it is.
   */
  scrollable?: boolean;
}

/**
 * The phone's bottom nav at `width` px: each link's label (its last child) on one line, inside
 * its own link, the links side by side, within the screen (or within the scrolled bar, with
 * `scrollable`), and the page itself never wider than the screen.
 */
export async function expectEachLabelOnOneLine(
  links: Locator,
  width: number,
  { scrollable = false }: NavLabelOptions = {},
): Promise<void> {
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
    // Inside its own link, and the links side by side.
    expect(box.label.left, `${box.text} fits`).toBeGreaterThanOrEqual(box.link.left);
    expect(box.label.right, `${box.text} fits`).toBeLessThanOrEqual(box.link.right);
    const previous = leftToRight[index - 1];
    if (previous) expect(box.link.left).toBeGreaterThanOrEqual(previous.link.right);
    else if (!scrollable) expect(box.link.left).toBeGreaterThanOrEqual(0);
    if (!scrollable)
      expect(box.link.right, `${box.text} within the screen`).toBeLessThanOrEqual(width);
  }
  // However wide the bar's content, the page never scrolls sideways.
  const pageWidth = await links.first().evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}
