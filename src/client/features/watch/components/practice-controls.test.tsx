import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/testing/render-with-providers.tsx';
import type { Step } from '#shared/schemas/video-details.schema.ts';
import type { YouTubePlayer } from '../lib/youtube-iframe-api.ts';
import {
  attachPlayer,
  detachPlayer,
  PLAYBACK_RATES,
  playerStateChanged,
  TICK_MS,
  tick,
  usePlayerControl,
} from '../player/player-control.ts';
import { PracticeControls } from './practice-controls.tsx';
import { VideoSteps } from './video-steps.tsx';

const STEPS: Step[] = [
  { seconds: 0, title: 'Intro' },
  { seconds: 30, title: 'Cut the frame' },
  { seconds: 60, title: 'Glue the back' },
];

/** A player whose clock the test sets, recording what it is asked. */
function fakePlayer() {
  const state = { time: 0, rate: 1, playerState: -1 };
  const player = {
    getCurrentTime: () => state.time,
    getDuration: () => 100,
    getPlayerState: () => state.playerState,
    seekTo: vi.fn((seconds: number) => {
      state.time = seconds;
    }),
    playVideo: vi.fn(),
    pauseVideo: vi.fn(),
    getPlaybackRate: () => state.rate,
    setPlaybackRate: vi.fn((rate: number) => {
      state.rate = rate;
    }),
    destroy: vi.fn(),
  } satisfies YouTubePlayer;
  return { player, state };
}

let attached: YouTubePlayer | null = null;
function attach() {
  const fake = fakePlayer();
  act(() => attachPlayer(fake.player));
  attached = fake.player;
  return fake;
}

afterEach(() => {
  if (attached) act(() => detachPlayer(attached as YouTubePlayer));
  attached = null;
  vi.useRealTimers();
});

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });
/** The practice controls' live region (the app's toast bar is a status too). */
const status = () => {
  const region = document.querySelector('.practice [role="status"]');
  if (!region) throw new Error('no live region');
  return region;
};

describe('PracticeControls', () => {
  it('folds into a "Practice" button (shown on a phone only) that opens the panel in place', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    const toggle = screen.getByRole('button', { name: 'Practice' });
    const panel = screen.getByRole('region', { name: 'Practice' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded: practice-controls.css hides the panel on a phone while it has no data-open.
    expect(panel).not.toHaveAttribute('data-open');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
  });

  it('before play: shown disabled, saying why; the keys say to press play first', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    expect(screen.getByText(/Press play to practise/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set A' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Speed' })).toBeDisabled();
    press('>');
    expect(status()).toHaveTextContent('Press play first, then practise.');
  });

  it('changes speed from the keyboard within 0.25× to 2×, and says so', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    const { player } = attach();
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect(speed).toHaveDisplayValue('1× (normal)');
    press('>', { shiftKey: true });
    expect(player.setPlaybackRate).toHaveBeenLastCalledWith(1.25);
    expect(speed).toHaveDisplayValue('1.25×');
    expect(status()).toHaveTextContent('Speed 1.25×');
    for (let i = 0; i < 10; i++) press('<', { shiftKey: true });
    expect(usePlayerControl.getState().rate).toBe(PLAYBACK_RATES[0]);
    expect(status()).toHaveTextContent('Speed 0.25×');
  });

  it('loops from A to B: reaching B goes back to A, until cleared', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    const { player, state } = attach();
    state.time = 12.34;
    press('a');
    state.time = 20;
    fireEvent.click(screen.getByRole('button', { name: 'Set B' }));
    expect(status()).toHaveTextContent('Loop from 0:12 to 0:20');
    expect(screen.getByText('Looping')).toBeInTheDocument();

    state.time = 19;
    act(() => tick());
    expect(player.seekTo).not.toHaveBeenCalled();
    state.time = 20.1;
    act(() => tick());
    expect(player.seekTo).toHaveBeenLastCalledWith(12.3, true);
    expect(usePlayerControl.getState().time).toBe(12.3);

    press('c');
    expect(status()).toHaveTextContent('Loop cleared');
    state.time = 25;
    act(() => tick());
    expect(player.seekTo).toHaveBeenCalledTimes(1);
  });

  it('will not set B before A', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    const { state } = attach();
    state.time = 40;
    press('a');
    state.time = 30;
    press('b');
    expect(status()).toHaveTextContent('must come after its start');
    expect(usePlayerControl.getState().loop).toEqual({ a: 40, b: null });
  });

  it('loops the step playing with one key, to the next step or the end', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    const { state } = attach();
    state.time = 35;
    press('l');
    expect(usePlayerControl.getState().loop).toEqual({ a: 30, b: 60 });
    expect(status()).toHaveTextContent('Loop from 0:30 to 1:00: Cut the frame');
    state.time = 70;
    fireEvent.click(screen.getByRole('button', { name: 'Loop this step' }));
    expect(usePlayerControl.getState().loop).toEqual({ a: 60, b: 100 });
  });

  it('skips back and forward 5 s within the video, and plays or pauses with k', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    const { player, state } = attach();
    state.time = 3;
    press('ArrowLeft');
    expect(player.seekTo).toHaveBeenLastCalledWith(0, true);
    state.time = 97;
    press('ArrowRight');
    expect(player.seekTo).toHaveBeenLastCalledWith(100, true);
    press('k');
    expect(player.playVideo).toHaveBeenCalled();
    act(() => playerStateChanged(player, 1));
    press('K');
    expect(player.pauseVideo).toHaveBeenCalled();
  });

  it('leaves keys alone while typing, with a modifier, or while a dialog is open', () => {
    renderWithProviders(
      <>
        <input aria-label="Note" />
        <textarea aria-label="Long note" />
        <PracticeControls steps={STEPS} />
      </>,
    );
    const { player } = attach();
    press('>', { shiftKey: true }, screen.getByRole('textbox', { name: 'Note' }));
    press('a', {}, screen.getByRole('textbox', { name: 'Long note' }));
    press('>', { shiftKey: true }, screen.getByRole('combobox', { name: 'Speed' }));
    press('ArrowRight', { ctrlKey: true });
    press('k', { metaKey: true });
    press('a', { altKey: true });
    expect(player.setPlaybackRate).not.toHaveBeenCalled();
    expect(player.seekTo).not.toHaveBeenCalled();
    expect(player.playVideo).not.toHaveBeenCalled();
    expect(usePlayerControl.getState().loop).toEqual({ a: null, b: null });

    press('?', { shiftKey: true });
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    press('>', { shiftKey: true });
    expect(player.setPlaybackRate).not.toHaveBeenCalled();
  });

  it('lists every shortcut in the help dialog, and closes it', () => {
    renderWithProviders(<PracticeControls steps={STEPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const label of ['Play or pause', 'Slower', 'Faster', 'Loop this step', 'Clear the loop']) {
      expect(dialog).toHaveTextContent(label);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('VideoSteps', () => {
  it('seeks to a step, and marks the step playing as the clock moves', () => {
    vi.useFakeTimers();
    renderWithProviders(<VideoSteps steps={STEPS} />);
    const { player, state } = attach();
    act(() => playerStateChanged(player, 1));
    fireEvent.click(screen.getByRole('button', { name: '0:30 Cut the frame' }));
    expect(player.seekTo).toHaveBeenLastCalledWith(30, true);
    expect(screen.getByRole('button', { name: /Cut the frame/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    state.time = 61;
    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(screen.getByRole('button', { name: /Glue the back/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: /Cut the frame/ })).not.toHaveAttribute(
      'aria-current',
    );
    // Paused: the ticker stops.
    act(() => playerStateChanged(player, 2));
    state.time = 5;
    act(() => vi.advanceTimersByTime(TICK_MS * 4));
    expect(usePlayerControl.getState().time).toBe(61);
  });

  it('a step outside the loop clears it; one inside keeps it', () => {
    renderWithProviders(<VideoSteps steps={STEPS} />);
    attach();
    act(() => usePlayerControl.setState({ loop: { a: 30, b: 60 } }));
    fireEvent.click(screen.getByRole('button', { name: /Cut the frame/ }));
    expect(usePlayerControl.getState().loop).toEqual({ a: 30, b: 60 });
    fireEvent.click(screen.getByRole('button', { name: /Glue the back/ }));
    expect(usePlayerControl.getState().loop).toEqual({ a: null, b: null });
  });

  it('shows nothing for a video without steps', () => {
    renderWithProviders(<VideoSteps steps={[]} />);
    expect(screen.queryByRole('heading', { name: 'Steps' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
