import { useEffect, useRef, useState } from 'react';

/** One step of the countdown, in milliseconds. */
export const COUNTDOWN_STEP_MS = 1000;

function tabHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Counts down from `seconds` while `running`, a second at a time, and calls `onDone` once at 0.
 * It stands still while the tab is hidden (nobody is there to see the next video start) and goes
 * on where it was when the tab is seen again. Stopping it (`running` false) and starting it again
 * begins from `seconds`. Answers the seconds left.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const [hidden, setHidden] = useState(tabHidden);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const onVisibility = () => setHidden(tabHidden());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Stopped, it is back at the start, so a new start counts the whole time again.
  useEffect(() => {
    if (!running) setLeft(seconds);
  }, [running, seconds]);

  useEffect(() => {
    if (!running || hidden || left <= 0) return;
    const timer = setTimeout(() => setLeft((current) => current - 1), COUNTDOWN_STEP_MS);
    return () => clearTimeout(timer);
  }, [running, hidden, left]);

  useEffect(() => {
    if (running && left <= 0) done.current();
  }, [running, left]);

  return left;
}
