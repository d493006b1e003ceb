import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { COUNTDOWN_STEP_MS } from '../hooks/use-countdown.ts';
import { AUTOPLAY_SECONDS } from '../lib/autoplay.ts';
import { PlayerState, type YouTubePlayer } from '../lib/youtube-iframe-api.ts';
import {
  attachPlayer,
  detachPlayer,
  playerStateChanged,
  usePlayerControl,
} from '../player/player-control.ts';
import { AutoplayNext } from './autoplay-next.tsx';

const next = makeVideo({ _id: 'next-id', videoLink: 'v=next', title: 'Paper lantern' });
const NEXT_PATH = '/video/v=next?list=p1';

const player = {
  getCurrentTime: () => 600,
  getDuration: () => 600,
  getPlaybackRate: () => 1,
  getPlayerState: () => 0,
  seekTo: () => {},
  playVideo: () => {},
  pauseVideo: () => {},
  setPlaybackRate: () => {},
  destroy: () => {},
} satisfies YouTubePlayer;

/** The player says the video is in `state` (PlayerState). */
function playerSays(state: number) {
  act(() => playerStateChanged(player, state));
}

/** The panel's live region (the page's toast bar is another). */
function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>('p[role="status"]');
  if (!region) throw new Error('no live region');
  return region;
}

function seconds(count: number) {
  for (let step = 0; step < count; step += 1) {
    act(() => {
      vi.advanceTimersByTime(COUNTDOWN_STEP_MS);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/video/v=this');
  act(() => attachPlayer(player));
});
afterEach(() => {
  act(() => detachPlayer(player));
  usePlayerControl.setState({ autoStart: null });
  vi.useRealTimers();
});

function renderAutoplay(props: Partial<Parameters<typeof AutoplayNext>[0]> = {}) {
  const onOpenVideo = vi.fn();
  renderWithProviders(
    <AutoplayNext next={next} nextPath={NEXT_PATH} enabled onOpenVideo={onOpenVideo} {...props} />,
  );
  return { onOpenVideo };
}

describe('AutoplayNext', () => {
  it('shows nothing while the video plays', () => {
    renderAutoplay();
    playerSays(PlayerState.playing);
    expect(screen.queryByRole('region', { name: 'Next video' })).toBeNull();
  });

  it('counts down when the video ends, then opens the next video and starts its player', () => {
    const { onOpenVideo } = renderAutoplay();
    playerSays(PlayerState.ended);
    const panel = screen.getByRole('region', { name: 'Next video' });
    expect(panel).toHaveTextContent(`Up next in ${AUTOPLAY_SECONDS}`);
    expect(panel).toHaveTextContent('Paper lantern');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play now' })).toHaveAccessibleDescription(
      'Paper lantern',
    );
    seconds(3);
    expect(panel).toHaveTextContent(`Up next in ${AUTOPLAY_SECONDS - 3}`);
    expect(window.location.pathname).toBe('/video/v=this');
    seconds(AUTOPLAY_SECONDS - 3);
    expect(`${window.location.pathname}${window.location.search}`).toBe(NEXT_PATH);
    expect(onOpenVideo).toHaveBeenCalledWith(next);
    expect(usePlayerControl.getState().autoStart).toBe('next-id');
  });

  it('tells screen readers once, as it starts, not every second', () => {
    renderAutoplay();
    const status = announcer();
    expect(status).toHaveTextContent('');
    playerSays(PlayerState.ended);
    const said = status.textContent;
    expect(said).toBe(
      `Up next: Paper lantern. It plays in ${AUTOPLAY_SECONDS} seconds; press Escape to cancel.`,
    );
    seconds(2);
    expect(status.textContent).toBe(said);
    // The count on screen is in no live region.
    expect(
      screen
        .getByText(`Up next in ${AUTOPLAY_SECONDS - 2}`)
        .closest('[aria-live], [role="status"]'),
    ).toBeNull();
  });

  it('stops on Cancel, leaving Play now, which takes the focus', () => {
    renderAutoplay();
    playerSays(PlayerState.ended);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Next video' })).toHaveTextContent(
      'Autoplay stopped',
    );
    seconds(AUTOPLAY_SECONDS + 2);
    expect(window.location.pathname).toBe('/video/v=this');
    const playNow = screen.getByRole('button', { name: 'Play now' });
    expect(playNow).toHaveFocus();
    fireEvent.click(playNow);
    expect(`${window.location.pathname}${window.location.search}`).toBe(NEXT_PATH);
  });

  it('stops on Escape, and counts down anew at the next end', () => {
    renderAutoplay();
    playerSays(PlayerState.ended);
    // Escape in a dialog is the dialog's.
    const dialog = document.body.appendChild(document.createElement('dialog'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    dialog.remove();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    seconds(AUTOPLAY_SECONDS + 1);
    expect(window.location.pathname).toBe('/video/v=this');
    // Played again, the panel goes; at the end the countdown is back, from the top.
    playerSays(PlayerState.playing);
    expect(screen.queryByRole('region', { name: 'Next video' })).toBeNull();
    playerSays(PlayerState.ended);
    expect(screen.getByRole('region', { name: 'Next video' })).toHaveTextContent(
      `Up next in ${AUTOPLAY_SECONDS}`,
    );
  });

  it('stands still while the tab is hidden', () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    renderAutoplay();
    playerSays(PlayerState.ended);
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    seconds(AUTOPLAY_SECONDS * 3);
    expect(window.location.pathname).toBe('/video/v=this');
    expect(screen.getByRole('region', { name: 'Next video' })).toHaveTextContent(
      `Up next in ${AUTOPLAY_SECONDS}`,
    );
    vi.restoreAllMocks();
  });

  it('shows nothing when autoplay is off, or when there is no next video', () => {
    const { onOpenVideo } = renderAutoplay({ enabled: false });
    playerSays(PlayerState.ended);
    expect(screen.queryByRole('region', { name: 'Next video' })).toBeNull();
    expect(announcer()).toHaveTextContent('');
    seconds(AUTOPLAY_SECONDS + 1);
    expect(window.location.pathname).toBe('/video/v=this');
    expect(onOpenVideo).not.toHaveBeenCalled();
  });

  it('shows nothing at the end of a playlist (no next video)', () => {
    renderAutoplay({ next: null, nextPath: null });
    playerSays(PlayerState.ended);
    expect(screen.queryByRole('region', { name: 'Next video' })).toBeNull();
  });
});
