import type { Step } from '../schemas/video-details.schema.ts';

/**
 * A video's steps from the timestamps in its description, as makers write them:
 *
 *     0:00 Intro
 *     1:25 - Cut the frame
 *     [12:05] Glue the back
 *     Step 4 – 1:02:30 Varnish
 *
 * - A time is `m:ss`, `mm:ss` or `h:mm:ss` (seconds and, with hours, minutes are two digits
 *   below 60), alone or in brackets, anywhere in the first LEAD_MAX characters of the line
 *   (after a label such as "Step 2 –"): a time later in a sentence ("it dries in 5:00") is not a
 *   step.
 * - The title is what follows the time, without the separators between them (" - ", "–", "—",
 *   ":", "|", "."); when nothing follows, the text before the time ("Intro 0:00"). A time with
 *   no title at all, and a line with no time, is not a step.
 * - Out of order times are sorted; of two steps at the same time, the first written is kept.
 * - Fewer than MIN_STEPS steps is no steps: one time in a description is a mention, not a
 *   list. Unlike YouTube's chapters (three or more, the first at 0:00) a list may start later:
 *   before its first step, no step is the current one.
 * - At most MAX_STEPS steps; titles are cut to TITLE_MAX characters.
 */
export function parseSteps(description: string): Step[] {
  const found: Step[] = [];
  for (const line of description.split(/\r\n|\r|\n/)) {
    const step = stepOf(line);
    if (step) found.push(step);
  }
  // Stable: of steps at the same second the first written stays first, and is kept.
  found.sort((a, b) => a.seconds - b.seconds);
  const steps = found.filter((step, i) => i === 0 || step.seconds !== found[i - 1]?.seconds);
  return steps.length < MIN_STEPS ? [] : steps.slice(0, MAX_STEPS);
}

export const MIN_STEPS = 2;
export const MAX_STEPS = 100;
export const TITLE_MAX = 100;
/** How far into a line its time may start (room for a label such as "Step 12 –"). */
const LEAD_MAX = 24;

// h:mm:ss or m:ss / mm:ss (minutes up to 3 digits for long videos without hours), not part of
// a longer run of digits and colons ("1:25:3", "10:155"), optionally in brackets.
const TIME =
  /(?<![\d:])([([]?)(?:(\d{1,2}):([0-5]\d):([0-5]\d)|(\d{1,3}):([0-5]\d))([)\]]?)(?!\d|:\d)/;
const SEPARATORS = /^[\s\-–—:|.,)\]]+|[\s\-–—:|.,([]+$/g;

function stepOf(line: string): Step | null {
  const match = TIME.exec(line);
  if (!match || match.index > LEAD_MAX) return null;
  const [whole, open = '', h, hm, hs, m, ms, close = ''] = match;
  // A bracket opened must be the one closed: "(1:25" is a time in a sentence's aside.
  if ((open === '') !== (close === '')) return null;
  const seconds =
    h !== undefined ? Number(h) * 3600 + Number(hm) * 60 + Number(hs) : Number(m) * 60 + Number(ms);
  const after = clean(line.slice(match.index + whole.length));
  const before = clean(line.slice(0, match.index));
  const title = after || before;
  if (!title) return null;
  return { seconds, title: cut(title) };
}

function clean(text: string): string {
  return text.replace(SEPARATORS, '').replace(/\s+/g, ' ').trim();
}

function cut(title: string): string {
  const chars = Array.from(title);
  return chars.length <= TITLE_MAX
    ? title
    : `${chars
        .slice(0, TITLE_MAX - 1)
        .join('')
        .trimEnd()}…`;
}
