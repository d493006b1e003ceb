import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatMediumDate } from '#shared/format/dates.ts';
import { formatViews } from '#shared/format/views.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useSetVideoRetired } from '../api/video-writes.ts';

interface VideoRowProps {
  video: Video;
  /** The row leaves this listing once retired or restored (a filtered one). */
  leavesList: boolean;
  /** After the row has left: the list moves focus somewhere that still exists. */
  onLeft(): void;
}

/** One video of the curators' list: what it is, and its edit and retire/restore controls. */
export function VideoRow({ video, leavesList, onLeft }: VideoRowProps) {
  const titleId = useId();
  const locale = useActiveLocale();
  const confirmTextId = useId();
  const [confirming, setConfirming] = useState(false);
  const retire = useSetVideoRetired();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the row is drawn again: the control the user now needs.
  const focusNext = useRef<'toggle' | 'confirm' | null>(null);
  const title = video.title;
  const published = formatMediumDate(new Date(video.publishedAt), locale);
  // The count in compact form ("96K", "12 लाख"), not a number: no plural to choose.
  const views = formatViews(video.viewCount, locale);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'toggle') toggleRef.current?.focus();
    if (target === 'confirm') confirmRef.current?.focus();
  });

  const setRetired = (retired: boolean) =>
    retire.mutate(
      { video, retired },
      {
        onSuccess: () => {
          setConfirming(false);
          if (leavesList) onLeft();
          else focusNext.current = 'toggle';
        },
      },
    );

  return (
    <li className="curation-videos__row">
      <MediaImage
        className="curation-videos__thumb"
        src={video.thumbnail}
        alt=""
        title={video.title}
        categoryName={video.categoryName}
      />
      <div className="curation-videos__text">
        <h4 id={titleId} className="curation-videos__name">
          {video.title}
          {video.retired ? <span className="curation-videos__badge">{t`Retired`}</span> : null}
        </h4>
        <p className="curation-videos__meta">
          {video.creator} · {video.categoryName} · {t`Published ${published}`} · {t`${views} views`}
        </p>
      </div>
      {confirming ? (
        <div className="curation-videos__confirm">
          <p id={confirmTextId}>
            {t`Retire “${title}”? It leaves the catalogue and search; people who saved it see it as no longer available.`}
          </p>
          <div className="curation-videos__actions">
            <Button
              ref={confirmRef}
              variant="danger"
              isBusy={retire.isPending}
              aria-describedby={confirmTextId}
              onClick={() => setRetired(true)}
            >
              {t`Yes, retire it`}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                focusNext.current = 'toggle';
                setConfirming(false);
              }}
            >
              {t`Cancel`}
            </Button>
          </div>
        </div>
      ) : (
        <div className="curation-videos__actions">
          <Link
            to={`/curation/videos?edit=${encodeURIComponent(video._id)}`}
            className={buttonClassName({ variant: 'secondary' })}
            aria-describedby={titleId}
          >
            {t`Edit`}
          </Link>
          <Button
            ref={toggleRef}
            variant={video.retired ? 'secondary' : 'ghost'}
            aria-describedby={titleId}
            isBusy={retire.isPending}
            onClick={() => {
              if (video.retired) {
                setRetired(false);
                return;
              }
              focusNext.current = 'confirm';
              setConfirming(true);
            }}
          >
            {video.retired ? t`Restore` : t`Retire`}
          </Button>
        </div>
      )}
    </li>
  );
}
