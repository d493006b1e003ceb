import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';

/** What a practice shortcut does. */
export type PracticeAction =
  | 'slower'
  | 'faster'
  | 'back'
  | 'forward'
  | 'play-pause'
  | 'set-a'
  | 'set-b'
  | 'clear-loop'
  | 'loop-step'
  | 'help';

/**
 * Every shortcut, as the help dialog lists them: the keys shown, and what they do (translated
 * where drawn, shortcuts-dialog.tsx).
 */
export const PRACTICE_SHORTCUTS: ReadonlyArray<{
  action: PracticeAction;
  keys: readonly string[];
  /** The keys as said aloud, where the shown ones are symbols. */
  spoken?: MessageDescriptor;
  label: MessageDescriptor;
}> = [
  { action: 'play-pause', keys: ['k'], label: msg`Play or pause` },
  { action: 'back', keys: ['←'], spoken: msg`Left arrow`, label: msg`Back 5 seconds` },
  { action: 'forward', keys: ['→'], spoken: msg`Right arrow`, label: msg`Forward 5 seconds` },
  { action: 'slower', keys: ['<'], spoken: msg`Less than (Shift + comma)`, label: msg`Slower` },
  {
    action: 'faster',
    keys: ['>'],
    spoken: msg`Greater than (Shift + full stop)`,
    label: msg`Faster`,
  },
  { action: 'set-a', keys: ['a'], label: msg`Set the loop’s start (A) here` },
  { action: 'set-b', keys: ['b'], label: msg`Set the loop’s end (B) here` },
  { action: 'loop-step', keys: ['l'], label: msg`Loop this step` },
  { action: 'clear-loop', keys: ['c'], label: msg`Clear the loop` },
  { action: 'help', keys: ['?'], spoken: msg`Question mark`, label: msg`Show these shortcuts` },
];

const BY_KEY: Record<string, PracticeAction> = {
  '<': 'slower',
  '>': 'faster',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  k: 'play-pause',
  a: 'set-a',
  b: 'set-b',
  c: 'clear-loop',
  l: 'loop-step',
  '?': 'help',
};

/** Where typing goes, or a control that takes keys of its own: shortcuts keep out. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * The action a key press asks for, or null when it is not one of ours or must be left alone:
 * with Ctrl, Alt or Meta (the browser's and the system's), while typing in a field, or while a
 * dialog is open. Letters count in either case (Caps Lock); Shift makes `<`, `>` and `?`.
 */
export function practiceActionOf(event: KeyboardEvent): PracticeAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.isComposing) return null;
  const target = event.target;
  if (target instanceof Element && target.closest(TYPING)) return null;
  if (document.querySelector('dialog[open], [aria-modal="true"]')) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return BY_KEY[key] ?? null;
}

/** Calls `onAction` for each practice shortcut pressed on the page (see practiceActionOf). */
export function usePracticeShortcuts(onAction: (action: PracticeAction) => void): void {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = practiceActionOf(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
