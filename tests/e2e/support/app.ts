import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PlaylistsResponseSchema } from '#shared/schemas/playlist.schema.ts';
import { urlOf } from './base-url.ts';

/** Chromium logs every non-2xx answer; some journeys ask for a 401 or a 404 on purpose. */
export const EXPECTED_HTTP_ERRORS = [
  /Failed to load resource: the server responded with a status of 40[14]/,
];

/**
 * Options for `expect.poll`: Vitest gives up after 1 s by default, less than the search's
 * debounce and than a busy two-core machine sometimes needs.
 */
export const POLL = { timeout: 10_000 } as const;

export type ToastColour = 'green' | 'red';

/** The toast bar's message with exactly this text (and colour). */
export function toastMessage(page: Page, text: string, colour?: ToastColour): Locator {
  const bar = page.locator('.toast-bar[role="status"]');
  const message = colour
    ? bar.locator(`.toast-bar__message[data-colour="${colour}"]`)
    : bar.locator('.toast-bar__message');
  return message.filter({ has: page.getByText(text, { exact: true }) });
}

/** Waits for the toast bar to show `text` in `colour` (green unless told). */
export async function expectToast(page: Page, text: string, colour: ToastColour = 'green') {
  await toastMessage(page, text, colour).waitFor({ timeout: 10_000 });
}

/** Waits until the locator matches exactly `count` elements. */
export async function expectCount(locator: Locator, count: number, timeout = 10_000) {
  await expect.poll(() => locator.count(), { ...POLL, timeout }).toBe(count);
}

/** The cards of a grid of videos, named e.g. "Videos" (home) or "Liked videos". */
export function videoGrid(page: Page, name: string): Locator {
  return page.getByRole('list', { name, exact: true });
}

export function cardsOf(grid: Locator): Locator {
  return grid.getByRole('listitem');
}

/** A card's title link (its accessible name is the title). */
export function cardLink(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('link', { name: title, exact: true });
}

/** Opens a card's "⋮" menu and presses one of its buttons. */
export async function useCardMenu(scope: Page | Locator, title: string, action: string) {
  await scope.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
  await scope.getByRole('button', { name: action, exact: true }).click();
}

/** How far the page can be scrolled sideways; 0 when nothing overflows. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function apiCall(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(urlOf(path), {
    method,
    headers: {
      accept: 'application/json',
      authorization: token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(data)}`);
  }
  return data;
}

/** A playlist made through the API (POST /api/user/playlists); answers its id. */
export async function createPlaylistViaApi(token: string, title: string): Promise<string> {
  const data = await apiCall('POST', '/api/user/playlists', token, { playlist: { title } });
  const created = PlaylistsResponseSchema.parse(data).playlists.find((p) => p.title === title);
  if (!created) throw new Error(`the new playlist ${title} is not in the answer`);
  return created._id;
}

/** Adds a video to one of the user's lists through the API (POST /api/user/{list}). */
export async function addToListViaApi(
  token: string,
  list: 'likes' | 'watchlater' | 'history',
  videoId: string,
): Promise<void> {
  await apiCall('POST', `/api/user/${list}`, token, { video: { _id: videoId } });
}
