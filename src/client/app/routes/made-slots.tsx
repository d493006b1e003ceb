import { lazy, Suspense } from 'react';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { withAreas } from '#client/i18n/activate-locale.ts';

/*
 * The "Made it" feature's parts as the pages show them (src/client/features/made), each fetched
 * with its catalogue the first time it is drawn: the pages that show them (the video page, My
 * projects, a public profile, a post's page) do not carry their code, and the app's start holds
 * no more than one more page.
 */

const VideoMadeSection = lazy(() =>
  withAreas(['made'], () => import('#client/features/made/components/video-made-section.tsx')).then(
    (m) => ({ default: m.VideoMadeSection }),
  ),
);
const MyMadePosts = lazy(() =>
  withAreas(['made'], () => import('#client/features/made/components/my-made-posts.tsx')).then(
    (m) => ({ default: m.MyMadePosts }),
  ),
);
const MakerMadePosts = lazy(() =>
  withAreas(['made'], () => import('#client/features/made/components/maker-made-posts.tsx')).then(
    (m) => ({ default: m.MakerMadePosts }),
  ),
);
const MadePostPage = lazy(() =>
  withAreas(['made'], () => import('#client/features/made/components/made-post-page.tsx')).then(
    (m) => ({ default: m.MadePostPage }),
  ),
);
const ShowWhatYouMadeLink = lazy(() =>
  withAreas(
    ['made'],
    () => import('#client/features/made/components/show-what-you-made-link.tsx'),
  ).then((m) => ({ default: m.ShowWhatYouMadeLink })),
);

/** The video page's "Made by N makers", with "I made it". */
export function VideoMadeSlot(props: { videoId: string; projectMade: boolean }) {
  return (
    <Suspense fallback={null}>
      <VideoMadeSection {...props} />
    </Suspense>
  );
}

/** My projects' "My posts". */
export function MyMadePostsSlot() {
  return (
    <Suspense fallback={null}>
      <MyMadePosts />
    </Suspense>
  );
}

/** A public profile's "Made it". */
export function MakerMadePostsSlot(props: { handle: string }) {
  return (
    <Suspense fallback={null}>
      <MakerMadePosts {...props} />
    </Suspense>
  );
}

/** /made/{postId}'s page. */
export function MadePostPageSlot(props: { postId: string }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <MadePostPage {...props} />
    </Suspense>
  );
}

/** "Show what you made" on a project Made it. */
export function ShowWhatYouMadeSlot(props: { videoLink: string }) {
  return (
    <Suspense fallback={null}>
      <ShowWhatYouMadeLink {...props} />
    </Suspense>
  );
}
