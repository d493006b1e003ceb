import { describe, expect, it } from 'vitest';
import { resumePointOf } from './resume-point.ts';

const progress = (seconds: number, duration: number) => ({
  videoId: 'v',
  seconds,
  duration,
  updatedAt: '2026-11-23T08:00:00.000Z',
});

describe('resumePointOf', () => {
  it('resumes at the position kept', () => {
    expect(resumePointOf(progress(95, 600))).toBe(95);
  });

  it('starts at the beginning with no progress, or a video watched to its end', () => {
    expect(resumePointOf(null)).toBe(0);
    expect(resumePointOf(undefined)).toBe(0);
    expect(resumePointOf(progress(596, 600))).toBe(0);
    expect(resumePointOf(progress(600, 600))).toBe(0);
  });
});
