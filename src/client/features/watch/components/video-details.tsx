import { t } from '@lingui/core/macro';
import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'wouter';
import { useMediaQuery } from '#client/components/layouts/use-media-query.ts';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatRelativeAge } from '#shared/format/relative-age.ts';
import { formatViews } from '#shared/format/views.ts';
import type { VideoDetails as VideoWithSteps } from '#shared/schemas/video-details.schema.ts';
import type { PlayerCaptions } from '#shared/video-link.ts';
import type { PositionReporter } from '../hooks/use-playback-reports.ts';
import type { SharedMoment } from '../lib/share-link.ts';
import { clearLoop, presetLoop } from '../player/player-control.ts';
import { PracticeControls } from './practice-controls.tsx';
import { ProjectFacts } from './project-facts.tsx';
import { ShareButton } from './share-button.tsx';
import { VideoPlayer } from './video-player.tsx';
import { VideoSteps } from './video-steps.tsx';
import './video-details.css';

interface VideoDetailsProps {
  video: VideoWithSteps;
  /** The Like, Save and Playlist buttons (they come from other features). */
  actions?: ReactNode;
  /** Where the player starts (the signed-in user's last position), in seconds. */
  startAt?: number | undefined;
  /**
   * The moment or loop the page's link shares (share-link.ts): the player starts there, over
   * `startAt`, and a loop is set in practice mode, which opens.
   */
  shared?: SharedMoment | null | undefined;
  /** Told the player's position as it plays (the app keeps it for the signed-in user). */
  onPosition?: PositionReporter | undefined;
  /** Captions for YouTube's player (the app reads the user's settings). */
  captions?: PlayerCaptions | undefined;
  /** What comes straight under the player (autoplay's next video). */
  belowPlayer?: ReactNode;
  /** The signed-in user's own panels for the video (notes), after its facts. */
  children?: ReactNode;
}

/** A phone: the bottom nav's breakpoint (layout.css), which video-details.css follows too. */
const PHONE = '(max-width: 44.99rem)';

/**
 * One video's page: player and practice controls under it, title, creator, views, age, actions,
 * description, the steps, and the project's difficulty, time and materials. On a phone the
 * title, creator and actions come straight under the player, then the practice panel, folded
 * into its button: CSS orders it so from the first paint (a server-rendered page), and once the
 * app runs the panel also moves there in the page's order, which screen readers and Tab follow.
 */
export function VideoDetails({
  video,
  actions,
  startAt,
  shared,
  onPosition,
  captions,
  belowPlayer,
  children,
}: VideoDetailsProps) {
  const aboutId = useId();
  const locale = useActiveLocale();
  const views = formatViews(video.viewCount, locale);
  const phone = useMediaQuery(PHONE) === true;
  const loopFrom = shared?.end == null ? null : shared.start;
  const loopTo = shared?.end ?? null;
  useEffect(() => {
    if (loopFrom === null || loopTo === null) return;
    presetLoop(loopFrom, loopTo);
    // Leaving the page (or its link's loop) leaves no loop behind for the next video.
    return () => clearLoop();
  }, [loopFrom, loopTo]);
  const practice = <PracticeControls steps={video.steps} initialOpen={loopTo !== null} />;
  return (
    <article className="video-details">
      {/* A new video starts with its own play button, not the last one's player. */}
      <VideoPlayer
        key={video._id}
        video={video}
        startAt={shared ? shared.start : startAt}
        sharedStart={shared != null}
        onPosition={onPosition}
        captions={captions}
      />
      {belowPlayer}
      {!phone && practice}
      <div className="video-details__info">
        <h1 className="video-details__title">{video.title}</h1>
        <div className="video-details__bar">
          <div className="video-details__byline">
            <span className="video-details__avatar" aria-hidden="true">
              {Array.from(video.creator.trim())[0]?.toLocaleUpperCase('en') ?? '?'}
            </span>
            <div>
              <p className="video-details__creator">
                {/* By name, as a card's: the creator page makes the slug. */}
                <Link
                  className="video-details__creator-link"
                  to={`/creator/${encodeURIComponent(video.creator)}`}
                >
                  {video.creator}
                </Link>
              </p>
              <p className="video-details__meta">
                {t`${views} views`} <span aria-hidden="true">•</span>{' '}
                {formatRelativeAge(new Date(video.publishedAt), new Date(), locale)}
              </p>
            </div>
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields */}
          <div className="video-details__actions" role="group" aria-label={t`Video actions`}>
            {actions}
            <ShareButton video={video} />
          </div>
        </div>
        {phone && practice}
        <section className="video-details__about" aria-labelledby={aboutId}>
          <h2 id={aboutId} className="video-details__about-title">
            {t`About this video`}
          </h2>
          <p className="video-details__category">{video.categoryName}</p>
          <p className="video-details__description">{video.description}</p>
        </section>
        <VideoSteps steps={video.steps} />
        <ProjectFacts video={video} />
        {children}
      </div>
    </article>
  );
}
