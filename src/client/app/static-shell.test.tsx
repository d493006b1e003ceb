import { describe, expect, it } from 'vitest';
import { renderStaticShell } from './static-shell.tsx';

describe('renderStaticShell', () => {
  it('draws the shell of / with its skeletons, the menu left to CSS', () => {
    const html = renderStaticShell();
    const page = new DOMParser().parseFromString(html, 'text/html');
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
