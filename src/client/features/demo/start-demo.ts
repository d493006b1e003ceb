import { DEMO_WORKER_PATH } from '#shared/demo-paths.ts';

/**
 * The demo's start (docs/decisions/0011, `npm run build:demo`; main.tsx imports it in that build only):
 * registers the service worker that answers /api inside the browser
 * (src/demo/service-worker.ts) and waits until it controls this page, so the app's first
 * request already reaches it. The prerendered shell shows meanwhile. Answers false, with a
 * message in place of the app, when this browser cannot run the demo.
 */
export async function startDemo(container: HTMLElement): Promise<boolean> {
  if (!('serviceWorker' in navigator)) {
    await showUnavailable(container);
    return false;
  }
  const workers = navigator.serviceWorker;
  try {
    const controlled = new Promise<void>((resolve) => {
      if (workers.controller) resolve();
      else workers.addEventListener('controllerchange', () => resolve(), { once: true });
    });
    const registration = await workers.register(DEMO_WORKER_PATH, { type: 'module', scope: '/' });
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    // Registered but no worker at all: the browser (or an extension) keeps it from running.
    if (!worker) throw new Error('the browser registered the service worker but runs none');
    if (!workers.controller) {
      // A hard reload bypasses an active worker: ask it to take this page over.
      (await workers.ready).active?.postMessage('claim');
    }
    await Promise.race([controlled, failure(worker)]);
    return true;
  } catch (error) {
    console.warn('CraftReel demo: the service worker could not start', error);
    await showUnavailable(container);
    return false;
  }
}

/** Rejects if the worker fails to install (its script threw, the page's copy failed). */
function failure(worker: ServiceWorker): Promise<never> {
  return new Promise((_, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant') reject(new Error('the service worker failed to install'));
    });
  });
}

/**
 * Says why there is no app, in place of the shell: its own chunk, as the demo's first load does
 * without it (and without the language code it needs) when the demo runs.
 */
async function showUnavailable(container: HTMLElement): Promise<void> {
  const { showDemoUnavailable } = await import('./demo-unavailable.ts');
  await showDemoUnavailable(container);
}
