import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '#client/stores/toast-store.ts';
import { makeVideo } from '#client/testing/fixtures.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import type { YouTubePlayer } from '../lib/youtube-iframe-api.ts';
import { attachPlayer, detachPlayer, presetLoop } from '../player/player-control.ts';
import { ShareButton } from './share-button.tsx';

const video = makeVideo({ videoLink: 'v=abc', title: 'Paper flowers' });
const origin = window.location.origin;

/** A player standing at `time` seconds. */
function playerAt(time: number): YouTubePlayer {
  return {
    getCurrentTime: () => time,
    getDuration: () => 600,
    getPlayerState: () => 1,
    seekTo: vi.fn(),
    playVideo: vi.fn(),
    pauseVideo: vi.fn(),
    getPlaybackRate: () => 1,
    setPlaybackRate: vi.fn(),
    destroy: vi.fn(),
  };
}

let attached: YouTubePlayer | null = null;
function attachAt(time: number) {
  attached = playerAt(time);
  const player = attached;
  act(() => attachPlayer(player));
}

afterEach(() => {
  if (attached) {
    const player = attached;
    act(() => detachPlayer(player));
  }
  attached = null;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

async function openShare(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return screen.getByRole('dialog', { name: 'Share' });
}

describe('ShareButton', () => {
  it("shares the video's link, or from the player's time, and copies it", async () => {
    // user-event puts a clipboard of its own in the browser.
    const user = userEvent.setup();
    attachAt(85.6);
    renderWithProviders(<ShareButton video={video} />);
    const dialog = await openShare(user);

    const link = within(dialog).getByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(`${origin}/video/v=abc`);
    // No loop set: no loop to share; no share sheet in this browser.
    expect(within(dialog).queryByRole('checkbox', { name: /Share this loop/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Share…' })).toBeNull();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Start at 1:25' }));
    expect(link).toHaveValue(`${origin}/video/v=abc?t=85`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(useToastStore.getState().msg).toBe('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(`${origin}/video/v=abc?t=85`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with an A–B loop set, offers to share the loop; the share sheet gets title and link', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    attachAt(90);
    act(() => presetLoop(85.3, 120.8));
    renderWithProviders(<ShareButton video={video} />);
    const dialog = await openShare(user);

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Share this loop (1:25 to 2:00)' }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${origin}/video/v=abc?t=85&end=120`,
    );
    // One or the other: the loop's link starts at A.
    expect(within(dialog).getByRole('checkbox', { name: 'Start at 1:30' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Paper flowers',
      url: `${origin}/video/v=abc?t=85&end=120`,
    });
  });
});
