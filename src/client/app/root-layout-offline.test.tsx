import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignedOut } from '#client/testing/session.ts';

/*
 * The side menu's language menu is fetched after the page (root-layout.tsx). When its code cannot
 * be fetched, the frame and the page stay, without the menu. Fresh modules: root-layout.tsx's
 * lazy menu is made when the module runs, and another file may have loaded it already.
 */
const LANGUAGE_MENU = '#client/features/preferences/components/language-menu.tsx';

/** The menu's module, as an import that cannot be fetched. */
const failingImport = vi.fn(() => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  vi.resetModules();
  failingImport.mockClear();
  vi.doMock(LANGUAGE_MENU, failingImport);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"errors":["offline"]}', { status: 503 })),
  );
  startSignedOut();
});

afterEach(() => {
  vi.doUnmock(LANGUAGE_MENU);
  vi.resetModules();
  vi.unstubAllGlobals();
});

describe('RootLayout without the language menu’s code', () => {
  it('keeps the page and its menus', async () => {
    const { RootLayout } = await import('./root-layout.tsx');
    const { AppProviders } = await import('./providers.tsx');
    const { HistoryRouter } = await import('#client/lib/router/history-router.tsx');
    const { createMemoryHistory } = await import('#client/lib/router/history.ts');
    render(
      <AppProviders>
        <HistoryRouter history={createMemoryHistory(['/liked'])}>
          <RootLayout>
            <p>Page body</p>
          </RootLayout>
        </HistoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    // Once the menu's import has failed, React draws the frame again with what the lazy menu
    // settled on: before, the route's error in place of the page.
    await vi.waitFor(() => expect(failingImport).toHaveBeenCalled());
    await expect(import(LANGUAGE_MENU)).rejects.toBeInstanceOf(Error);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language', hidden: true })).toBeNull();
  });
});
