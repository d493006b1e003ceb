import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { DIFFICULTY_LABELS, formatProjectTime } from '#client/lib/craft-facts.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

/** A video page's project: how hard, how long, and the materials with their quantities. */
export function ProjectFacts({ video }: { video: Video }) {
  const titleId = useId();
  const materialsId = useId();
  const locale = useActiveLocale();
  return (
    <section className="project-facts" aria-labelledby={titleId}>
      <h2 id={titleId} className="project-facts__title">
        {t`The project`}
      </h2>
      <dl className="project-facts__facts">
        <div>
          <dt>{t`Difficulty`}</dt>
          <dd>{DIFFICULTY_LABELS[video.difficulty]}</dd>
        </div>
        <div>
          <dt>{t`Time`}</dt>
          <dd>{formatProjectTime(video.projectMinutes, locale)}</dd>
        </div>
      </dl>
      <h3 id={materialsId} className="project-facts__subtitle">
        {t`Materials`}
      </h3>
      {video.materials.length > 0 ? (
        <ul className="project-facts__materials" aria-labelledby={materialsId}>
          {video.materials.map((material, index) => (
            // Two materials may share a name (in different quantities): the index tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is the video's, in its order
            <li key={index}>
              {material.name}
              {material.quantity && (
                <span className="project-facts__quantity"> ({material.quantity})</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="project-facts__none">{t`Not listed for this video.`}</p>
      )}
    </section>
  );
}
