/**
 * Where the demo's page asks its service worker (src/demo/service-worker.ts) for what the API
 * does not do: put the demo back to its seed. Outside /api, so the Hono app never sees it.
 */
export const DEMO_RESET_PATH = '/__demo/reset';

/** The service worker's script, at the site's root so its scope is the whole app. */
export const DEMO_WORKER_PATH = '/sw.js';
