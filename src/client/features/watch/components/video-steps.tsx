import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { Step } from '#shared/schemas/video-details.schema.ts';
import { clockOf } from '../lib/clock.ts';
import { currentStepIndex } from '../lib/steps.ts';
import { clearLoop, seekPlayer, usePlayerControl } from '../player/player-control.ts';
import './video-steps.css';

/** Plays from a step; a loop the step is outside of is cleared (it would pull the video back). */
function goTo(step: Step): void {
  const { loop } = usePlayerControl.getState();
  if (loop.b !== null && (step.seconds < (loop.a ?? 0) || step.seconds >= loop.b)) clearLoop();
  seekPlayer(step.seconds);
}

/**
 * The video's steps, a button each: a press plays the video from there (before play, it starts
 * there). While the player is there, the step playing is marked (aria-current="step").
 */
export function VideoSteps({ steps }: { steps: readonly Step[] }) {
  const titleId = useId();
  // A number, not the time: the list draws again only when the step changes.
  const current = usePlayerControl((state) =>
    state.player ? currentStepIndex(steps, state.time) : -1,
  );
  if (steps.length === 0) return null;
  return (
    <section className="video-steps" aria-labelledby={titleId}>
      <h2 id={titleId} className="video-steps__title">
        {t`Steps`}
      </h2>
      <ol className="video-steps__list">
        {steps.map((step, index) => (
          <li key={step.seconds}>
            <button
              type="button"
              className="video-steps__step"
              aria-current={index === current ? 'step' : undefined}
              onClick={() => goTo(step)}
            >
              <span className="video-steps__time" dir="ltr">
                {clockOf(step.seconds)}
              </span>{' '}
              <span className="video-steps__name">{step.title}</span>
              {index === current && <span className="video-steps__now"> {t`Now`}</span>}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
