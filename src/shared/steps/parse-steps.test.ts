import { describe, expect, it } from 'vitest';
import { MAX_STEPS, parseSteps, TITLE_MAX } from './parse-steps.ts';

const lines = (...text: string[]) => text.join('\n');

describe('parseSteps', () => {
  it('reads m:ss and mm:ss lines, with the title after the time', () => {
    expect(parseSteps(lines('0:00 Intro', '1:25 Cut the frame', '12:05 Glue the back'))).toEqual([
      { seconds: 0, title: 'Intro' },
      { seconds: 85, title: 'Cut the frame' },
      { seconds: 725, title: 'Glue the back' },
    ]);
  });

  it('reads h:mm:ss, and long minutes without hours', () => {
    expect(parseSteps(lines('0:00 Start', '1:02:30 Varnish', '75:10 Frame it'))).toEqual([
      { seconds: 0, title: 'Start' },
      { seconds: 3750, title: 'Varnish' },
      { seconds: 4510, title: 'Frame it' },
    ]);
  });

  it('takes the separators out between the time and the title', () => {
    expect(
      parseSteps(
        lines(
          '0:00 - Intro',
          '0:30 – Measure',
          '1:00 — Cut',
          '1:30: Fold',
          '2:00 | Glue',
          '2:30. Paint',
        ),
      ).map((step) => step.title),
    ).toEqual(['Intro', 'Measure', 'Cut', 'Fold', 'Glue', 'Paint']);
  });

  it('reads times in brackets', () => {
    expect(parseSteps(lines('[0:00] Intro', '(1:25) Cut the frame'))).toEqual([
      { seconds: 0, title: 'Intro' },
      { seconds: 85, title: 'Cut the frame' },
    ]);
  });

  it('reads a time after a leading label, and a title before the time when none follows', () => {
    expect(
      parseSteps(lines('Step 1 – 0:00 Intro', 'Step 2 – 1:25 Cut the frame', 'Sanding 3:10')),
    ).toEqual([
      { seconds: 0, title: 'Intro' },
      { seconds: 85, title: 'Cut the frame' },
      { seconds: 190, title: 'Sanding' },
    ]);
  });

  it('ignores lines without a time, times late in a sentence, and times with no title', () => {
    const description = lines(
      'Build a frame from a cereal box.',
      '',
      '0:00 Intro',
      'Leave the glue to dry for a while; in my kitchen that took 5:00 exactly.',
      '2:10',
      'Mix paint 1:2 with water, screen ratio 16:9.',
      '3:00 Decorate',
    );
    expect(parseSteps(description)).toEqual([
      { seconds: 0, title: 'Intro' },
      { seconds: 180, title: 'Decorate' },
    ]);
  });

  it('does not read malformed times', () => {
    expect(
      parseSteps(lines('0:60 Bad seconds', '1:5 Short', '1:25:3 Short again', '0:00 Intro')),
    ).toEqual([]);
  });

  it('sorts out-of-order times and keeps the first of two at the same time', () => {
    expect(parseSteps(lines('3:00 Paint', '0:00 Intro', '1:00 Cut', '1:00 Cut again'))).toEqual([
      { seconds: 0, title: 'Intro' },
      { seconds: 60, title: 'Cut' },
      { seconds: 180, title: 'Paint' },
    ]);
  });

  it('answers no steps for fewer than two, and for a description with no times', () => {
    expect(parseSteps('0:00 Intro only')).toEqual([]);
    expect(parseSteps('0:00 Intro\n0:00 Same time')).toEqual([]);
    expect(parseSteps('A video with no timestamps.')).toEqual([]);
    expect(parseSteps('')).toEqual([]);
  });

  it('reads Windows and old Mac line ends', () => {
    expect(parseSteps('0:00 Intro\r\n1:00 Cut\r2:00 Glue')).toHaveLength(3);
  });

  it('bounds the number of steps and the length of a title', () => {
    const many = Array.from({ length: MAX_STEPS + 20 }, (_, i) => `${i}:00 Step ${i}`);
    expect(parseSteps(lines(...many))).toHaveLength(MAX_STEPS);
    const [first] = parseSteps(lines(`0:00 ${'x'.repeat(500)}`, '1:00 Next'));
    expect(Array.from(first?.title ?? '')).toHaveLength(TITLE_MAX);
  });
});
