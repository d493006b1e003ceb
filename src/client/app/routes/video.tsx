import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'wouter';
import { listKeys } from '#client/features/lists/api/get-list.ts';
import { ListToggleButton } from '#client/features/lists/components/list-toggle-button.tsx';
import { PlaylistButton } from '#client/features/playlists/components/playlist-button.tsx';
import { useWatchProgress } from '#client/features/progress/api/get-progress.ts';
import { useReportProgress } from '#client/features/progress/api/save-progress.ts';
import { resumePointOf } from '#client/features/progress/resume-point.ts';
import { useVideo } from '#client/features/videos/api/get-video.ts';
import { VideoDetails } from '#client/features/videos/components/video-details.tsx';
import { VideoDetailsSkeleton } from '#client/features/videos/components/video-details-skeleton.tsx';
import { VideoUnavailable } from '#client/features/videos/components/video-unavailable.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

/** /video/{videoId}: the player and details, with Like, Save and Playlist. */
export function VideoRoute() {
  const { videoId = '' } = useParams();
  const query = useVideo(videoId);
  usePageTitle(query.data?.title ?? 'Video');

  if (query.isPending) return <VideoDetailsSkeleton />;
  if (query.isError) {
    return (
      <VideoUnavailable
        notFound={statusOf(query.error) === 404}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <WatchedVideo video={query.data} />;
}

/**
 * A video's page for its video: the player resumes at the signed-in user's last position and
 * reports the position as it plays (which also moves the video to the top of history).
 */
function WatchedVideo({ video }: { video: Video }) {
  const queryClient = useQueryClient();
  const progress = useWatchProgress(video._id);
  const onSaved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: listKeys.list('history'), refetchType: 'none' });
  }, [queryClient]);
  const report = useReportProgress(video._id, onSaved);
  return (
    <VideoDetails
      video={video}
      startAt={resumePointOf(progress.data)}
      onPosition={report}
      actions={
        <>
          <ListToggleButton list="likes" video={video} />
          <ListToggleButton list="watchlater" video={video} />
          <PlaylistButton video={video} />
        </>
      }
    />
  );
}
