import { useWatchProgress } from '../api/get-progress.ts';
import { WatchedBar } from './watched-bar.tsx';

/** A card's progress bar: the signed-in user's position in the video, when there is one. */
export function CardProgress({ videoId }: { videoId: string }) {
  const { data } = useWatchProgress(videoId);
  if (!data || data.seconds <= 0) return null;
  return <WatchedBar fraction={data.seconds / data.duration} />;
}
