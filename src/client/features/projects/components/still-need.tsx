import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { formatListToParts } from '#shared/format/lists.ts';
import type { NeededMaterial } from '#shared/schemas/project.schema.ts';
import { useStillNeed } from '../api/get-still-need.ts';

/**
 * "What I still need": every material not ticked in the To try projects, once per material,
 * with the videos that need it. Ticking it in a project's checklist takes it off.
 */
export function StillNeed({ toTryCount }: { toTryCount: number }) {
  const headingId = useId();
  const query = useStillNeed();
  const locale = useActiveLocale();
  let body: ReactNode;
  if (query.isPending) body = <p className="still-need__note">{t`Loading what you still need…`}</p>;
  else if (query.isError) {
    body = (
      <p className="still-need__note">
        {t`This list could not be loaded.`}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </p>
    );
  } else if (toTryCount === 0 && query.data.length === 0) {
    body = (
      <p className="still-need__note">
        {t`Mark a video To try, and the materials it needs are listed here.`}
      </p>
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="still-need__note">
        {t`You have everything your To try projects need. Happy making!`}
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
              <VideosNeeding videos={material.videos} locale={locale} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="still-need" aria-labelledby={headingId}>
      <h2 id={headingId} className="still-need__title">
        {t`What I still need`}
      </h2>
      {body}
    </section>
  );
}

/** "for Video A, Video B": the videos that need a material, each a link to its page. */
function VideosNeeding({ videos, locale }: { videos: NeededMaterial['videos']; locale: string }) {
  const parts = formatListToParts(
    videos.map((video) => video.title),
    locale,
    'commas',
  );
  let next = 0;
  const videoLinks = (
    <>
      {parts.map((part) => {
        if (part.type === 'literal') return part.value;
        const video = videos[next++];
        return (
          video && (
            <Link key={video.videoId} to={`/video/${encodeURIComponent(video.videoId)}`}>
              {video.title}
            </Link>
          )
        );
      })}
    </>
  );
  return (
    <Trans comment="After a material's name: the videos whose projects need it">
      for {videoLinks}
    </Trans>
  );
}
