import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { loadCatalogues } from '#client/i18n/catalogues.ts';
import { applyDocumentLanguage, getChosenLocale } from '#client/i18n/chosen-locale.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/locales.ts';
import './demo-unavailable.css';

/**
 * Says why there is no app, in place of the shell (no React: the app did not start), in the
 * language the app would have started in: its words are in the demo's catalogue.
 */
export async function showDemoUnavailable(container: HTMLElement): Promise<void> {
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
