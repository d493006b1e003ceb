import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { loadCatalogues } from '#client/i18n/catalogues.ts';
import { applyDocumentLanguage, getChosenLocale } from '#client/i18n/chosen-locale.ts';
import { DEMO_WORKER_PATH } from '#shared/demo-paths.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/locales.ts';
import './demo-unavailable.css';

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
 * Says why there is no app, in place of the shell (no React: the app did not start), in the
 * language the app would have started in: its words are in the demo's catalogue.
 */
async function showUnavailable(container: HTMLElement): Promise<void> {
  await speak(getChosenLocale()).catch(() => speak(DEFAULT_LOCALE));
  const box = document.createElement('div');
  box.className = 'demo-unavailable';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = t`The CraftReel demo cannot run here`;
  const text = document.createElement('p');
  text.textContent = t`The demo answers its own requests with a service worker, which this browser or window does not allow (a private window may refuse them, and they need https or localhost). Open it in a normal window of a current browser.`;
  box.append(title, text);
  const main = document.createElement('main');
  main.className = 'demo-unavailable__page';
  main.append(box);
  container.replaceChildren(main);
}

/** Loads the demo's messages in `locale` and makes it the page's language. */
async function speak(locale: Locale): Promise<void> {
  i18n.load(locale, await loadCatalogues(locale, ['demo']));
  i18n.activate(locale);
  applyDocumentLanguage(locale);
}
