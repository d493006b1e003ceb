import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { PROJECT_STATUSES, type ProjectStatus } from '#shared/schemas/project.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';
import { useProject } from '../api/get-project.ts';
import { useSetProjectStatus } from '../api/set-project-status.ts';
import { statusLabel, statusSince } from '../project-status.ts';
import './project-status-control.css';

/** The select's value for "not a project". */
const NONE = '';

function statusOf(value: string): ProjectStatus | null {
  return PROJECT_STATUSES.find((status) => status === value) ?? null;
}

/**
 * The video page's "Project" control: a select that adds the video to the user's projects as
 * To try, Making or Made it, moves it between them, or removes it. A signed-out visitor's
 * choice still asks the server, whose 401 reads "Please login first".
 */
export function ProjectStatusControl({ video }: { video: Video }) {
  const id = useId();
  const locale = useActiveLocale();
  const { data: project } = useProject(video._id);
  const setStatus = useSetProjectStatus(video._id);
  const current = project?.status ?? NONE;
  const busy = setStatus.isPending;

  return (
    <div className="project-status" data-status={current || undefined}>
      <label className="project-status__label" htmlFor={id}>
        {t`Project`}
      </label>
      <select
        id={id}
        className="project-status__select"
        value={current}
        aria-describedby={project ? `${id}-since` : undefined}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (busy) return;
          setStatus.mutate(statusOf(event.target.value));
        }}
      >
        <option value={NONE}>{project ? t`Remove from projects` : t`Add to projects`}</option>
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
      {project && (
        <span id={`${id}-since`} className="visually-hidden">
          {statusSince(project, locale)}
        </span>
      )}
    </div>
  );
}
