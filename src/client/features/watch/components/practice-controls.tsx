import { t } from '@lingui/core/macro';
import { type ReactNode, useId, useState } from 'react';
import { useActiveLocale } from '#client/i18n/active-locale.ts';
import { numberFormat } from '#shared/format/intl-cache.ts';
import { formatCount } from '#shared/format/numbers.ts';
import type { Step } from '#shared/schemas/video-details.schema.ts';
import { type PracticeAction, usePracticeShortcuts } from '../hooks/use-practice-shortcuts.ts';
import { clockOf } from '../lib/clock.ts';
import { stepSpanAt } from '../lib/steps.ts';
import {
  clearLoop,
  currentPlayerTime,
  type Loop,
  loopBetween,
  PLAYBACK_RATES,
  playerDuration,
  SKIP_SECONDS,
  setLoopEnd,
  setLoopStart,
  setRate,
  skipBy,
  stepRate,
  togglePlay,
  usePlayerControl,
} from '../player/player-control.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import './practice-controls.css';

interface PracticeButtonProps {
  action: PracticeAction;
  /** Its shortcut, as aria-keyshortcuts names it. */
  keys: string;
  run: (action: PracticeAction) => void;
  /** The id of the line saying to press play first, while there is no player. */
  hint: string | undefined;
  /** Disabled for a reason of its own; without a player every button is. */
  disabled?: boolean;
  children: ReactNode;
}

/** One of practice mode's buttons: disabled (and saying why) until the player is there. */
function PracticeButton({ action, keys, run, hint, disabled, children }: PracticeButtonProps) {
  return (
    <button
      type="button"
      className="practice__button"
      disabled={hint !== undefined || disabled}
      aria-describedby={hint}
      aria-keyshortcuts={keys}
      onClick={() => run(action)}
    >
      {children}
    </button>
  );
}

/** 0.25×, 1×, 1.5× (the number in the locale's digits and decimal sign: "0,25×" in French). */
export const rateLabel = (rate: number, locale: string) =>
  `${numberFormat(locale, { maximumFractionDigits: 2 }).format(rate)}×`;

function loopText(loop: Loop): string {
  const from = clockOf(loop.a ?? 0);
  const to = clockOf(loop.b ?? 0);
  return t`Loop from ${from} to ${to}`;
}

/**
 * Practice mode under the player: speed, skip back and forward, and an A–B loop (set A, set B,
 * or loop the step playing), each with a keyboard shortcut (`?` lists them). They drive the
 * page's player (player-control.ts), so until play is pressed they are shown but disabled, with
 * a line saying so; a step's button starts the video where the step does. Changes are said in
 * a polite live region. On a phone the panel is folded into a "Practice" button that opens it in
 * place (a disclosure), so the title and the actions stay under the player.
 */
export function PracticeControls({
  steps,
  initialOpen = false,
}: {
  steps: readonly Step[];
  /** Whether the folded panel starts open on a phone (a shared link's loop is set). */
  initialOpen?: boolean;
}) {
  const titleId = useId();
  const hintId = useId();
  const ready = usePlayerControl((state) => state.player !== null);
  const rate = usePlayerControl((state) => state.rate);
  const loop = usePlayerControl((state) => state.loop);
  const [message, setMessage] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  // On a phone the panel folds into its "Practice" button (closed at first); on a wide screen
  // the button is hidden and the panel always shown (practice-controls.css).
  const [open, setOpen] = useState(initialOpen);
  const panelId = useId();
  const locale = useActiveLocale();
  const sayRate = (next: number) => {
    const speed = rateLabel(next, locale);
    setMessage(t`Speed ${speed}`);
  };

  const run = (action: PracticeAction) => {
    if (action === 'help') {
      setHelpOpen(true);
      return;
    }
    if (!usePlayerControl.getState().player) {
      setMessage(t`Press play first, then practise.`);
      return;
    }
    switch (action) {
      case 'slower':
      case 'faster': {
        const next = stepRate(action === 'faster' ? 1 : -1);
        if (next !== null) sayRate(next);
        return;
      }
      case 'back':
      case 'forward': {
        const at = skipBy(action === 'forward' ? SKIP_SECONDS : -SKIP_SECONDS);
        if (at === null) return;
        const time = clockOf(at);
        setMessage(t`At ${time}`);
        return;
      }
      case 'play-pause':
        togglePlay();
        return;
      case 'set-a': {
        const a = setLoopStart();
        if (a === null) return;
        const time = clockOf(a);
        setMessage(t`Loop start (A) at ${time}`);
        return;
      }
      case 'set-b': {
        const next = setLoopEnd();
        setMessage(next ? loopText(next) : t`The loop’s end (B) must come after its start (A).`);
        return;
      }
      case 'loop-step': {
        const span = stepSpanAt(steps, currentPlayerTime(), playerDuration());
        const next = span && loopBetween(span.a, span.b);
        if (!span || !next) {
          setMessage(t`No step is playing to loop.`);
          return;
        }
        const loopSpan = loopText(next);
        const step = span.step.title;
        setMessage(
          t({
            comment: 'A loop (“Loop from 0:10 to 0:25”) and its step’s title',
            message: `${loopSpan}: ${step}`,
          }),
        );
        return;
      }
      case 'clear-loop':
        clearLoop();
        setMessage(t`Loop cleared`);
        return;
    }
  };
  usePracticeShortcuts(run);

  const looping = loop.a !== null && loop.b !== null;
  const describedBy = ready ? undefined : hintId;
  const skip = formatCount(SKIP_SECONDS, locale);
  return (
    <div className="practice-area">
      <button
        type="button"
        className="practice-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{t`Practice`}</span>
        <span className="practice-toggle__mark" aria-hidden="true" />
      </button>
      <section
        id={panelId}
        className="practice"
        aria-labelledby={titleId}
        data-open={open || undefined}
      >
        <div className="practice__header">
          <h2 id={titleId} className="practice__title">
            {t`Practice`}
          </h2>
          <button
            type="button"
            className="practice__help"
            aria-keyshortcuts="?"
            onClick={() => setHelpOpen(true)}
          >
            {t`Keyboard shortcuts`}
          </button>
        </div>
        {!ready && (
          <p id={hintId} className="practice__hint">
            {t`Press play to practise: slow it down, loop a part, or skip back and forward.`}
          </p>
        )}
        <div className="practice__controls">
          <label className="practice__speed">
            <span>{t`Speed`}</span>
            <select
              value={String(rate)}
              disabled={!ready}
              aria-describedby={describedBy}
              aria-keyshortcuts="< >"
              onChange={(event) => {
                const next = setRate(Number(event.target.value));
                if (next !== null) sayRate(next);
              }}
            >
              {PLAYBACK_RATES.map((option) => (
                <option key={option} value={String(option)}>
                  {option === 1 ? t`1× (normal)` : rateLabel(option, locale)}
                </option>
              ))}
            </select>
          </label>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields */}
          <div className="practice__group" role="group" aria-label={t`Skip`}>
            <PracticeButton action="back" keys="ArrowLeft" run={run} hint={describedBy}>
              {t`Back ${skip} s`}
            </PracticeButton>
            <PracticeButton action="forward" keys="ArrowRight" run={run} hint={describedBy}>
              {t`Forward ${skip} s`}
            </PracticeButton>
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields */}
          <div className="practice__group" role="group" aria-label={t`A–B loop`}>
            <PracticeButton action="set-a" keys="A" run={run} hint={describedBy}>
              {t`Set A`}
            </PracticeButton>
            <PracticeButton action="set-b" keys="B" run={run} hint={describedBy}>
              {t`Set B`}
            </PracticeButton>
            {steps.length > 0 && (
              <PracticeButton action="loop-step" keys="L" run={run} hint={describedBy}>
                {t`Loop this step`}
              </PracticeButton>
            )}
            <PracticeButton
              action="clear-loop"
              keys="C"
              run={run}
              hint={describedBy}
              disabled={loop.a === null && loop.b === null}
            >
              {t`Clear loop`}
            </PracticeButton>
          </div>
          <p className="practice__loop" data-looping={looping || undefined}>
            <span>
              A <bdi dir="ltr">{loop.a === null ? '–' : clockOf(loop.a)}</bdi>
            </span>
            <span>
              B <bdi dir="ltr">{loop.b === null ? '–' : clockOf(loop.b)}</bdi>
            </span>
            {looping && <span className="practice__looping">{t`Looping`}</span>}
          </p>
        </div>
        {/* Kept when the panel is folded (practice-controls.css): the shortcuts still speak. */}
        <p className="visually-hidden" role="status">
          {message}
        </p>
      </section>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
