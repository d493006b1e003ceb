import { plural } from '@lingui/core/macro';
import { useMadeCount } from '../api/made-counts.ts';
import './made-count-badge.css';

/**
 * "3 made it" over a card's thumbnail: how many makers have a public post on the video (one
 * that no curator has hidden). Nothing while none has, or while the count is on its way.
 */
export function MadeCountBadge({ videoId }: { videoId: string }) {
  const { data: makers } = useMadeCount(videoId);
  if (!makers) return null;
  return (
    <span className="made-count-badge">
      {plural(makers, { one: '# made it', other: '# made it' })}
    </span>
  );
}
