import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ImportProblem } from '#shared/schemas/curation.schema.ts';
import {
  checkImportFile,
  countRows,
  EXAMPLE_CSV,
  formatBytes,
  importedMessage,
  jsonImportBody,
  problemsToShow,
  refusedSummary,
} from './import-file.ts';

describe('checkImportFile', () => {
  it('takes .csv and .json files by their name, whatever type the browser gives', () => {
    expect(
      checkImportFile({ name: 'Videos.CSV', type: 'application/vnd.ms-excel', size: 10 }),
    ).toEqual({
      ok: true,
      kind: 'csv',
    });
    expect(checkImportFile({ name: 'videos.json', type: '', size: 10 })).toEqual({
      ok: true,
      kind: 'json',
    });
    expect(checkImportFile({ name: 'videos', type: 'text/csv', size: 10 })).toEqual({
      ok: true,
      kind: 'csv',
    });
  });

  it('turns back other files, empty files and files over the limit, in words', () => {
    const other = checkImportFile({ name: 'videos.xlsx', type: 'text/csv', size: 10 });
    expect(other).toEqual({
      ok: false,
      message: 'videos.xlsx is not a CSV or JSON file. Choose a .csv or .json file.',
    });
    expect(checkImportFile({ name: 'a.csv', type: 'text/csv', size: 0 })).toEqual({
      ok: false,
      message: 'a.csv is empty.',
    });
    expect(checkImportFile({ name: 'a.csv', type: 'text/csv', size: IMPORT_MAX_BYTES })).toEqual({
      ok: true,
      kind: 'csv',
    });
    expect(
      checkImportFile({ name: 'big.csv', type: 'text/csv', size: IMPORT_MAX_BYTES + 1 }),
    ).toEqual({
      ok: false,
      message: 'big.csv is 2 MB; an import may be at most 2 MB. Split it into smaller files.',
    });
  });
});

describe('formatBytes', () => {
  it('says sizes in bytes, KB and MB', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(14_541)).toBe('14.2 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
  });
});

describe('jsonImportBody', () => {
  it('wraps a bare array in { videos } and sends an object as it is', () => {
    expect(jsonImportBody('[{"url":"x"}]')).toEqual({ ok: true, body: '{"videos":[{"url":"x"}]}' });
    expect(jsonImportBody('{ "videos": [] }')).toEqual({ ok: true, body: '{ "videos": [] }' });
  });

  it('says when the file is not JSON', () => {
    expect(jsonImportBody('url,title')).toEqual({
      ok: false,
      message: 'The file is not valid JSON.',
    });
  });
});

describe('problems', () => {
  const problem = (row: number): ImportProblem => ({
    row,
    line: row + 1,
    field: 'url',
    reason: 'bad',
  });

  it('lists the first 200 and counts the rest', () => {
    const many = Array.from({ length: 203 }, (_, index) => problem(index + 1));
    const { shown, more } = problemsToShow(many);
    expect(shown).toHaveLength(200);
    expect(shown[199]?.row).toBe(200);
    expect(more).toBe(3);
    expect(problemsToShow([problem(1)])).toEqual({ shown: [problem(1)], more: 0 });
  });

  it('sums up in words', () => {
    expect(refusedSummary(1)).toBe('Nothing was imported: 1 problem');
    expect(refusedSummary(4)).toBe('Nothing was imported: 4 problems');
    expect(importedMessage(1)).toBe('Imported 1 video');
    expect(importedMessage(3)).toBe('Imported 3 videos');
  });
});

describe('EXAMPLE_CSV', () => {
  it('names the required columns in its header', () => {
    const header = EXAMPLE_CSV.split('\n')[0]?.split(',') ?? [];
    expect(header).toEqual(expect.arrayContaining(['url', 'title', 'creator', 'category']));
  });
});

describe('countRows', () => {
  it('counts CSV rows after the header, a quoted line break inside one row', () => {
    expect(countRows('csv', 'url,title\r\na,"one\ntwo"\r\nb,c\r\n\r\n')).toBe(2);
    expect(countRows('csv', 'url,title')).toBe(0);
    expect(countRows('csv', EXAMPLE_CSV)).toBe(2);
  });

  it('counts the videos of a JSON file, bare array or envelope', () => {
    expect(countRows('json', '[{}, {}]')).toBe(2);
    expect(countRows('json', '{ "videos": [{}] }')).toBe(1);
    expect(countRows('json', 'nope')).toBe(0);
  });
});
