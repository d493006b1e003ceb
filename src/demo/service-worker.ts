import wasmUrl from '@sqlite.org/sqlite-wasm/sqlite3.wasm?url';
import { errorBody } from '#server/http/error-body.ts';
import { DEMO_RESET_PATH } from '#shared/demo-paths.ts';
import { ServerMessage } from '#shared/messages.ts';
import { loadDemo, resetDemo, saveDatabase } from './browser-storage.ts';
import { createDemoApi, type DemoApi } from './demo-api.ts';
import { clearDemoPhotos } from './indexeddb-photo-store.ts';

/**
 * The demo's service worker (docs/decisions/0011), built to /sw.js by `npm run build:demo`
 * (scripts/vite-demo.ts): the API answers inside the browser. It hands the page's /api,
 * /thumbnails and /photos requests to the server's own Hono app (createDemoApi) over SQLite in
 * WebAssembly, with "Made it" photos kept in IndexedDB, and saves the database to IndexedDB
 * after every request that changed it, before answering, so an answer the page sees is an
 * answer that survives a reload.
 * Navigations answer the app's page, so a reload of /history works on any static file host.
 */

/** The parts of the service worker's global scope used here (the DOM lib has no WebWorker). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(
    type: 'message',
    listener: (event: ExtendableEvent & MessageEvent) => void,
  ): void;
}
// The DOM lib types `self` as a window; in a service worker it is the worker's global scope.
const worker = self as unknown as WorkerScope;

/** The spec's latency on every /api call: DEMO_API_DELAY_MS at build time, 400 ms unless set. */
const API_DELAY_MS = Number(import.meta.env.DEMO_API_DELAY_MS ?? 400);
/** The app's page (index.html), kept for navigations the file host cannot answer. */
const SHELL_CACHE = 'craftreel-demo-shell';
const SHELL_URL = '/';

/** An answer in the app's one error shape, made by the server's own errorBody. */
function unavailable(message: string): Response {
  return Response.json(errorBody([message]), { status: 503 });
}

let api: Promise<DemoApi> | undefined;
/** Saves, one after another: the last one written is the newest export. */
let saving: Promise<void> = Promise.resolve();

function startApi(): Promise<DemoApi> {
  api ??= loadDemo()
    .then(({ database, secret }) =>
      createDemoApi({ saved: database, secret, apiDelayMs: API_DELAY_MS, wasmUrl }),
    )
    .catch((error: unknown) => {
      api = undefined; // the next request tries again
      throw error;
    });
  return api;
}

/** Saves the database if a request changed it; resolves once it is in IndexedDB. */
function saveIfChanged(demo: DemoApi): Promise<void> {
  if (!demo.changedSinceExport()) return saving;
  const bytes = demo.export();
  saving = saving.catch(() => {}).then(() => saveDatabase(bytes));
  return saving;
}

async function answerFromApi(request: Request): Promise<Response> {
  let demo: DemoApi;
  try {
    demo = await startApi();
  } catch (error) {
    console.error('CraftReel demo: the in-browser API did not start', error);
    return unavailable(ServerMessage.demoNotStarted);
  }
  const response = await demo.fetch(request);
  try {
    await saveIfChanged(demo);
  } catch (error) {
    console.error('CraftReel demo: could not save to IndexedDB', error);
    return unavailable(ServerMessage.demoNotSaved);
  }
  return response;
}

/** Back to the seed with a new secret (Settings → Reset demo data). */
async function reset(): Promise<Response> {
  const previous = api;
  const restarted = (async () => {
    await saving.catch(() => {});
    const old = await previous?.catch(() => undefined);
    await old?.close();
    const secret = await resetDemo();
    await clearDemoPhotos();
    const fresh = await createDemoApi({ secret, apiDelayMs: API_DELAY_MS, wasmUrl });
    await saveIfChanged(fresh);
    return fresh;
  })();
  // Requests from now on wait for the new database.
  api = restarted.catch((error: unknown) => {
    api = undefined;
    throw error;
  });
  try {
    await restarted;
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('CraftReel demo: the reset failed', error);
    return unavailable(ServerMessage.demoNotReset);
  }
}

/** The file host's answer when it has the file; else the app's page, which routes the path. */
async function answerNavigation(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      if (new URL(request.url).pathname === SHELL_URL) {
        await cache.put(SHELL_URL, response.clone());
      }
      return response;
    }
    const shell = await cache.match(SHELL_URL);
    return shell ?? response;
  } catch (error) {
    const shell = await cache.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(SHELL_URL))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

// A page loaded without the worker (a hard reload) asks to be taken over (start-demo.ts).
worker.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (url.pathname === DEMO_RESET_PATH && request.method === 'POST') {
    event.respondWith(reset());
  } else if (
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/thumbnails/') ||
    url.pathname.startsWith('/photos/')
  ) {
    event.respondWith(answerFromApi(request));
  } else if (request.mode === 'navigate' && request.method === 'GET') {
    event.respondWith(answerNavigation(request));
  }
});
