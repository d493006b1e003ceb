import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { renderPage } from './static-shell.tsx';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const navLabels = (page: Document) =>
  [...page.querySelectorAll('.bottom-nav__label')].map((label) => label.textContent);

describe('renderPage in a language', () => {
  // The next test file's components read English again.
  afterEach(() => activateLocale('en'));

  it('draws the shell in the language asked for, and English when none is', async () => {
    const hindi = parse(await renderPage({ url: '/', answers: {}, locale: 'hi' }));
    expect(navLabels(hindi)).toEqual([
      'होम',
      'प्लेलिस्ट',
      'पसंद किए गए',
      'बाद में देखें',
      'इतिहास',
      'प्रोजेक्ट',
      'फ़ॉलोइंग',
    ]);
    expect(hindi.querySelector('nav.bottom-nav')?.getAttribute('aria-label')).toBe('निचला नेविगेशन');
    expect(hindi.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe(
      'वीडियो खोजें',
    );

    const arabic = parse(await renderPage({ url: '/', answers: {}, locale: 'ar' }));
    expect(arabic.querySelector('nav#side-menu')?.getAttribute('aria-label')).toBe(
      'القائمة الرئيسية',
    );

    const english = parse(await renderPage({ url: '/', answers: {} }));
    expect(navLabels(english)).toEqual([
      'Home',
      'Playlist',
      'Liked',
      'Watch Later',
      'History',
      'Projects',
      'Following',
    ]);
  });

  it('renders two pages at once, each in its own language', async () => {
    const [hindi, french] = await Promise.all([
      renderPage({ url: '/', answers: {}, locale: 'hi' }),
      renderPage({ url: '/', answers: {}, locale: 'fr' }),
    ]);
    expect(navLabels(parse(hindi))[0]).toBe('होम');
    expect(navLabels(parse(french))[0]).toBe('Accueil');
  });
});
