import { type CategoryTheme, categoryThemeOf, initialOf } from './category-theme.ts';

/**
 * CraftReel's own artwork for a video whose thumbnail cannot be shown (docs/product.md,
 * "Offline"): the category's motif and the title's initial over a gradient in the
 * category's colours. One drawing for both places it is shown: the web app draws the shapes in
 * its fallback (over a CSS gradient), and the server answers the whole picture as an SVG image
 * from /thumbnails when YouTube's image cannot be had.
 */

/** The artwork's box: 16:9, as a thumbnail. */
export const ARTWORK_VIEW_BOX = '0 0 320 180';

/** The type the web app uses (tokens.css `--font-sans`): system fonts, present offline. */
const FONT_SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const MOTIF_STROKE =
  'fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"';

/** Pinwheel, palette, recycling arrows or a play mark: one motif per category. */
const MOTIFS: Record<CategoryTheme, string> = {
  craft: [
    ...[0, 90, 180, 270].map(
      (angle) =>
        `<path d="M242 88 L242 42 Q272 48 284 76 Z" transform="rotate(${angle} 242 88)" fill="currentColor" fill-opacity="${angle % 180 === 0 ? 0.55 : 0.3}"/>`,
    ),
    '<circle cx="242" cy="88" r="5" fill="currentColor"/>',
    '<path d="M242 93 L236 176"/>',
  ].join(''),
  painting: [
    '<path d="M240 40 C290 40 312 78 298 104 C288 121 266 110 258 124 C250 138 272 152 238 152 C196 152 174 124 174 96 C174 64 200 40 240 40 Z"/>',
    ...[
      [208, 80, 1],
      [238, 64, 0.7],
      [270, 74, 0.5],
      [206, 114, 0.35],
    ].map(
      ([cx, cy, opacity]) =>
        `<circle cx="${cx}" cy="${cy}" r="9" fill="currentColor" fill-opacity="${opacity}" stroke="none"/>`,
    ),
  ].join(''),
  waste: [
    [261.7, 82.5, 60],
    [240, 120, 180],
    [218.3, 82.5, -60],
  ]
    .map(
      ([x, y, angle]) =>
        `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M-30 0 L18 0"/><path d="M6 -12 L20 0 L6 12"/></g>`,
    )
    .join(''),
  other:
    '<circle cx="240" cy="92" r="44"/><path d="M228 70 L262 92 L228 114 Z" fill="currentColor"/>',
};

/** Soft circles behind the motif, the same on every artwork. */
const BACKDROP = [
  '<circle cx="34" cy="22" r="58" fill="currentColor" fill-opacity="0.07"/>',
  '<circle cx="300" cy="176" r="74" fill="currentColor" fill-opacity="0.06"/>',
  '<circle cx="150" cy="28" r="4" fill="currentColor" fill-opacity="0.25"/>',
  '<circle cx="176" cy="158" r="3" fill="currentColor" fill-opacity="0.25"/>',
  '<circle cx="122" cy="150" r="2.5" fill="currentColor" fill-opacity="0.25"/>',
].join('');

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

export interface ArtworkSubject {
  /** The video's title: its initial is drawn. */
  title?: string | undefined;
  categoryName?: string | undefined;
}

/**
 * The artwork's shapes (no background), as SVG markup for a `viewBox` of ARTWORK_VIEW_BOX,
 * drawn in `currentColor`: whoever shows them sets the colour and paints the gradient.
 */
export function artworkShapes({ title, categoryName }: ArtworkSubject): string {
  const initial = initialOf(title);
  const text = initial
    ? `<text x="84" y="90" text-anchor="middle" dominant-baseline="central" fill="currentColor" opacity="0.95" font-family="${FONT_SANS}" font-size="88" font-weight="700">${escapeXml(initial)}</text>`
    : '';
  return `${BACKDROP}<g ${MOTIF_STROKE}>${MOTIFS[categoryThemeOf(categoryName)]}</g>${text}`;
}

/*
 * The colours of tokens.css, light then dark, that the web app's fallback (media.css) paints
 * with: a gradient per category and the text colour on it (--color-accent-contrast).
 * tests/tooling/artwork-palette.test.ts checks them against tokens.css.
 */
export const ARTWORK_PALETTE = {
  light: {
    accent: '#c2562f',
    accentStrong: '#9f4021',
    accentContrast: '#ffffff',
    focus: '#1f6feb',
    success: '#2f7d4f',
    text: '#2a211b',
    textMuted: '#6b5d52',
    skeleton: '#ece3d8',
  },
  dark: {
    accent: '#e9825a',
    accentStrong: '#f29a76',
    accentContrast: '#1b120d',
    focus: '#6ea8ff',
    success: '#4fae78',
    text: '#f3ebe3',
    textMuted: '#bcab9c',
    skeleton: '#2b231e',
  },
} as const;

type Palette = (typeof ARTWORK_PALETTE)[keyof typeof ARTWORK_PALETTE];

/** The gradient's two ends per category, as media.css draws them. */
function gradientOf(theme: CategoryTheme, p: Palette): [string, string] {
  switch (theme) {
    case 'craft':
      return [`color-mix(in oklch, ${p.accent} 75%, ${p.skeleton})`, p.accentStrong];
    case 'painting':
      return [p.focus, `color-mix(in oklch, ${p.focus} 50%, ${p.accent})`];
    case 'waste':
      return [p.success, `color-mix(in oklch, ${p.success} 65%, ${p.focus})`];
    default:
      return [p.textMuted, p.text];
  }
}

function colours(theme: CategoryTheme, p: Palette): string {
  const [from, to] = gradientOf(theme, p);
  return `color:${p.accentContrast};--from:${from};--to:${to}`;
}

/**
 * The whole artwork as an SVG document (image/svg+xml), in the light or dark colours as the
 * viewer's system prefers. The gradient runs at 135°, as the CSS one does: its line crosses the
 * box's centre and reaches the corners' projections.
 */
export function artworkSvg(subject: ArtworkSubject): string {
  const theme = categoryThemeOf(subject.categoryName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${ARTWORK_VIEW_BOX}" width="480" height="270" preserveAspectRatio="xMidYMid slice">`,
    `<style>svg{${colours(theme, ARTWORK_PALETTE.light)}}`,
    `@media (prefers-color-scheme:dark){svg{${colours(theme, ARTWORK_PALETTE.dark)}}}`,
    '.from{stop-color:var(--from)}.to{stop-color:var(--to)}</style>',
    '<linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="35" y1="-35" x2="285" y2="215">',
    '<stop offset="0" class="from"/><stop offset="1" class="to"/></linearGradient>',
    '<rect width="320" height="180" fill="url(#bg)"/>',
    artworkShapes(subject),
    '</svg>',
  ].join('');
}
