import { t } from '@lingui/core/macro';
import { Link } from 'wouter';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import { videoPath } from '#client/components/video-card/video-card.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';
import { playlistPlayPath } from '../playlist-play-path.ts';

/**
 * "Play all": the playlist's first video still in the catalogue, played with the playlist's
 * queue beside it (`?list=`). None when every video is retired.
 */
export function PlayAllLink({
  videos,
  playlistId,
  onOpenVideo,
}: {
  videos: readonly Video[];
  playlistId: string;
  onOpenVideo?: ((video: Video) => void) | undefined;
}) {
  const firstVideo = videos.find((video) => !video.retired);
  if (!firstVideo) return null;
  return (
    <Link
      className={buttonClassName({ variant: 'primary', size: 'sm' })}
      to={playlistPlayPath(videoPath(firstVideo), playlistId)}
      onClick={() => onOpenVideo?.(firstVideo)}
    >
      <Icon name="play" size={16} />
      {t`Play all`}
    </Link>
  );
}
