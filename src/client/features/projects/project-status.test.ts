import { describe, expect, it } from 'vitest';
import {
  checklistSummary,
  formatChangeDate,
  statusChangedMessage,
  statusFromParam,
  statusSince,
} from './project-status.ts';

describe('project status helpers', () => {
  it('reads the open tab from the address, To try for anything unknown', () => {
    expect(statusFromParam('made')).toBe('made');
    expect(statusFromParam('making')).toBe('making');
    expect(statusFromParam(null)).toBe('to_try');
    expect(statusFromParam('Made')).toBe('to_try');
    expect(statusFromParam('done')).toBe('to_try');
  });

  it('says since when a project has its status, in UTC', () => {
    expect(formatChangeDate('2026-11-23T23:59:00.000Z')).toBe('23 Nov 2026');
    expect(statusSince({ status: 'made', updatedAt: '2026-11-23T08:00:00.000Z' })).toBe(
      'Made it since 23 Nov 2026',
    );
    // A time that does not read as one is left out rather than shown as "Invalid Date".
    expect(formatChangeDate('soon')).toBe('');
    expect(statusSince({ status: 'to_try', updatedAt: 'soon' })).toBe('To try');
  });

  it('sums up a checklist', () => {
    const item = (have: boolean, index: number) => ({ index, name: `m${index}`, have });
    expect(checklistSummary({ materials: [] })).toBe('This video lists no materials');
    expect(checklistSummary({ materials: [item(true, 0)] })).toBe('You have 1 of 1 material');
    expect(checklistSummary({ materials: [item(true, 0), item(false, 1), item(false, 2)] })).toBe(
      'You have 1 of 3 materials',
    );
  });

  it('says what a status change did', () => {
    expect(statusChangedMessage('made')).toBe('Moved to Made it');
    expect(statusChangedMessage(null)).toBe('Removed from your projects');
  });
});
