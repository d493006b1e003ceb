import { t } from '@lingui/core/macro';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { isSignedIn, useAuthStore } from '#client/stores/auth-store.ts';
import type { MadePost } from '#shared/schemas/made-post.schema.ts';
import { MadeFacts } from './made-facts.tsx';
import { MadePhoto } from './made-photo.tsx';
import { ReportDialog } from './report-dialog.tsx';
import './made.css';

/** How far a finger must travel sideways for a swipe to turn the photo, in CSS pixels. */
const SWIPE_MIN_PX = 40;

interface MadeLightboxProps {
  /** The post shown; null when the lightbox is closed. */
  post: MadePost | null;
  onClose: () => void;
}

/** True when the element's text runs right to left, where "next" lies to the left. */
function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * A gallery post in a modal dialog: its photos one at a time (Previous and Next, the arrow keys,
 * or a swipe on a touch screen), and its facts. Escape closes it, and focus goes back to the
 * photo that opened it. A signed-in user may report another's post.
 */
export function MadeLightbox({ post, onClose }: MadeLightboxProps) {
  const [shown, setShown] = useState<MadePost | null>(post);
  // Keeps the last post while the dialog closes, so its content does not vanish under it.
  if (post && post !== shown) setShown(post);
  const title = shown ? t`Made by ${shown.maker.displayName}` : t`Made it`;
  return (
    <ModalDialog open={post !== null} onClose={onClose} title={title} className="made-lightbox">
      {post && shown && <LightboxBody key={post._id} post={shown} onClose={onClose} />}
    </ModalDialog>
  );
}

function LightboxBody({ post, onClose }: { post: MadePost; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [reporting, setReporting] = useState(false);
  const signedIn = useAuthStore(isSignedIn);
  const swipeFrom = useRef<number | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const count = post.photos.length;
  const photo = post.photos[index];
  const go = (step: number) => setIndex((at) => (at + step + count) % count);

  // The keys are heard wherever focus is in the dialog (its × button has it first).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (reporting || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Keys in a text box move its caret, not the photo.
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      const body = bodyRef.current;
      if (!body) return;
      const onward = isRightToLeft(body) ? 'ArrowLeft' : 'ArrowRight';
      event.preventDefault();
      setIndex((at) => (at + (event.key === onward ? 1 : -1) + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [reporting, onClose, count]);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeFrom.current = event.pointerType === 'touch' ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) < SWIPE_MIN_PX) return;
    // A swipe pulls the next photo in from the end of the line: leftwards in a left-to-right page.
    const leftward = moved < 0;
    go(leftward !== isRightToLeft(event.currentTarget) ? 1 : -1);
  };

  return (
    <div className="made-lightbox__body" ref={bodyRef}>
      <figure className="made-lightbox__figure">
        <div
          className="made-lightbox__stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          {photo && (
            <MadePhoto
              key={photo._id}
              photo={photo}
              className="made-lightbox__photo"
              alt={post.caption || t`A photo of what ${post.maker.displayName} made`}
              sizes="(min-width: 64rem) 56rem, 100vw"
              loading="eager"
            />
          )}
        </div>
        {count > 1 && (
          <figcaption className="made-lightbox__nav">
            <Button type="button" variant="secondary" size="sm" onClick={() => go(-1)}>
              {t`Previous photo`}
            </Button>
            <span aria-live="polite">{t`Photo ${index + 1} of ${count}`}</span>
            <Button type="button" variant="secondary" size="sm" onClick={() => go(1)}>
              {t`Next photo`}
            </Button>
          </figcaption>
        )}
      </figure>
      <MadeFacts post={post} />
      <p>
        <Link to={`/made/${post._id}`}>{t`Open the post’s page`}</Link>
      </p>
      {signedIn && !post.mine && (
        <>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="made-lightbox__report"
            aria-haspopup="dialog"
            onClick={() => setReporting(true)}
          >
            {t`Report`}
          </Button>
          <ReportDialog postId={post._id} open={reporting} onClose={() => setReporting(false)} />
        </>
      )}
    </div>
  );
}
