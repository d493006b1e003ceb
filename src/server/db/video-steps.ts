import type { Step } from '#shared/schemas/video-details.schema.ts';
import { parseSteps } from '#shared/steps/parse-steps.ts';
import { seedSteps } from './seed-catalogue.ts';

/** The demo videos' steps, read once, as a description listing them would be. */
const DEMO_STEPS = new Map(
  Object.entries(seedSteps).map(([id, steps]) => [
    id,
    parseSteps(steps.map(([time, title]) => `${time} ${title}`).join('\n')),
  ]),
);

/**
 * A video's steps: the demo videos' from data (their descriptions are the product spec's and
 * carry no timestamps), every other video's read from the timestamps in its description
 * (parse-steps.ts), so a video added or edited later gets steps as its description has them.
 *
 * Derived, not stored: the steps follow from the video's row, so the catalogue's cached answers
 * and their ETags (keyed by the catalogue's version, which every change to a video bumps) hold
 * them correctly with nothing more to invalidate.
 */
export function stepsOf(video: { _id: string; description: string }): Step[] {
  return DEMO_STEPS.get(video._id) ?? parseSteps(video.description);
}
