import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import type { CatalogueArea } from '#client/i18n/catalogue-areas.ts';
import { useHistoryLocation } from '#client/lib/router/history-router.tsx';
import { type LazyPage, lazyPage } from './lazy-page.tsx';
import { RequireAuth, RequireSignedOut } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { HomeRoute } from './routes/home.tsx';

/*
 * Home is bundled with the app shell; every other page is its own chunk, fetched when first
 * visited, so the first load of / stays small (docs/architecture.md, "What runs where": 110 KB gzipped).
 * Each names the areas of src/client/features it imports that have a catalogue of their own
 * (src/client/i18n/catalogue-areas.ts): they are fetched with its code.
 */
const VideoRoute = lazyPage(
  () => import('./routes/video.tsx').then((m) => m.VideoRoute),
  ['notes', 'playlists', 'preferences', 'projects', 'watch'],
);
const MockmanRoute = lazyPage(
  () => import('./routes/mockman.tsx').then((m) => m.MockmanRoute),
  ['mockman'],
);
const PlaylistsRoute = lazyPage(
  () => import('./routes/playlists.tsx').then((m) => m.PlaylistsRoute),
  ['playlists'],
);
const PlaylistRoute = lazyPage(
  () => import('./routes/playlists.tsx').then((m) => m.PlaylistRoute),
  ['playlists'],
);
const HistoryRoute = lazyPage(() => import('./routes/history.tsx').then((m) => m.HistoryRoute));
const LikedRoute = lazyPage(() => import('./routes/liked.tsx').then((m) => m.LikedRoute));
const WatchLaterRoute = lazyPage(() =>
  import('./routes/watch-later.tsx').then((m) => m.WatchLaterRoute),
);
const ProjectsRoute = lazyPage(
  () => import('./routes/projects.tsx').then((m) => m.ProjectsRoute),
  ['projects'],
);
const CurationRoute = lazyPage(
  () => import('./routes/curation.tsx').then((m) => m.CurationRoute),
  ['curation'],
);
const ProfileRoute = lazyPage(
  () => import('./routes/profile.tsx').then((m) => m.ProfileRoute),
  ['auth', 'library', 'playlists', 'preferences', 'profiles'],
);
const PublicProfileRoute = lazyPage(
  () => import('./routes/public-profile.tsx').then((m) => m.PublicProfileRoute),
  ['profiles'],
);
const MadePostRoute = lazyPage(() => import('./routes/made-post.tsx').then((m) => m.MadePostRoute));
const FollowsRoute = lazyPage(
  () => import('./routes/following.tsx').then((m) => m.FollowsRoute),
  ['following'],
);
const LoginRoute = lazyPage(() => import('./routes/login.tsx').then((m) => m.LoginRoute), ['auth']);
const SignupRoute = lazyPage(
  () => import('./routes/signup.tsx').then((m) => m.SignupRoute),
  ['auth'],
);
const NotFoundRoute = lazyPage(() => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute));

/**
 * The code a path's page needs before it can render without suspending: what the server
 * renders (/ and /video/{videoId}) must be there before the app takes the page over.
 */
export function preloadPageFor(pathname: string): Promise<void> {
  return serverRenderedPage(pathname)?.preload() ?? Promise.resolve();
}

/** The catalogues a path's page draws beyond `core`, for the server's renderer (static-shell.tsx). */
export function pageAreasFor(pathname: string): readonly CatalogueArea[] {
  return serverRenderedPage(pathname)?.areas ?? [];
}

/** The lazy page of a path the server renders (home is in the first load). */
function serverRenderedPage(pathname: string): LazyPage | undefined {
  const pages: Array<[RegExp, LazyPage]> = [[/^\/video\/[^/]+$/, VideoRoute]];
  return pages.find(([pattern]) => pattern.test(pathname))?.[1];
}

/** Every page of docs/product.md, "Routes"; the first match wins. */
export function PageRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/video">
        <HomeRoute />
      </Route>
      <Route path="/video/:videoId">
        <VideoRoute />
      </Route>
      <Route path="/mockman">
        <MockmanRoute />
      </Route>
      <Route path="/playlist">
        <RequireAuth>
          <PlaylistsRoute />
        </RequireAuth>
      </Route>
      {/* Open to everyone: its owner's page, or the shared view of a playlist shared with them. */}
      <Route path="/playlist/:playlistId">
        <PlaylistRoute />
      </Route>
      <Route path="/history">
        <RequireAuth>
          <HistoryRoute />
        </RequireAuth>
      </Route>
      <Route path="/liked">
        <RequireAuth>
          <LikedRoute />
        </RequireAuth>
      </Route>
      <Route path="/watchlater">
        <RequireAuth>
          <WatchLaterRoute />
        </RequireAuth>
      </Route>
      <Route path="/projects">
        <RequireAuth>
          <ProjectsRoute />
        </RequireAuth>
      </Route>
      <Route path="/creator/:slug">
        <FollowsRoute />
      </Route>
      <Route path="/following">
        <RequireAuth>
          <FollowsRoute />
        </RequireAuth>
      </Route>
      <Route path="/curation">
        <RequireAuth>
          <CurationRoute />
        </RequireAuth>
      </Route>
      <Route path="/curation/:section">
        <RequireAuth>
          <CurationRoute />
        </RequireAuth>
      </Route>
      <Route path="/profile">
        <RequireAuth>
          <ProfileRoute />
        </RequireAuth>
      </Route>
      <Route path="/profile/:profileAction">
        <RequireAuth>
          <ProfileRoute />
        </RequireAuth>
      </Route>
      <Route path="/u/:handle">
        <PublicProfileRoute />
      </Route>
      <Route path="/made/:postId">
        <MadePostRoute />
      </Route>
      <Route path="/login">
        <RequireSignedOut>
          <LoginRoute />
        </RequireSignedOut>
      </Route>
      <Route path="/signup">
        <RequireSignedOut>
          <SignupRoute />
        </RequireSignedOut>
      </Route>
      <Route>
        <NotFoundRoute />
      </Route>
    </Switch>
  );
}

/**
 * The app inside its router: the layout around the page. A page that fails shows the error
 * screen inside the layout, so the top bar and menus still work; should the layout itself
 * fail, the screen takes the whole page. The first visit to a lazy page shows the shell and a
 * skeleton while its code loads; later visits keep the current page (and the progress bar)
 * until then.
 */
export function AppRoutes() {
  const { pathname } = useHistoryLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <RootLayout>
        <RouteErrorBoundary resetKey={pathname} withinLayout>
          <Suspense fallback={<PageSkeleton />}>
            <PageRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
