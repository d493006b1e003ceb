import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locales.ts';
import { loadCatalogue } from './activate-locale.ts';

/*
 * Counts read through the real compiled catalogues (docs/decisions/0014-interface-languages.md):
 * each language chooses its own plural form by its own rules, which are not English's.
 */

/** My projects' count of projects, as the page writes it (projects-page.tsx). */
const PROJECTS = '{total, plural, one {# project} other {# projects}}';

async function projectsIn(locale: Locale) {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadCatalogue(locale) } });
  // The id the macro gives the message: generated from it (docs/decisions/0014-interface-languages.md).
  const id = generateMessageId(PROJECTS);
  return (total: number) => i18n._(id, { total });
}

describe('plural forms in each language', () => {
  it('English: one for 1 only', async () => {
    const projects = await projectsIn('en');
    expect([0, 1, 2].map(projects)).toEqual(['0 projects', '1 project', '2 projects']);
  });

  it('Hindi: one for 0 and 1, other from 2, digits grouped the Indian way', async () => {
    const projects = await projectsIn('hi');
    expect(projects(0)).toBe('0 प्रोजेक्ट');
    expect(projects(1)).toBe('1 प्रोजेक्ट');
    expect(projects(2)).toBe('2 प्रोजेक्ट');
    expect(projects(1_234_567)).toBe('12,34,567 प्रोजेक्ट');
  });

  it('Arabic: zero, one, two, few (3–10), many (11–99) and other (100…)', async () => {
    const projects = await projectsIn('ar');
    expect(projects(0)).toBe('لا مشاريع');
    expect(projects(1)).toBe('مشروع واحد');
    expect(projects(2)).toBe('مشروعان');
    expect(projects(3)).toMatch(/^(3|٣) مشاريع$/);
    expect(projects(11)).toMatch(/^(11|١١) مشروعًا$/);
    expect(projects(100)).toMatch(/^(100|١٠٠) مشروع$/);
  });

  it('French: one for 0 and 1; Spanish: one for 1 only', async () => {
    const fr = await projectsIn('fr');
    expect([0, 1, 2].map(fr)).toEqual(['0 projet', '1 projet', '2 projets']);
    const es = await projectsIn('es');
    expect([0, 1, 2].map(es)).toEqual(['0 proyectos', '1 proyecto', '2 proyectos']);
  });
});
