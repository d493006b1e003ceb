import { MadeCountBadge } from '#client/features/made/components/made-count-badge.tsx';
import { CardProgress } from '#client/features/progress/components/card-progress.tsx';

/**
 * What cards show over their thumbnails (src/client/components/video-card/card-overlays.tsx):
 * how many makers made the video, and how much of it the signed-in user has watched. Loaded by
 * providers.tsx once the app runs, with the "Made it" catalogue.
 */
export function CardOverlays({ videoId }: { videoId: string }) {
  return (
    <>
      <MadeCountBadge videoId={videoId} />
      <CardProgress videoId={videoId} />
    </>
  );
}
