import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatDate } from '#shared/format/dates.ts';
import type { ModerationItem } from '#shared/schemas/made-post.schema.ts';
import { useModerate } from '../api/moderation-writes.ts';
import { type ModerationState, reportSummary } from '../moderation-format.ts';

interface ModerationCardProps {
  item: ModerationItem;
  /** The tab it is listed in: Reported offers Hide and Dismiss reports, Hidden offers Restore. */
  state: ModerationState;
  /** Runs once the post has left the list, its buttons with it. */
  onLeave: () => void;
}

/**
 * One post of the queue, compact: its first photo (the narrowest width, its placeholder behind
 * it while it loads), caption, maker, video, reports by reason and the latest report's date.
 */
export function ModerationCard({ item, state, onLeave }: ModerationCardProps) {
  const titleId = useId();
  const locale = useActiveLocale();
  const moderate = useModerate(onLeave);
  const { post } = item;
  const photo = post.photos[0];
  const variant = photo?.variants[0];
  const maker = post.maker.displayName;
  const lastReported = item.lastReportedAt
    ? formatDate(new Date(item.lastReportedAt), locale)
    : null;
  const busy = (action: 'hide' | 'restore' | 'dismiss') =>
    moderate.isPending && moderate.variables?.action === action;

  return (
    <li className="curation-moderation__item">
      {photo && variant ? (
        <img
          className="curation-moderation__photo"
          src={variant.url}
          width={variant.width}
          height={variant.height}
          alt={t`What ${maker} made`}
          loading="lazy"
          style={{ backgroundImage: `url("${photo.placeholder}")` }}
        />
      ) : null}
      <div className="curation-moderation__body">
        <h3 id={titleId} className="curation-moderation__maker">
          {t`Post by ${maker}`}
        </h3>
        <p className="curation-moderation__caption">{post.caption}</p>
        <p className="curation-moderation__video">
          {/* The video's page is at its videoLink, as video-card.tsx's videoPath writes it. */}
          <Link to={`/video/${post.video.videoLink}`}>{post.video.title}</Link>
        </p>
        <p className="curation-moderation__reports">{reportSummary(item.reports, locale)}</p>
        {lastReported ? (
          <p className="curation-moderation__when">
            <Trans>
              Latest report: <time dateTime={item.lastReportedAt ?? ''}>{lastReported}</time>
            </Trans>
          </p>
        ) : null}
        <div className="curation-moderation__actions">
          {state === 'reported' ? (
            <>
              <Button
                variant="danger"
                aria-describedby={titleId}
                isBusy={busy('hide')}
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ item, action: 'hide' })}
              >
                {t`Hide`}
              </Button>
              <Button
                variant="secondary"
                aria-describedby={titleId}
                isBusy={busy('dismiss')}
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ item, action: 'dismiss' })}
              >
                {t`Dismiss reports`}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              aria-describedby={titleId}
              isBusy={busy('restore')}
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ item, action: 'restore' })}
            >
              {t`Restore`}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
