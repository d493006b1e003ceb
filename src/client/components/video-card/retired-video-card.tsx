import { t } from '@lingui/core/macro';
import type { Video } from '#shared/schemas/video.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { MediaImage } from '../media/media-image.tsx';
import { Button } from '../ui/button.tsx';
import { CardMenu, type CardMenuItem } from './card-menu.tsx';
import './retired-video-card.css';

interface RetiredVideoCardProps {
  video: Video;
  /**
   * Where the card is, for the remove button's name: "Remove {title} from {listName}". Without
   * it (someone else's list, which the reader cannot change) the card has no Remove button.
   */
  listName?: string;
  /**
   * What its "⋮" menu offers besides removal, e.g. a playlist's moves. Removal is the card's own
   * button, so a card with nothing else to offer has no menu.
   */
  actions?: CardMenuItem[];
  /** The list is busy: removing waits. */
  busy?: boolean;
  onRemove?(video: Video): void;
  headingLevel?: 2 | 3;
}

/**
 * A video a curator has retired, in a user's list: its thumbnail dimmed and marked "No longer
 * available", its title plain text (its page is gone, so no link and no preview), and a visible
 * Remove button. Nothing saves it again: the server would refuse. Its own module, so only the
 * lazily loaded list pages carry it, not the home page's VideoCard.
 */
export function RetiredVideoCard({
  video,
  listName,
  actions = [],
  busy = false,
  onRemove,
  headingLevel = 2,
}: RetiredVideoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { title } = video;
  return (
    <article className="video-card retired-video-card" data-retired="">
      <div className="video-card__media retired-video-card__media">
        <MediaImage
          className="video-card__thumb retired-video-card__thumb"
          src={thumbnailPathOf(video._id)}
          alt=""
          title={video.title}
          categoryName={video.categoryName}
          loading="lazy"
        />
        <p className="retired-video-card__notice">{t`No longer available`}</p>
      </div>
      <div className="video-card__body">
        <Heading className="video-card__title retired-video-card__title">{video.title}</Heading>
        <p className="video-card__creator">{video.creator}</p>
        {onRemove && listName !== undefined && (
          <Button
            variant="secondary"
            className="retired-video-card__remove"
            icon="trash"
            disabled={busy}
            aria-label={t`Remove ${title} from ${listName}`}
            onClick={() => onRemove(video)}
          >
            {t`Remove`}
          </Button>
        )}
      </div>
      {actions.length > 0 && (
        <div className="video-card__actions">
          <CardMenu label={t`More actions for ${title}`} items={actions} />
        </div>
      )}
    </article>
  );
}
