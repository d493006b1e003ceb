import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { AUTOPLAY_SECONDS } from '../lib/autoplay.ts';
import { startOnArrival, usePlayerControl } from '../player/player-control.ts';
import './autoplay-next.css';

interface AutoplayNextProps {
  /** The video to play when this one ends (lib/autoplay.ts); null: none. */
  next: Video | null;
  /** Its page's address (keeping the playlist played, when there is one). */
  nextPath: string | null;
  /** "Autoplay next video": off, nothing shows when the video ends. */
  enabled: boolean;
  /** Called when the next video is opened (the app records history, as a card does). */
  onOpenVideo?: ((video: Video) => void) | undefined;
}

/**
 * Autoplay (docs/product.md, "Video page", "Autoplay"): when the video ends, the next one's
 * thumbnail and title under the player, "Up next in 8" counting down, then its page opens and its
 * player starts. Cancel (or Escape) stops the countdown and leaves "Play now". The countdown is
 * told to screen readers once, as it starts, never each second; it stands still while the tab
 * is hidden. Playing the video again takes the panel away, and the next end counts down anew.
 */
export function AutoplayNext({ next, nextPath, enabled, onOpenVideo }: AutoplayNextProps) {
  const ended = usePlayerControl((state) => state.ended);
  const [cancelled, setCancelled] = useState(false);
  const [, navigate] = useLocation();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const playNowRef = useRef<HTMLButtonElement>(null);

  // A new end is a new countdown.
  useEffect(() => {
    if (!ended) setCancelled(false);
  }, [ended]);

  const showing = ended && enabled && next !== null && nextPath !== null;
  const counting = showing && !cancelled;

  const open = () => {
    if (!next || nextPath === null) return;
    startOnArrival(next._id);
    onOpenVideo?.(next);
    navigate(nextPath);
  };
  const left = useCountdown(AUTOPLAY_SECONDS, counting, open);

  // Focus on Cancel, which goes, moves to Play now, which stays.
  const focusPlayNow = useRef(false);
  const cancel = () => {
    focusPlayNow.current = panelRef.current?.contains(document.activeElement) ?? false;
    setCancelled(true);
  };
  useEffect(() => {
    if (!cancelled || !focusPlayNow.current) return;
    focusPlayNow.current = false;
    playNowRef.current?.focus();
  }, [cancelled]);
  const cancelRef = useRef(cancel);
  cancelRef.current = cancel;
  useEffect(() => {
    if (!counting) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape in a dialog closes the dialog, and only that.
      const inDialog = event.target instanceof Element && event.target.closest('dialog') !== null;
      if (event.key === 'Escape' && !event.defaultPrevented && !inDialog) cancelRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [counting]);

  const title = next?.title ?? '';
  return (
    <>
      {/* Always in the page, so that the words put in it as the countdown starts are read. */}
      <p className="visually-hidden" role="status">
        {counting
          ? plural(AUTOPLAY_SECONDS, {
              one: `Up next: ${title}. It plays in # second; press Escape to cancel.`,
              other: `Up next: ${title}. It plays in # seconds; press Escape to cancel.`,
            })
          : ''}
      </p>
      {showing && next && (
        <section className="autoplay-next" ref={panelRef} aria-label={t`Next video`}>
          <MediaImage
            className="autoplay-next__thumb"
            src={thumbnailPathOf(next._id)}
            alt=""
            title={next.title}
            categoryName={next.categoryName}
          />
          <div className="autoplay-next__text">
            <p className="autoplay-next__when">
              {counting
                ? t({
                    comment: 'The next video plays in this many seconds',
                    message: `Up next in ${left}`,
                  })
                : t`Autoplay stopped`}
            </p>
            <p id={titleId} className="autoplay-next__title">
              {next.title}
            </p>
            <p className="autoplay-next__creator">{next.creator}</p>
          </div>
          <div className="autoplay-next__actions">
            {counting && (
              <Button variant="secondary" size="sm" onClick={cancel}>
                {t({ comment: 'Stops the countdown to the next video', message: 'Cancel' })}
              </Button>
            )}
            <Button
              ref={playNowRef}
              size="sm"
              icon="play"
              aria-describedby={titleId}
              onClick={open}
            >
              {t`Play now`}
            </Button>
          </div>
          {counting && (
            <div className="autoplay-next__track" aria-hidden="true">
              <span
                className="autoplay-next__bar"
                style={{ inlineSize: `${(left / AUTOPLAY_SECONDS) * 100}%` }}
              />
            </div>
          )}
        </section>
      )}
    </>
  );
}
