/*
 * How a page rendered on the server (src/server/node/rendered-pages.ts) is put together, for the
 * build that prepares index.html (scripts/prerender-shell.ts) and the web app that takes the
 * page over (src/client/main.tsx).
 */

/** Around the prerendered shell in index.html's #root: where a rendered page goes instead. */
export const APP_HTML_START = '<!--app-html-->';
export const APP_HTML_END = '<!--/app-html-->';

/** The id of the application/json script holding the API answers a page was rendered with. */
export const PAGE_DATA_ID = 'craftreel-page-data';

/**
 * On #root, the address (path and query) a page was rendered for: the app takes the HTML over
 * in place only when it is that page's.
 */
export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';
