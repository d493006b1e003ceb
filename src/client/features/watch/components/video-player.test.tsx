import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeVideo } from '#client/testing/fixtures.ts';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import type { YouTubePlayer } from '../lib/youtube-iframe-api.ts';
import { seekPlayer, startOnArrival, usePlayerControl } from '../player/player-control.ts';
import { VideoPlayer } from './video-player.tsx';

const video = makeVideo({ title: 'Paper flowers', videoLink: 'v=xTzkrm63AIQ' });
const EMBED = 'https://www.youtube-nocookie.com/embed/xTzkrm63AIQ';

/** A fetch whose answer the test gives when it wants. */
function deferredFetch() {
  let settle: { resolve: (response: Response) => void; reject: (error: Error) => void } | null =
    null;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  vi.stubGlobal('fetch', fetch);
  // The mutation calls fetch a moment after the click: wait for the call before settling it.
  const whenAsked = async () => {
    await vi.waitFor(() => expect(settle).not.toBeNull());
    const current = settle;
    settle = null;
    return current;
  };
  return {
    fetch,
    answer: async () => {
      const current = await whenAsked();
      await act(async () => current?.resolve(new Response(null, { status: 200 })));
    },
    fail: async () => {
      const current = await whenAsked();
      await act(async () => current?.reject(new TypeError('Failed to fetch')));
    },
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('VideoPlayer', () => {
  beforeEach(() => {
    setOnline(true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts as artwork and a play button, asking nothing of YouTube', () => {
    const { fetch } = deferredFetch();
    renderWithProviders(<VideoPlayer video={video} />);
    expect(screen.getByRole('button', { name: 'Play Paper flowers' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('.video-player__artwork')).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks that YouTube answers, then plays in the frame', async () => {
    const { fetch, answer } = deferredFetch();
    const { user } = renderWithProviders(<VideoPlayer video={video} />);
    await user.click(screen.getByRole('button', { name: 'Play Paper flowers' }));

    // Loading: the host is being asked, no frame yet.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      EMBED,
      expect.objectContaining({ method: 'HEAD', mode: 'no-cors' }),
    );
    expect(screen.getByText('Loading the player')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Paper flowers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(document.querySelector('iframe')).toBeNull();

    await answer();
    const player = await screen.findByTitle('Video player: Paper flowers');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe(
      `${EMBED}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play Paper flowers' })).toBeNull();
  });

  it('starts by itself when autoplay opened its video, and only that one', async () => {
    const { fetch, answer } = deferredFetch();
    startOnArrival('another-video');
    const other = renderWithProviders(<VideoPlayer video={video} />);
    expect(fetch).not.toHaveBeenCalled();
    // The ask for another video is dropped by this one's player.
    expect(usePlayerControl.getState().autoStart).toBeNull();
    other.unmount();

    startOnArrival(video._id);
    renderWithProviders(<VideoPlayer video={video} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(EMBED, expect.anything()));
    await answer();
    expect(await screen.findByTitle('Video player: Paper flowers')).toBeInTheDocument();
    expect(usePlayerControl.getState().autoStart).toBeNull();
  });

  it("asks YouTube's player for captions in their language when they are to be shown", async () => {
    const { answer } = deferredFetch();
    const { user } = renderWithProviders(
      <VideoPlayer video={video} captions={{ show: true, language: 'hi' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Play Paper flowers' }));
    await answer();
    const src = new URL(
      (await screen.findByTitle('Video player: Paper flowers')).getAttribute('src') ?? '',
    );
    expect(src.searchParams.get('cc_load_policy')).toBe('1');
    expect(src.searchParams.get('cc_lang_pref')).toBe('hi');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
  });

  it('leaves captions to YouTube when they are not to be shown', async () => {
    const { answer } = deferredFetch();
    const { user } = renderWithProviders(
      <VideoPlayer video={video} captions={{ show: false, language: 'ar' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Play Paper flowers' }));
    await answer();
    expect(await screen.findByTitle('Video player: Paper flowers')).toHaveAttribute(
      'src',
      `${EMBED}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`,
    );
  });

  it('shows a message with a link to YouTube when YouTube cannot be reached, and tries again', async () => {
    const { fetch, fail, answer } = deferredFetch();
    const { user } = renderWithProviders(<VideoPlayer video={video} />);
    await user.click(screen.getByRole('button', { name: 'Play Paper flowers' }));
    await fail();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The player can’t load right now');
    const link = screen.getByRole('link', { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=xTzkrm63AIQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await answer();
    expect(await screen.findByTitle('Video player: Paper flowers')).toHaveAttribute(
      'src',
      `${EMBED}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`,
    );
  });

  it('shows the message at once when the browser is offline, and the button once back online', () => {
    const { fetch } = deferredFetch();
    setOnline(false);
    renderWithProviders(<VideoPlayer video={video} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The player can’t load right now');
    expect(screen.getByRole('alert')).toHaveTextContent('You’re offline');
    expect(screen.getByRole('link', { name: /Watch on YouTube/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Paper flowers' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('button', { name: 'Play Paper flowers' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
  it('resumes where it was left, and reports the position through the IFrame API on pause and on leaving', async () => {
    const { answer } = deferredFetch();
    const players: StandInEvents[] = [];
    let time = 95;
    window.YT = { Player: standInPlayer(players, () => time) };
    const onPosition = vi.fn();
    const { user, unmount } = renderWithProviders(
      <VideoPlayer video={video} startAt={95} onPosition={onPosition} />,
    );
    const play = screen.getByRole('button', { name: 'Play Paper flowers' });
    expect(play).toHaveAccessibleDescription('Resume from 1:35');
    await user.click(play);
    await answer();
    const frame = await screen.findByTitle('Video player: Paper flowers');
    expect(frame.getAttribute('src')).toMatch(/[?&]start=95(&|$)/);

    await vi.waitFor(() => expect(players).toHaveLength(1));
    act(() => players[0]?.onStateChange?.({ data: 2 }));
    expect(onPosition).toHaveBeenLastCalledWith({ seconds: 95, duration: 600 }, false);
    // The same position is not sent twice; leaving sends the new one, to outlive the page.
    act(() => players[0]?.onStateChange?.({ data: 2 }));
    expect(onPosition).toHaveBeenCalledTimes(1);
    time = 120;
    unmount();
    expect(onPosition).toHaveBeenLastCalledWith({ seconds: 120, duration: 600 }, true);
    delete window.YT;
  });

  it('plays from a seek asked for before the player is there, and seeks the ready player', async () => {
    const { answer } = deferredFetch();
    const players: StandInEvents[] = [];
    window.YT = { Player: standInPlayer(players, () => 0) };
    renderWithProviders(<VideoPlayer video={video} startAt={95} />);
    act(() => seekPlayer(61.5));
    await answer();
    const frame = await screen.findByTitle('Video player: Paper flowers');
    expect(frame.getAttribute('src')).toMatch(/[?&]start=61(&|$)/);

    await vi.waitFor(() => expect(players).toHaveLength(1));
    const player = players[0]?.target;
    act(() => players[0]?.onReady?.({ target: player }));
    expect(usePlayerControl.getState().player).toBe(player);
    seekPlayer(200);
    expect(player?.seekTo).toHaveBeenLastCalledWith(200, true);
    expect(player?.playVideo).toHaveBeenCalled();
    delete window.YT;
  });
});

interface StandInEvents {
  target?: YouTubePlayer;
  onReady?(event: { target: YouTubePlayer | undefined }): void;
  onStateChange?(event: { data: number }): void;
}

/** A stand-in for the IFrame API's Player: records each player's events, reads `time`. */
function standInPlayer(players: StandInEvents[], time: () => number) {
  return class implements YouTubePlayer {
    constructor(_frame: HTMLIFrameElement, options: { events: StandInEvents }) {
      players.push(Object.assign(options.events, { target: this }));
    }
    getCurrentTime = () => time();
    getDuration = () => 600;
    getPlayerState = () => 1;
    seekTo = vi.fn();
    playVideo = vi.fn();
    pauseVideo = vi.fn();
    getPlaybackRate = () => 1;
    setPlaybackRate = vi.fn();
    destroy() {}
  };
}
