import type { ReactElement } from 'react';
import { type CategoryTheme, categoryThemeOf, initialOf } from './category-theme.ts';
import './media.css';

/** Pinwheel, palette, recycling arrows or a play mark: one motif per category, in a 320×180 box. */
const motifs: Record<CategoryTheme, ReactElement> = {
  craft: (
    <g className="media-fallback__motif">
      {[0, 90, 180, 270].map((angle) => (
        <path
          key={angle}
          d="M242 88 L242 42 Q272 48 284 76 Z"
          transform={`rotate(${angle} 242 88)`}
          fill="currentColor"
          fillOpacity={angle % 180 === 0 ? 0.55 : 0.3}
        />
      ))}
      <circle cx="242" cy="88" r="5" fill="currentColor" />
      <path d="M242 93 L236 176" />
    </g>
  ),
  painting: (
    <g className="media-fallback__motif">
      <path d="M240 40 C290 40 312 78 298 104 C288 121 266 110 258 124 C250 138 272 152 238 152 C196 152 174 124 174 96 C174 64 200 40 240 40 Z" />
      <circle cx="208" cy="80" r="9" fill="currentColor" stroke="none" />
      <circle cx="238" cy="64" r="9" fill="currentColor" fillOpacity="0.7" stroke="none" />
      <circle cx="270" cy="74" r="9" fill="currentColor" fillOpacity="0.5" stroke="none" />
      <circle cx="206" cy="114" r="9" fill="currentColor" fillOpacity="0.35" stroke="none" />
    </g>
  ),
  waste: (
    <g className="media-fallback__motif">
      {[
        { x: 261.7, y: 82.5, angle: 60 },
        { x: 240, y: 120, angle: 180 },
        { x: 218.3, y: 82.5, angle: -60 },
      ].map(({ x, y, angle }) => (
        <g key={angle} transform={`translate(${x} ${y}) rotate(${angle})`}>
          <path d="M-30 0 L18 0" />
          <path d="M6 -12 L20 0 L6 12" />
        </g>
      ))}
    </g>
  ),
  other: (
    <g className="media-fallback__motif">
      <circle cx="240" cy="92" r="44" />
      <path d="M228 70 L262 92 L228 114 Z" fill="currentColor" />
    </g>
  ),
};

interface FallbackArtworkProps {
  /** The video's title: its initial is drawn on the artwork. */
  title?: string;
  categoryName?: string;
  /** Text alternative; leave empty when the artwork is decorative (a title sits beside it). */
  alt?: string;
  className?: string;
}

/**
 * Artwork drawn in place of an image that cannot load (offline, blocked, missing): a gradient
 * in the category's colour, its motif and the title's initial, so a card never looks broken.
 */
export function FallbackArtwork({
  title,
  categoryName,
  alt = '',
  className,
}: FallbackArtworkProps) {
  const theme = categoryThemeOf(categoryName);
  const initial = initialOf(title);
  const classes = ['media-fallback', `media-fallback--${theme}`, className].filter(Boolean);
  const described = alt.length > 0;
  return (
    <div
      className={classes.join(' ')}
      data-theme={theme}
      {...(described ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <svg
        className="media-fallback__art"
        viewBox="0 0 320 180"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="34" cy="22" r="58" fill="currentColor" fillOpacity="0.07" />
        <circle cx="300" cy="176" r="74" fill="currentColor" fillOpacity="0.06" />
        <circle cx="150" cy="28" r="4" fill="currentColor" fillOpacity="0.25" />
        <circle cx="176" cy="158" r="3" fill="currentColor" fillOpacity="0.25" />
        <circle cx="122" cy="150" r="2.5" fill="currentColor" fillOpacity="0.25" />
        {motifs[theme]}
        {initial && (
          <text className="media-fallback__initial" x="84" y="90" textAnchor="middle">
            {initial}
          </text>
        )}
      </svg>
    </div>
  );
}
