import { lazy, Suspense } from 'react';
import { withAreas } from '#client/i18n/activate-locale.ts';

const VideoMadeSection = lazy(() =>
  withAreas(['made'], () => import('#client/features/made/components/video-made-section.tsx')).then(
    (m) => ({ default: m.VideoMadeSection }),
  ),
);

interface VideoMadeSlotProps {
  videoId: string;
  projectMade: boolean;
}

/**
 * Where the video page's "Made by N makers" lives: its code (the gallery, the lightbox, the
 * post dialog and its uploads) is a chunk of its own, fetched once the page is up, so the
 * video page's own code does not grow.
 */
export function VideoMadeSlot({ videoId, projectMade }: VideoMadeSlotProps) {
  return (
    <Suspense fallback={null}>
      <VideoMadeSection videoId={videoId} projectMade={projectMade} />
    </Suspense>
  );
}
