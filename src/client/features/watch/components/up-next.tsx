import { t } from '@lingui/core/macro';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { videoPath } from '#client/components/video-card/video-card.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { RelatedReason, RelatedVideo } from '#shared/schemas/related.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { useRelatedVideos } from '../api/get-related.ts';
import './up-next.css';

/** Why a video is up next, in words: the API answers a code, the app says it. */
function reasonText(reason: RelatedReason, locale: string): string {
  switch (reason.kind) {
    case 'material': {
      // Said in the middle of a sentence: "Also uses corrugated cardboard".
      const material = (reason.material ?? '').toLocaleLowerCase(locale);
      return t({
        comment: 'Why a video is suggested: it needs a material the watched video needs too',
        message: `Also uses ${material}`,
      });
    }
    case 'category':
      return t({
        comment: 'Why a video is suggested: it is in the watched video’s category',
        message: 'Same category',
      });
    case 'difficulty':
      return t({
        comment: 'Why a video is suggested: its project is about as hard as the watched one',
        message: 'Similar difficulty',
      });
    case 'recent':
      return t({
        comment: 'Why a video is suggested: it is one of the newest videos',
        message: 'New in the catalogue',
      });
  }
}

interface UpNextProps {
  videoId: string;
  /** Called when a video is opened from the list (the app records history, as cards do). */
  onOpenVideo?: ((video: Video) => void) | undefined;
  /** Told the first video shown (after "Hide watched"), or null while none is: autoplay's. */
  onFirstVideo?: ((video: Video | null) => void) | undefined;
  /** A control beside the heading, from another feature (the autoplay switch). */
  control?: ReactNode;
}

/**
 * "Up next" (docs/product.md, "Video page"): videos related to this one, each a compact card
 * with why it is suggested, or "Watched". A signed-in user may hide the watched ones; the
 * choice is this page's own state, kept while moving from video to video, not in the address.
 */
export function UpNext({ videoId, onOpenVideo, onFirstVideo, control }: UpNextProps) {
  const headingId = useId();
  const status = useAuthStore((state) => state.status);
  const userId = useAuthStore((state) => state.user?._id ?? null);
  const signedIn = status === 'signed-in';
  const [hideWatched, setHideWatched] = useState(false);
  const related = useRelatedVideos(
    videoId,
    status === 'signed-out' ? null : (userId ?? 'signed-in'),
    signedIn && hideWatched,
  );
  const first = related.data?.[0]?.video ?? null;
  useEffect(() => {
    onFirstVideo?.(first);
  }, [onFirstVideo, first]);

  let body: ReactNode;
  if (related.isPending) {
    body = (
      <p className="up-next__status" role="status">
        <Spinner size={18} /> {t`Loading videos to watch next…`}
      </p>
    );
  } else if (related.isError) {
    body = (
      <div className="up-next__status" role="alert">
        <p>{t`Videos to watch next could not be loaded.`}</p>
        <Button variant="secondary" size="sm" onClick={() => void related.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  } else if (related.data.length === 0) {
    body = <p className="up-next__empty">{t`Nothing else to watch here yet.`}</p>;
  } else {
    body = (
      <ol className="up-next__list">
        {related.data.map((item) => (
          <UpNextItem key={item.video._id} item={item} onOpen={onOpenVideo} />
        ))}
      </ol>
    );
  }

  return (
    <section className="up-next" aria-labelledby={headingId}>
      <div className="up-next__header">
        <h2 id={headingId} className="up-next__title">
          {t`Up next`}
        </h2>
        <div className="up-next__controls">
          {signedIn && (
            <label className="up-next__toggle">
              <input
                type="checkbox"
                checked={hideWatched}
                onChange={(event) => setHideWatched(event.target.checked)}
              />
              <span>{t`Hide watched`}</span>
            </label>
          )}
          {control}
        </div>
      </div>
      {body}
    </section>
  );
}

function UpNextItem({
  item,
  onOpen,
}: {
  item: RelatedVideo;
  onOpen?: ((video: Video) => void) | undefined;
}) {
  const locale = useActiveLocale();
  const { video, reason, watched } = item;
  return (
    <li className="up-next__item" data-watched={watched || undefined}>
      <MediaImage
        className="up-next__thumb"
        src={thumbnailPathOf(video._id)}
        alt=""
        title={video.title}
        categoryName={video.categoryName}
      />
      <div className="up-next__text">
        <h3 className="up-next__video-title">
          <Link className="up-next__link" to={videoPath(video)} onClick={() => onOpen?.(video)}>
            {video.title}
          </Link>
        </h3>
        <p className="up-next__creator">{video.creator}</p>
        <p className="up-next__reason">
          {watched
            ? t({ comment: 'A suggested video the user has watched already', message: 'Watched' })
            : reasonText(reason, locale)}
        </p>
      </div>
    </li>
  );
}
