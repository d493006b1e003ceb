import { t } from '@lingui/core/macro';
import { ProjectsPage } from '#client/features/projects/components/projects-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /projects (signed in only). */
export function ProjectsRoute() {
  usePageTitle(t`My projects`);
  return <ProjectsPage />;
}
