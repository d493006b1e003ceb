import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useStillNeed } from '../api/get-still-need.ts';

/**
 * "What I still need": every material not ticked in the To try projects, once per material,
 * with the videos that need it. Ticking it in a project's checklist takes it off.
 */
export function StillNeed({ toTryCount }: { toTryCount: number }) {
  const headingId = useId();
  const query = useStillNeed();
  let body: ReactNode;
  if (query.isPending) body = <p className="still-need__note">Loading what you still need…</p>;
  else if (query.isError) {
    body = (
      <p className="still-need__note">
        This list could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else if (toTryCount === 0 && query.data.length === 0) {
    body = (
      <p className="still-need__note">
        Mark a video To try, and the materials it needs are listed here.
      </p>
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="still-need__note">
        You have everything your To try projects need. Happy making!
      </p>
    );
  } else {
    body = (
      <ul className="still-need__list">
        {query.data.map((material) => (
          <li key={material.key} className="still-need__item">
            <span className="still-need__name">{material.name}</span>
            {material.quantity && (
              <span className="still-need__quantity"> ({material.quantity})</span>
            )}
            <span className="still-need__for">
              {' '}
              for{' '}
              {material.videos.map((video, position) => (
                <span key={video.videoId}>
                  {position > 0 && ', '}
                  <Link to={`/video/${encodeURIComponent(video.videoId)}`}>{video.title}</Link>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="still-need" aria-labelledby={headingId}>
      <h2 id={headingId} className="still-need__title">
        What I still need
      </h2>
      {body}
    </section>
  );
}
