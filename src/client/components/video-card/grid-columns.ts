import { VIDEO_PAGE_DEFAULT } from '#shared/video-bounds.ts';

/** The narrowest a card may be: the grid fits as many columns of at least this as it can. */
export const CARD_MIN_WIDTH = 260;

/** Below this, the card's text (title, creator, meta) takes about this much under the thumbnail. */
const CARD_BODY_HEIGHT = 116;

/** How many columns of at least CARD_MIN_WIDTH (with `gap` between) fit in `width`. */
export function columnsFor(width: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (CARD_MIN_WIDTH + gap)));
}

/** A first guess of one row's height (a 16:9 thumbnail plus the text), until it is measured. */
export function estimatedRowHeight(width: number, columns: number, gap: number): number {
  const columnWidth = Math.max(CARD_MIN_WIDTH, (width - gap * (columns - 1)) / columns);
  return Math.round((columnWidth * 9) / 16 + CARD_BODY_HEIGHT);
}

/**
 * Up to one page of cards (the API's default page) is rendered whole: windowing buys nothing
 * there, and a short list stays searchable with the browser's find and fully in the DOM.
 */
export const RENDER_WHOLE_UP_TO = VIDEO_PAGE_DEFAULT;
