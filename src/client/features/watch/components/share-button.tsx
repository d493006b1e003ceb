import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FORM_CONTROL_CLASS, FORM_FIELD_CLASS } from '#client/components/ui/form-control.ts';
import { ModalDialog } from '#client/components/ui/modal-dialog.tsx';
import { toast } from '#client/stores/toast-store.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { clockOf } from '../lib/clock.ts';
import { shareLinkOf } from '../lib/share-link.ts';
import { currentPlayerTime, usePlayerControl } from '../player/player-control.ts';
import './share-button.css';

/** What the link shares: the video, from a moment, or the A–B loop. */
type Sharing = 'video' | 'moment' | 'loop';

/**
 * "Share" among the video page's actions: a dialog with the video's link, a checkbox to start
 * it at the player's time (taken when the dialog opens), with an A–B loop set a choice to share
 * the loop (share-link.ts writes the link), "Copy link", and, where the browser has one, its
 * share sheet.
 */
export function ShareButton({ video }: { video: Video }) {
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState(0);
  const [sharing, setSharing] = useState<Sharing>('video');
  return (
    <>
      <Button
        variant="secondary"
        icon="send"
        aria-haspopup="dialog"
        onClick={() => {
          setAt(Math.floor(currentPlayerTime()));
          setSharing('video');
          setOpen(true);
        }}
      >
        {t`Share`}
      </Button>
      <ShareDialog
        open={open}
        video={video}
        at={at}
        sharing={sharing}
        onSharingChange={setSharing}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

interface ShareDialogProps {
  open: boolean;
  video: Video;
  /** The player's time when the dialog opened, in whole seconds. */
  at: number;
  sharing: Sharing;
  onSharingChange: (sharing: Sharing) => void;
  onClose: () => void;
}

function ShareDialog({ open, onClose, ...choices }: ShareDialogProps) {
  return (
    <ModalDialog open={open} title={t`Share`} onClose={onClose} className="share-dialog">
      {/* Drawn only while open: it reads the page's address and the browser's share sheet. */}
      {open && <ShareChoices {...choices} onCopied={onClose} />}
    </ModalDialog>
  );
}

type ShareChoicesProps = Omit<ShareDialogProps, 'open' | 'onClose'> & { onCopied: () => void };

function ShareChoices({ video, at, sharing, onSharingChange, onCopied }: ShareChoicesProps) {
  const linkId = useId();
  const loop = usePlayerControl((state) => state.loop);
  const hasLoop = loop.a !== null && loop.b !== null && loop.b > loop.a;
  const origin = window.location.origin;
  const link =
    sharing === 'loop' && hasLoop
      ? shareLinkOf(origin, video.videoLink, { start: loop.a ?? 0, end: loop.b })
      : sharing === 'moment'
        ? shareLinkOf(origin, video.videoLink, { start: at })
        : shareLinkOf(origin, video.videoLink);
  const canShare = typeof navigator.share === 'function';
  const time = clockOf(at);
  const from = clockOf(loop.a ?? 0);
  const to = clockOf(loop.b ?? 0);

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => {
        toast(t`Link copied`);
        onCopied();
      },
      (error: unknown) => {
        console.warn('CraftReel: the link could not be copied', error);
        toast(t`The link could not be copied. Select it and copy it yourself.`, 'red');
      },
    );
  };
  const share = () => {
    navigator.share({ title: video.title, url: link }).catch((error: unknown) => {
      // Closing the share sheet without sharing is no error.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('CraftReel: the link could not be shared', error);
    });
  };

  return (
    <>
      <div className={FORM_FIELD_CLASS}>
        <label htmlFor={linkId}>{t`Link`}</label>
        <input
          id={linkId}
          className={`${FORM_CONTROL_CLASS} share-dialog__link`}
          dir="ltr"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="share-dialog__choices">
        <label className="share-dialog__choice">
          <input
            type="checkbox"
            checked={sharing === 'moment'}
            onChange={(event) => onSharingChange(event.target.checked ? 'moment' : 'video')}
          />
          <span>{t`Start at ${time}`}</span>
        </label>
        {hasLoop && (
          <label className="share-dialog__choice">
            <input
              type="checkbox"
              checked={sharing === 'loop'}
              onChange={(event) => onSharingChange(event.target.checked ? 'loop' : 'video')}
            />
            <span>
              {t({
                comment: 'The A–B loop of practice mode, from its start to its end (1:00, 1:10)',
                message: `Share this loop (${from} to ${to})`,
              })}
            </span>
          </label>
        )}
      </div>
      <div className="share-dialog__actions">
        <Button onClick={copy}>{t`Copy link`}</Button>
        {canShare && (
          <Button variant="secondary" onClick={share}>
            {t`Share…`}
          </Button>
        )}
      </div>
    </>
  );
}
