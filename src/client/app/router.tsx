import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { useHistoryLocation } from '#client/lib/router/history-router.tsx';
import { RequireAuth, RequireSignedOut } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { HomeRoute } from './routes/home.tsx';

/*
 * Home is bundled with the app shell; every other page is its own chunk, fetched when first
 * visited, so the first load of / stays small (DESIGN.md).
 */
const VideoRoute = lazy(() =>
  import('./routes/video.tsx').then((m) => ({ default: m.VideoRoute })),
);
const MockmanRoute = lazy(() =>
  import('./routes/mockman.tsx').then((m) => ({ default: m.MockmanRoute })),
);
const PlaylistsRoute = lazy(() =>
  import('./routes/playlists.tsx').then((m) => ({ default: m.PlaylistsRoute })),
);
const HistoryRoute = lazy(() =>
  import('./routes/history.tsx').then((m) => ({ default: m.HistoryRoute })),
);
const LikedRoute = lazy(() =>
  import('./routes/liked.tsx').then((m) => ({ default: m.LikedRoute })),
);
const WatchLaterRoute = lazy(() =>
  import('./routes/watch-later.tsx').then((m) => ({ default: m.WatchLaterRoute })),
);
const ProfileRoute = lazy(() =>
  import('./routes/profile.tsx').then((m) => ({ default: m.ProfileRoute })),
);
const LoginRoute = lazy(() =>
  import('./routes/login.tsx').then((m) => ({ default: m.LoginRoute })),
);
const SignupRoute = lazy(() =>
  import('./routes/signup.tsx').then((m) => ({ default: m.SignupRoute })),
);
const NotFoundRoute = lazy(() =>
  import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })),
);

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
      <Route path="/playlist/:playlistId">
        <RequireAuth>
          <PlaylistsRoute />
        </RequireAuth>
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
