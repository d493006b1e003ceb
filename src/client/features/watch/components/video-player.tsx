import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef } from 'react';
import { preconnect } from 'react-dom';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { useOnlineStatus } from '#client/components/media/use-online-status.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';
import {
  embedUrlOf,
  type PlayerCaptions,
  playerEmbedUrlOf,
  thumbnailPathOf,
  watchUrlOf,
} from '#shared/video-link.ts';
import { useProbePlayer } from '../api/probe-player.ts';
import { type PositionReporter, usePlaybackReports } from '../hooks/use-playback-reports.ts';
import { clockOf } from '../lib/clock.ts';
import { loadYouTubeIframeApi } from '../lib/youtube-iframe-api.ts';
import { takeAutoStart, takePendingSeek, usePlayerControl } from '../player/player-control.ts';
import './video-details.css';
import './video-player.css';

/** Warms the connection to the player's host while a pointer or keyboard nears the button. */
function warmUp(embedUrl: string) {
  preconnect(new URL(embedUrl).origin);
}

interface VideoPlayerProps {
  video: Video;
  /** Where to start, in seconds (the signed-in user's last position); 0 or none: the start. */
  startAt?: number | undefined;
  /** Whether `startAt` is a shared link's moment ("Starts at"), not the user's ("Resume from"). */
  sharedStart?: boolean | undefined;
  /** Told the player's position now and then, on pause, at the end and on leaving. */
  onPosition?: PositionReporter | undefined;
  /** Captions to ask YouTube's player for; none: YouTube's own default. */
  captions?: PlayerCaptions | undefined;
}

/**
 * The video's player, loaded only when asked (docs/product.md, "Video page"): its artwork with a
 * big play button; a press checks that YouTube answers, then puts its player in the frame,
 * playing. Offline, or when YouTube cannot be reached, a message with a link to the video on
 * YouTube takes the frame's place, never the browser's error page.
 */
export function VideoPlayer({
  video,
  startAt = 0,
  sharedStart = false,
  onPosition,
  captions,
}: VideoPlayerProps) {
  const embedUrl = embedUrlOf(video.videoLink);
  const online = useOnlineStatus();
  const probe = useProbePlayer(embedUrl);
  const resumeId = useId();
  // Where the frame starts, fixed at the press: later reports must not reload the frame.
  const startedAt = useRef(0);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const title = video.title;
  const play = (from = startAt) => {
    startedAt.current = Math.floor(from);
    // The IFrame API, which reads the position and drives the player, loads beside the probe.
    loadYouTubeIframeApi().catch(() => {});
    probe.mutate(undefined, {
      onError: (error) => console.warn('CraftReel: the player could not be reached', error),
    });
  };
  usePlaybackReports(frameRef, probe.isSuccess, onPosition);

  // A seek from around the player (a step, a note) before it plays is a press of play from there;
  // once its frame is in the page, the ready player makes the seek (player-control.ts).
  const pendingSeek = usePlayerControl((state) => state.pendingSeek);
  const waiting = probe.isPending || probe.isSuccess;
  const playRef = useRef(play);
  playRef.current = play;
  useEffect(() => {
    if (pendingSeek === null || waiting) return;
    const from = takePendingSeek();
    if (from !== null) playRef.current(from);
  }, [pendingSeek, waiting]);
  // A seek left unmade when the page goes is not made on the next video's page.
  useEffect(() => () => void takePendingSeek(), []);
  // The next video autoplay opened starts as its player comes, as a press of play would.
  const videoId = video._id;
  useEffect(() => {
    if (takeAutoStart(videoId)) playRef.current();
  }, [videoId]);

  // Keyboard users land in the player they asked for (the play button has gone).
  const focusOnMount = useCallback((frame: HTMLIFrameElement | null) => {
    frameRef.current = frame;
    frame?.focus();
  }, []);

  if (probe.isSuccess) {
    return (
      // YouTube's player draws its own controls and timeline, left to right in every language.
      <div className="video-player" data-state="playing" dir="ltr">
        <iframe
          ref={focusOnMount}
          className="video-player__frame"
          src={playerEmbedUrlOf(video.videoLink, {
            start: startedAt.current,
            origin: window.location.origin,
            captions,
          })}
          title={t`Video player: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  const resumeAt = clockOf(startAt);
  const unavailable = !online ? 'offline' : probe.isError ? 'unreachable' : null;
  return (
    <div
      className="video-player"
      data-state={unavailable ?? (probe.isPending ? 'loading' : 'idle')}
    >
      <MediaImage
        className="video-player__artwork"
        src={thumbnailPathOf(video._id)}
        alt=""
        title={video.title}
        categoryName={video.categoryName}
        loading="eager"
        fetchPriority="high"
      />
      {unavailable ? (
        <div className="video-player__notice" role="alert">
          <Icon name="alert" size={28} className="video-player__notice-icon" />
          <p className="video-player__notice-title">{t`The player can’t load right now`}</p>
          <p className="video-player__notice-text">
            {unavailable === 'offline'
              ? t`You’re offline. Play it here once you’re back online.`
              : t`YouTube didn’t answer. Try again, or watch it there.`}
          </p>
          <div className="video-player__notice-actions">
            {unavailable === 'unreachable' && (
              <button type="button" className="video-player__notice-button" onClick={() => play()}>
                {t`Try again`}
              </button>
            )}
            <a
              className="video-player__notice-link"
              href={watchUrlOf(video.videoLink)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t`Watch on YouTube`}
              <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
            </a>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="video-player__play"
          aria-label={t`Play ${title}`}
          aria-describedby={startAt >= 1 ? resumeId : undefined}
          aria-busy={probe.isPending || undefined}
          aria-disabled={probe.isPending || undefined}
          onClick={() => {
            if (!probe.isPending) play();
          }}
          onPointerEnter={() => warmUp(embedUrl)}
          onFocus={() => warmUp(embedUrl)}
        >
          <span className="video-player__play-mark">
            {probe.isPending ? <Spinner size={36} /> : <Icon name="play" size={40} />}
          </span>
          {startAt >= 1 && (
            <span id={resumeId} className="video-player__resume">
              {sharedStart ? (
                <Trans>
                  Starts at <bdi dir="ltr">{resumeAt}</bdi>
                </Trans>
              ) : (
                <Trans>
                  Resume from <bdi dir="ltr">{resumeAt}</bdi>
                </Trans>
              )}
            </span>
          )}
        </button>
      )}
      {probe.isPending && (
        <span className="visually-hidden" role="status">
          {t`Loading the player`}
        </span>
      )}
    </div>
  );
}
