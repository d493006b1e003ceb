import { t } from '@lingui/core/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { MediaImage } from '#client/components/media/media-image.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import {
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
} from '#shared/schemas/project.schema.ts';
import { thumbnailPathOf } from '#shared/video-link.ts';
import { useSetProjectStatus } from '../api/set-project-status.ts';
import { formatChangeDate, statusLabel, statusSince } from '../project-status.ts';
import { MaterialChecklist } from './material-checklist.tsx';
import '#client/components/video-card/retired-video-card.css';

function statusOf(value: string): ProjectStatus | null {
  return PROJECT_STATUSES.find((status) => status === value) ?? null;
}

/** A dated change of status, as the card's list of changes says it: "Made it, 23 Nov 2026". */
function changeText(change: Project['changes'][number], locale: string): string {
  const status = statusLabel(change.status);
  const date = formatChangeDate(change.at, locale);
  return t({ message: `${status}, ${date}`, comment: 'A project’s status and the day it got it' });
}

/**
 * A project on the Projects page: the video (its thumbnail and title link to it), its status and
 * since when, a select to move it (or remove it), the checklist of its materials, and the dated
 * changes of its status.
 */
export function ProjectCard({
  project,
  madeAction,
}: {
  project: Project;
  /** What a project Made it offers besides its status (the route's "Show what you made"). */
  madeAction?: ((project: Project) => ReactNode) | undefined;
}) {
  const id = useId();
  const locale = useActiveLocale();
  const { video } = project;
  const setStatus = useSetProjectStatus(video._id);
  const path = `/video/${video.videoLink}`;
  const thumbnail = (
    <MediaImage
      className="project-card__thumb"
      src={thumbnailPathOf(video._id)}
      alt=""
      title={video.title}
      categoryName={video.categoryName}
    />
  );
  return (
    <article className="project-card" aria-labelledby={`${id}-title`}>
      {video.retired ? (
        // A curator has retired the video: its page is gone, so nothing here links to it.
        <div className="project-card__media" data-retired="">
          {thumbnail}
          <p className="retired-video-card__notice">{t`No longer available`}</p>
        </div>
      ) : (
        <Link className="project-card__media" to={path} tabIndex={-1} aria-hidden="true">
          {thumbnail}
        </Link>
      )}
      <div className="project-card__body">
        <h3 id={`${id}-title`} className="project-card__title">
          {video.retired ? video.title : <Link to={path}>{video.title}</Link>}
        </h3>
        <p className="project-card__status" data-status={project.status}>
          {statusSince(project, locale)}
        </p>
        <div className="project-card__move">
          <label htmlFor={`${id}-status`}>{t`Status`}</label>
          <select
            id={`${id}-status`}
            value={project.status}
            aria-busy={setStatus.isPending || undefined}
            onChange={(event) => {
              if (!setStatus.isPending) setStatus.mutate(statusOf(event.target.value));
            }}
          >
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
            <option value="">{t`Remove from projects`}</option>
          </select>
        </div>
        {project.status === 'made' && !video.retired && madeAction?.(project)}
        <MaterialChecklist project={project} />
        {project.changes.length > 1 && (
          <details className="project-card__changes">
            <summary>{t`Changes`}</summary>
            <ol>
              {project.changes.map((change) => (
                <li key={`${change.at}-${change.status}`}>{changeText(change, locale)}</li>
              ))}
            </ol>
          </details>
        )}
      </div>
    </article>
  );
}
