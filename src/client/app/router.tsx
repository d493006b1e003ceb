import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { RequireAuth, RequireSignedOut } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { HomeRoute } from './routes/home.tsx';

/*
 * Home is bundled with the app shell; every other page is its own chunk, fetched when first
 * visited, so the first load of / stays small (DESIGN.md).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // The layout itself failed: a full-page screen with React Router's default heading.
    errorElement: <RouteError />,
    children: [
      {
        // A page failed: show the error inside the layout so the top bar and menus still work.
        errorElement: <RouteError withinLayout />,
        // The first visit to a lazy page shows the shell and a skeleton while its code loads.
        hydrateFallbackElement: <PageSkeleton />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'video', element: <HomeRoute /> },
          {
            path: 'video/:videoId',
            lazy: () => import('./routes/video.tsx').then((m) => ({ Component: m.VideoRoute })),
          },
          {
            path: 'mockman',
            lazy: () => import('./routes/mockman.tsx').then((m) => ({ Component: m.MockmanRoute })),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'playlist',
                lazy: () =>
                  import('./routes/playlists.tsx').then((m) => ({ Component: m.PlaylistsRoute })),
              },
              {
                path: 'playlist/:playlistId',
                lazy: () =>
                  import('./routes/playlists.tsx').then((m) => ({ Component: m.PlaylistsRoute })),
              },
              {
                path: 'history',
                lazy: () =>
                  import('./routes/history.tsx').then((m) => ({ Component: m.HistoryRoute })),
              },
              {
                path: 'liked',
                lazy: () => import('./routes/liked.tsx').then((m) => ({ Component: m.LikedRoute })),
              },
              {
                path: 'watchlater',
                lazy: () =>
                  import('./routes/watch-later.tsx').then((m) => ({
                    Component: m.WatchLaterRoute,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
              },
              {
                path: 'profile/:profileAction',
                lazy: () =>
                  import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
              },
            ],
          },
          {
            element: <RequireSignedOut />,
            children: [
              {
                path: 'login',
                lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })),
              },
              {
                path: 'signup',
                lazy: () =>
                  import('./routes/signup.tsx').then((m) => ({ Component: m.SignupRoute })),
              },
            ],
          },
          {
            path: '*',
            lazy: () =>
              import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
