import { useParams } from 'wouter';
import { ListToggleButton } from '#client/features/lists/components/list-toggle-button.tsx';
import { PlaylistButton } from '#client/features/playlists/components/playlist-button.tsx';
import { useVideo } from '#client/features/videos/api/get-video.ts';
import { VideoDetails } from '#client/features/videos/components/video-details.tsx';
import { VideoDetailsSkeleton } from '#client/features/videos/components/video-details-skeleton.tsx';
import { VideoUnavailable } from '#client/features/videos/components/video-unavailable.tsx';
import { statusOf } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

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
  const video = query.data;
  return (
    <VideoDetails
      video={video}
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
