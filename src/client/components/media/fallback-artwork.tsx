import { categoryThemeOf } from '#shared/artwork/category-theme.ts';
import { ARTWORK_VIEW_BOX, artworkShapes } from '#shared/artwork/thumbnail-artwork.ts';
import './media.css';

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
 * The shapes are the ones the server's /thumbnails answers draw (src/shared/artwork).
 */
export function FallbackArtwork({
  title,
  categoryName,
  alt = '',
  className,
}: FallbackArtworkProps) {
  const theme = categoryThemeOf(categoryName);
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
        viewBox={ARTWORK_VIEW_BOX}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
        // Markup of our own making, the title's initial escaped (src/shared/artwork).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: shared with the server's artwork
        dangerouslySetInnerHTML={{ __html: artworkShapes({ title, categoryName }) }}
      />
    </div>
  );
}
