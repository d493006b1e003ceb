import { t } from '@lingui/core/macro';
import { MyMadePosts } from '#client/features/made/components/my-made-posts.tsx';
import { ShowWhatYouMadeLink } from '#client/features/made/components/show-what-you-made-link.tsx';
import { ProjectsPage } from '#client/features/projects/components/projects-page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /projects (signed in only): the projects, a way to show one Made it, and the user's posts. */
export function ProjectsRoute() {
  usePageTitle(t`My projects`);
  return (
    <>
      <ProjectsPage
        madeAction={(project) => <ShowWhatYouMadeLink videoLink={project.video.videoLink} />}
      />
      <MyMadePosts />
    </>
  );
}
