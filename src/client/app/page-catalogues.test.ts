import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * An area's catalogue comes with its page's code (src/client/i18n/catalogue-areas.ts): the video
 * page shows a project's status, a message of the projects area, not of core.
 */

/** My projects' count of projects (projects-page.tsx), by the id the macro gives it. */
const PROJECTS = generateMessageId('{total, plural, one {# project} other {# projects}}');
const projects = (total: number) => i18n._(PROJECTS, { total });

/*
 * The client's test files share their modules (vitest.config.ts, `isolate: false`): a file that
 * ran before may have loaded areas already. This one starts from none: fresh modules (the set of
 * areas in use), and no Hindi or French messages in Lingui's one `i18n`.
 */
let activateLocale: typeof import('#client/i18n/activate-locale.ts').activateLocale;
let router: typeof import('./router.tsx');

beforeEach(async () => {
  vi.resetModules();
  for (const locale of ['hi', 'fr']) i18n.loadAndActivate({ locale, messages: {} });
  ({ activateLocale } = await import('#client/i18n/activate-locale.ts'));
  router = await import('./router.tsx');
});

afterEach(() => activateLocale('en'));

describe("a page's catalogues", () => {
  it('are loaded with its code, in the active language, and kept for the next one', async () => {
    await activateLocale('hi');
    // Core alone: the projects area's message is not there yet.
    expect(projects(2)).toBe(PROJECTS);

    expect(router.pageAreasFor('/video/abc123')).toContain('projects');
    await router.preloadPageFor('/video/abc123');
    expect(projects(2)).toBe('2 प्रोजेक्ट');

    // A language chosen later brings the areas already in use with it.
    await activateLocale('fr');
    expect(projects(2)).toBe('2 projets');
    // Fresh modules: the router and the video page's code are imported anew (and the catalogues
    // compiled), 2.5–3 s alone, over 5 s on a two-core machine busy with other suites.
  }, 20_000);
});
