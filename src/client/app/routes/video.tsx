import { useParams } from 'react-router';
import { ListToggleButton } from '#client/features/lists/index.ts';
import { PlaylistButton } from '#client/features/playlists/index.ts';
import {
  useVideo,
  VideoDetails,
  VideoDetailsSkeleton,
  VideoUnavailable,
} from '#client/features/videos/index.ts';
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
