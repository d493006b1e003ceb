import { t } from '@lingui/core/macro';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { DIFFICULTY_LABELS, formatProjectTime } from '#client/lib/craft-facts.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

/** A card's project in brief: "Beginner • 45 min". */
export function CraftFactsLine({ video }: { video: Pick<Video, 'difficulty' | 'projectMinutes'> }) {
  const locale = useActiveLocale();
  return (
    <p className="video-card__craft">
      <span className="visually-hidden">{t`Project:`} </span>
      {DIFFICULTY_LABELS[video.difficulty]} <span aria-hidden="true">•</span>{' '}
      {formatProjectTime(video.projectMinutes, locale)}
    </p>
  );
}
