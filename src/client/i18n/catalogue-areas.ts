/*
 * How the web app's messages are split into catalogues (docs/decisions/0014-interface-languages.md,
 * "Split by area"): lingui.config.ts writes one PO file per catalogue and language,
 * src/client/locales/<locale>/<catalogue>.po, and the app loads each with the code that draws it
 * (activate-locale.ts). Plain data: the Lingui CLI reads it too.
 */

/**
 * The `core` catalogue: what the first screens draw, loaded before the app's first render. The
 * shell and its pages' titles, and the features the first load of / imports: the home page's
 * feed, cards and filters (videos, lists, progress; the video page itself is `watch`), and the session's start (auth's restore-session, its token check and busy hook).
 */
export const CORE_SOURCES = [
  'src/client/app',
  'src/client/components',
  'src/client/lib',
  'src/client/stores',
  'src/client/features/videos',
  'src/client/features/lists',
  'src/client/features/progress',
  'src/client/features/auth/restore-session.ts',
  'src/client/features/auth/api/verify-token.ts',
  'src/client/features/auth/hooks/use-auth-busy.ts',
] as const;

/**
 * Every other folder of src/client/features is an area: its catalogue, `<area>.po`, holds the
 * messages of its code, and is loaded with the page or component that imports it
 * (src/client/app/router.tsx).
 */
export const CATALOGUE_AREAS = [
  'auth',
  'curation',
  'demo',
  'errors',
  'following',
  'library',
  'made',
  'mockman',
  'notes',
  'playlists',
  'preferences',
  'profiles',
  'projects',
  'watch',
] as const;

export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];
