import * as z from 'zod/mini';
import { VideoSchema } from './video.schema.ts';

/** One step of a video's project: where it starts, and what it is ("Cut the frame"). */
export const StepSchema = z.object({
  seconds: z.number().check(z.describe('Where the step starts, in whole seconds into the video')),
  title: z.string(),
});
export type Step = z.infer<typeof StepSchema>;

/**
 * A video as its own page shows it: the catalogue's answer and its steps. Only the one-video
 * answer carries the steps; catalogue pages stay lean.
 */
export const VideoDetailsSchema = z.extend(VideoSchema, {
  steps: z
    .array(StepSchema)
    .check(
      z.describe(
        'The steps, earliest first: from data for the demo videos, otherwise read from the timestamps in the description (none when it has fewer than two)',
      ),
    ),
});
export type VideoDetails = z.infer<typeof VideoDetailsSchema>;

export const VideoDetailsResponseSchema = z.object({ video: VideoDetailsSchema });
