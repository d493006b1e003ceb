import { t } from '@lingui/core/macro';
import { ProjectsPage } from '#client/features/projects/components/projects-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { MyMadePostsSlot, ShowWhatYouMadeSlot } from './made-slots.tsx';

/** /projects (signed in only): the projects, a way to show one Made it, and the user's posts. */
export function ProjectsRoute() {
  usePageTitle(t`My projects`);
  return (
    <>
      <ProjectsPage
        madeAction={(project) => <ShowWhatYouMadeSlot videoLink={project.video.videoLink} />}
      />
      <MyMadePostsSlot />
    </>
  );
}
