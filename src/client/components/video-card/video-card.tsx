import { t } from '@lingui/core/macro';
import { type ReactNode, useContext, useState } from 'react';
import { Link } from 'wouter';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatRelativeAge } from '#shared/format/relative-age.ts';
import { formatViews } from '#shared/format/views.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { MediaImage } from '../media/media-image.tsx';
import { CardOverlaysContext } from './card-overlays.tsx';
import { CraftFactsLine } from './craft-facts-line.tsx';
import './video-card.css';

interface VideoCardProps {
  video: Video;
  /** Called when the card is opened (its link followed): the home page records history here. */
  onOpen?: (video: Video) => void;
  /** A menu or button shown in the card's corner, e.g. a "More actions" menu. */
  actions?: ReactNode;
  /** The card title's heading level, so headings stay in order on each page. */
  headingLevel?: 2 | 3;
  /**
   * How soon the thumbnail is wanted: 'high' for the page's first card (its largest image,
   * fetched first), 'eager' for the others of the first row; lazily when they near the screen
   * otherwise.
   */
  imagePriority?: 'high' | 'eager' | undefined;
  /** A line of the list's own under the card's facts, e.g. when a history video was watched. */
  note?: ReactNode;
}

/** The page of one video; its videoLink is used as-is (a `v=` prefix stays). */
export function videoPath(video: Pick<Video, 'videoLink'>): string {
  return `/video/${video.videoLink}`;
}

/**
 * A video in a grid: thumbnail (animated preview on hover or keyboard focus), title, views,
 * age and creator. The whole card is one link, through the title's stretched hit area.
 */
export function VideoCard({
  video,
  onOpen,
  actions,
  headingLevel = 2,
  imagePriority,
  note,
}: VideoCardProps) {
  // The preview is fetched only once someone shows interest in the card.
  const [wantsPreview, setWantsPreview] = useState(false);
  const [preview, setPreview] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showInterest = () => setWantsPreview(true);
  const Overlays = useContext(CardOverlaysContext);
  const locale = useActiveLocale();

  // The count in compact form ("96K", "12 लाख"), not a number: no plural to choose.
  const views = formatViews(video.viewCount, locale);
  return (
    <article className="video-card" onPointerEnter={showInterest} onFocus={showInterest}>
      <div className="video-card__media">
        <MediaImage
          className="video-card__thumb"
          src={thumbnailPathOf(video._id)}
          alt=""
          title={video.title}
          categoryName={video.categoryName}
          loading={imagePriority ? 'eager' : 'lazy'}
          fetchPriority={imagePriority === 'high' ? 'high' : undefined}
        />
        {wantsPreview && video.gif && preview !== 'failed' && (
          <img
            className="video-card__preview"
            data-loaded={preview === 'loaded' || undefined}
            src={video.gif}
            alt=""
            decoding="async"
            onLoad={() => setPreview('loaded')}
            onError={() => setPreview('failed')}
          />
        )}
        {Overlays && <Overlays videoId={video._id} />}
      </div>
      <div className="video-card__body">
        <Heading className="video-card__title">
          <Link className="video-card__link" to={videoPath(video)} onClick={() => onOpen?.(video)}>
            {video.title}
          </Link>
        </Heading>
        {/* By name: the creator page turns it into the slug (the slug's code stays out of the
            first load of /). */}
        <Link className="video-card__creator" to={`/creator/${encodeURIComponent(video.creator)}`}>
          {video.creator}
        </Link>
        <p className="video-card__meta">
          {t`${views} views`} <span aria-hidden="true">•</span>{' '}
          {formatRelativeAge(new Date(video.publishedAt), new Date(), locale)}
        </p>
        <CraftFactsLine video={video} />
        {note && <p className="video-card__meta">{note}</p>}
      </div>
      {actions && <div className="video-card__actions">{actions}</div>}
    </article>
  );
}
