import { FallbackArtwork } from '#client/components/media/fallback-artwork.tsx';
import type { Video } from '#shared/schemas/video.schema.ts';
import { embedUrlOf } from '#shared/video-link.ts';
import './video-details.css';

/** The external player in a 16:9 frame; artwork sits behind it while it loads. */
export function VideoPlayer({ video }: { video: Video }) {
  return (
    <div className="video-player">
      <FallbackArtwork title={video.title} categoryName={video.categoryName} />
      <iframe
        className="video-player__frame"
        src={embedUrlOf(video.videoLink)}
        title={`Video player: ${video.title}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
