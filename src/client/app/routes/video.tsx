import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { videoPath } from '#client/components/video-card/video-card.tsx';
import { listKeys } from '#client/features/lists/api/get-list.ts';
import { ListToggleButton } from '#client/features/lists/components/list-toggle-button.tsx';
import { useAddToHistory } from '#client/features/lists/hooks/use-add-to-history.ts';
import { NotesPanel } from '#client/features/notes/components/notes-panel.tsx';
import { PlaylistButton } from '#client/features/playlists/components/playlist-button.tsx';
import { PlaylistQueue } from '#client/features/playlists/components/playlist-queue.tsx';
import { PLAYLIST_PARAM, playlistPlayPath } from '#client/features/playlists/playlist-play-path.ts';
import { AutoplayField } from '#client/features/preferences/components/autoplay-field.tsx';
import { useAutoplaySetting } from '#client/features/preferences/hooks/use-autoplay.ts';
import { usePlayerCaptions } from '#client/features/preferences/hooks/use-captions.ts';
import { useWatchProgress } from '#client/features/progress/api/get-progress.ts';
import { useReportProgress } from '#client/features/progress/api/save-progress.ts';
import { resumePointOf } from '#client/features/progress/resume-point.ts';
import { useProject } from '#client/features/projects/api/get-project.ts';
import { ProjectStatusControl } from '#client/features/projects/components/project-status-control.tsx';
import { useVideo } from '#client/features/watch/api/get-video.ts';
import { AutoplayNext } from '#client/features/watch/components/autoplay-next.tsx';
import { UpNext } from '#client/features/watch/components/up-next.tsx';
import { VideoDetails } from '#client/features/watch/components/video-details.tsx';
import { VideoDetailsSkeleton } from '#client/features/watch/components/video-details-skeleton.tsx';
import { VideoUnavailable } from '#client/features/watch/components/video-unavailable.tsx';
import { chooseNextVideo } from '#client/features/watch/lib/autoplay.ts';
import { readSharedMoment, type SharedMoment } from '#client/features/watch/lib/share-link.ts';
import { currentPlayerTime, seekPlayer } from '#client/features/watch/player/player-control.ts';
import { statusOf } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { VideoDetails as VideoWithSteps } from '#shared/schemas/video-details.schema.ts';
import { VideoMadeSlot } from './made-slots.tsx';
import './video.css';

/**
 * /video/{videoId}: the player and details, with Like, Save, Playlist and Share; with `?list=` (a
 * playlist being played), that playlist beside them, with Previous and Next; with `?t=` (and
 * `end=`), a shared moment (or loop) to start at. When the video ends, autoplay counts down to the
 * playlist's next video, or to Up next's first (lib/autoplay.ts in the watch feature).
 */
export function VideoRoute() {
  const { videoId = '' } = useParams();
  const [params] = useSearchParams();
  const list = params.get(PLAYLIST_PARAM);
  const playlistId = list && list.length <= 200 ? list : null;
  const query = useVideo(videoId);
  usePageTitle(query.data?.title ?? t`Video`);
  const addToHistory = useAddToHistory();
  const [playlistNext, setPlaylistNext] = useState<Video | null>(null);

  let main: ReactNode;
  if (query.isPending) main = <VideoDetailsSkeleton />;
  else if (query.isError) {
    main = (
      <VideoUnavailable
        notFound={statusOf(query.error) === 404}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    main = (
      <WatchedVideo
        video={query.data}
        shared={readSharedMoment(params)}
        playlistId={playlistId}
        playlistNext={playlistNext}
      />
    );
  }
  if (!playlistId) return main;
  return (
    <div className="video-page video-page--with-queue">
      <div className="video-page__main">{main}</div>
      <PlaylistQueue
        playlistId={playlistId}
        currentVideoLink={videoId}
        onOpenVideo={addToHistory}
        onNextVideo={setPlaylistNext}
      />
    </div>
  );
}

/** The notes' view of the page's one player (player-control.ts). */
const notesPlayer = { currentTime: currentPlayerTime, seek: seekPlayer };

interface WatchedVideoProps {
  video: VideoWithSteps;
  shared: SharedMoment | null;
  /** The playlist being played (`?list=`), or null. */
  playlistId: string | null;
  /** That playlist's video after this one, as its queue knows it. */
  playlistNext: Video | null;
}

/**
 * A video's page for its video: the player resumes at the signed-in user's last position, or
 * starts at the moment (and loop) its link shares (`?t=85&end=120`), and reports the position
 * as it plays (which also moves the video to the top of history). When it ends, the next video
 * plays after a countdown, unless autoplay is off.
 */
function WatchedVideo({ video, shared, playlistId, playlistNext }: WatchedVideoProps) {
  const queryClient = useQueryClient();
  const progress = useWatchProgress(video._id);
  const onSaved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: listKeys.list('history'), refetchType: 'none' });
  }, [queryClient]);
  const report = useReportProgress(video._id, onSaved);
  const captions = usePlayerCaptions();
  const addToHistory = useAddToHistory();
  const [autoplay] = useAutoplaySetting();
  const [upNextFirst, setUpNextFirst] = useState<Video | null>(null);
  const project = useProject(video._id);
  const next = chooseNextVideo({ inPlaylist: playlistId !== null, playlistNext, upNextFirst });
  let nextPath: string | null = null;
  if (next) nextPath = playlistId ? playlistPlayPath(videoPath(next), playlistId) : videoPath(next);
  return (
    <VideoDetails
      video={video}
      captions={captions}
      startAt={resumePointOf(progress.data)}
      shared={shared}
      onPosition={report}
      belowPlayer={
        <AutoplayNext
          next={next}
          nextPath={nextPath}
          enabled={autoplay}
          onOpenVideo={addToHistory}
        />
      }
      actions={
        <>
          <ListToggleButton list="likes" video={video} />
          <ListToggleButton list="watchlater" video={video} />
          <PlaylistButton video={video} />
          <ProjectStatusControl video={video} />
        </>
      }
    >
      <VideoMadeSlot videoId={video._id} projectMade={project.data?.status === 'made'} />
      <NotesPanel videoId={video._id} player={notesPlayer} />
      <UpNext
        videoId={video._id}
        onOpenVideo={addToHistory}
        onFirstVideo={setUpNextFirst}
        control={<AutoplayField place="up-next" />}
      />
    </VideoDetails>
  );
}
