import { describe, expect, it } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { renderPage, renderStaticShell } from './static-shell.tsx';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderStaticShell', () => {
  it('draws the shell of / with its skeletons, the menu left to CSS', async () => {
    const page = parse(await renderStaticShell());
    expect(page.querySelector('header.top-bar')?.textContent).toContain('CraftReel');
    expect(page.querySelector('nav[aria-label="Main menu"]')).not.toBeNull();
    expect(page.querySelector('nav[aria-label="Bottom navigation"]')).not.toBeNull();
    expect(page.querySelector('[role="status"][aria-label="Loading videos"]')).not.toBeNull();
    // No screen to ask at build time: CSS docks the menu on a wide screen only.
    expect(page.querySelector('.app-shell')?.classList).toContain('app-shell--menu-auto');
    expect(page.querySelector('.side-menu')?.classList).toContain('side-menu--auto');
    expect(page.querySelector('button[aria-label="Menu"]')?.hasAttribute('aria-expanded')).toBe(
      false,
    );
  });
});

describe('renderPage', () => {
  const videos = [
    makeVideo({ _id: 'a', title: 'Paper flowers' }),
    makeVideo({ _id: 'b', title: 'Bottle lamp' }),
  ];
  const categories = [
    { _id: 'craft-ideas', categoryName: 'Craft Ideas', label: 'Crafts', description: '' },
  ];

  it('draws / with the answers it is given: the cards, the first image fetched first', async () => {
    const page = parse(
      await renderPage({
        url: '/',
        answers: { '/videos': { videos, nextCursor: null }, '/categories': { categories } },
      }),
    );
    const titles = [...page.querySelectorAll('.video-card__title')].map((h) => h.textContent);
    expect(titles).toEqual(['Paper flowers', 'Bottle lamp']);
    const images = [...page.querySelectorAll('.video-card img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/thumbnails/a',
      '/thumbnails/b',
    ]);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(page.querySelector('[role="radio"], input[type="radio"]')).not.toBeNull();
    expect(page.querySelector('[aria-label="Loading videos"]')).toBeNull();
  });

  it("draws a video's page, its route's code loaded first", async () => {
    const video = {
      ...makeVideo({ _id: 'a', title: 'Paper flowers', videoLink: 'abc' }),
      steps: [
        { seconds: 0, title: 'Intro' },
        { seconds: 85, title: 'Fold the petals' },
      ],
    };
    const page = parse(
      await renderPage({ url: '/video/abc', answers: { '/video/abc': { video } } }),
    );
    expect(page.querySelector('h1')?.textContent).toBe('Paper flowers');
    expect([...page.querySelectorAll('.video-steps__step')].map((b) => b.textContent)).toEqual([
      '0:00 Intro',
      '1:25 Fold the petals',
    ]);
    expect(page.querySelector('.video-player img')?.getAttribute('src')).toBe('/thumbnails/a');
  });
});
