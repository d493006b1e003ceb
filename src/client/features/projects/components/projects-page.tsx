import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { buttonClassName } from '#client/components/ui/button-class-name.ts';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeading } from '#client/components/ui/page-heading.tsx';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { useNavigate } from '#client/lib/router/history-router.tsx';
import { formatCount } from '#shared/format/numbers.ts';
import type { Project, ProjectStatus } from '#shared/schemas/project.schema.ts';
import { useProjects } from '../api/get-projects.ts';
import { STATUS_ORDER, statusFromParam, statusLabel } from '../project-status.ts';
import { ProjectCard } from './project-card.tsx';
import { StillNeed } from './still-need.tsx';
import './projects-page.css';

/** What an empty tab says, and what to do about it. */
const EMPTY_TAB: Record<ProjectStatus, MessageDescriptor> = {
  to_try: msg`Nothing To try yet. On a video’s page, choose Project → To try to keep it here.`,
  making: msg`Nothing in Making. When you start a project, move it here.`,
  made: msg`Nothing Made it yet. When you finish a project, move it here and enjoy it.`,
};

interface ProjectsPageProps {
  /**
   * What a project Made it offers besides its status (another feature's, composed by the route:
   * "Show what you made").
   */
  madeAction?: (project: Project) => ReactNode;
}

/**
 * /projects: the user's projects in three tabs, To try, Making and Made it, each with its count
 * (the open tab is in the address, `?status=`), and "What I still need" below them.
 */
export function ProjectsPage({ madeAction }: ProjectsPageProps = {}) {
  const headingId = useId();
  const tabsId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = statusFromParam(params.get('status'));
  const query = useProjects();
  const locale = useActiveLocale();
  const tabRefs = useRef<Partial<Record<ProjectStatus, HTMLButtonElement | null>>>({});

  useEffect(() => {
    if (query.error) console.warn('Could not load the projects', query.error);
  }, [query.error]);

  const open = (status: ProjectStatus, focus = false) => {
    navigate(`/projects?status=${status}`, { replace: true, flushSync: true });
    if (focus) tabRefs.current[status]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = STATUS_ORDER.indexOf(current);
    const last = STATUS_ORDER.length - 1;
    // The arrow that points along the line goes on: ArrowLeft, right to left.
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const onward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const back = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    const next: Record<string, number> = {
      [onward]: at === last ? 0 : at + 1,
      [back]: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const to = next[event.key];
    const status = to === undefined ? undefined : STATUS_ORDER[to];
    if (!status) return;
    event.preventDefault();
    open(status, true);
  };

  const counts = query.data?.counts;
  const projects = query.data?.projects.filter((project) => project.status === current) ?? [];
  const total = counts ? counts.to_try + counts.making + counts.made : 0;

  return (
    <section className="projects-page" aria-labelledby={headingId}>
      <header>
        <PageHeading
          icon="scissors"
          id={headingId}
          note={counts && plural(total, { one: '# project', other: '# projects' })}
        >
          {t`My projects`}
        </PageHeading>
      </header>

      {query.isPending ? (
        <PageSkeleton label={t`Loading your projects`} />
      ) : query.isError ? (
        <EmptyState message={t`Your projects could not be loaded.`}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </EmptyState>
      ) : total === 0 ? (
        <EmptyState
          icon="scissors"
          message={t`No projects yet. Open a video you want to make and choose Project → To try.`}
        >
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            {t`Explore videos`}
          </Link>
        </EmptyState>
      ) : (
        <div className="projects-page__tabs">
          <div className="projects-page__tablist" role="tablist" aria-label={t`Project status`}>
            {STATUS_ORDER.map((status) => (
              <button
                key={status}
                ref={(element) => {
                  tabRefs.current[status] = element;
                }}
                type="button"
                role="tab"
                id={`${tabsId}-${status}-tab`}
                aria-selected={status === current}
                aria-controls={`${tabsId}-panel`}
                tabIndex={status === current ? 0 : -1}
                className="projects-page__tab"
                onClick={() => open(status)}
                onKeyDown={onTabKey}
              >
                {statusLabel(status)}{' '}
                <span className="projects-page__tab-count">
                  {formatCount(counts?.[status] ?? 0, locale)}
                </span>
              </button>
            ))}
          </div>
          <div
            className="projects-page__panel"
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-${current}-tab`}
          >
            {projects.length === 0 ? (
              <p className="projects-page__empty">{i18n._(EMPTY_TAB[current])}</p>
            ) : (
              <ul className="projects-page__grid">
                {projects.map((project) => (
                  <li key={project.video._id}>
                    <ProjectCard project={project} madeAction={madeAction} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      {!query.isPending && !query.isError && <StillNeed toTryCount={counts?.to_try ?? 0} />}
    </section>
  );
}
