import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { pageAreasFor, preloadPageFor } from './router.tsx';

/*
 * An area's catalogue comes with its page's code (src/client/i18n/catalogue-areas.ts): the video
 * page shows a project's status, a message of the projects area, not of core.
 */

/** My projects' count of projects (projects-page.tsx), by the id the macro gives it. */
const PROJECTS = generateMessageId('{total, plural, one {# project} other {# projects}}');
const projects = (total: number) => i18n._(PROJECTS, { total });

afterEach(() => activateLocale('en'));

describe("a page's catalogues", () => {
  it('are loaded with its code, in the active language, and kept for the next one', async () => {
    await activateLocale('hi');
    // Core alone: the projects area's message is not there yet.
    expect(projects(2)).toBe(PROJECTS);

    expect(pageAreasFor('/video/abc123')).toContain('projects');
    await preloadPageFor('/video/abc123');
    expect(projects(2)).toBe('2 प्रोजेक्ट');

    // A language chosen later brings the areas already in use with it.
    await activateLocale('fr');
    expect(projects(2)).toBe('2 projets');
  });
});
