import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, readCsvInTurns } from './video-import.ts';

// readCsvInTurns must read every text exactly as readCsv does (rows, lines, problems), only in
// pieces: here over texts made of the characters CSV gives meaning to.

const HEADERS = [
  'url,title,creator,category',
  'title,url,creator,category,description',
  '\uFEFFurl,title,creator,category',
  '"url","title",creator,category',
  'url,title,creator',
  'url,title,creator,category,colour',
];

/** A cell: plain, quoted with commas, quotes and line breaks inside, or (rarely) broken. */
const cell = fc.oneof(
  { arbitrary: fc.stringMatching(/^[a-z0-9 ]{0,6}$/), weight: 6 },
  {
    arbitrary: fc
      .array(fc.constantFrom('a', ',', '""', '\n', '\r\n', ' ', 'b'), { maxLength: 6 })
      .map((parts) => `"${parts.join('')}"`),
    weight: 4,
  },
  { arbitrary: fc.constantFrom('a"b', '"unclosed', '"a"b'), weight: 1 },
);

/** Rows of the header's width, mostly; now and then one cell short. */
const rowOf = (width: number) =>
  fc
    .array(cell, { minLength: width, maxLength: width })
    .chain((cells) =>
      fc
        .integer({ min: 0, max: 30 })
        .map((dice) => (dice === 0 ? cells.slice(1) : cells).join(',')),
    );

const lineBreak = fc.constantFrom('\n', '\n', '\r\n', '\n\n');

const csvText = fc
  .tuple(fc.constantFrom(...HEADERS), fc.boolean())
  .chain(([header, trailing]) =>
    fc
      .array(fc.tuple(rowOf(header.split(',').length), lineBreak), { maxLength: 14 })
      .map(
        (rows) =>
          `${header}\n${rows.map(([text, end]) => text + end).join('')}${trailing ? 'x' : ''}`,
      ),
  );

describe('reading a CSV file in turns', () => {
  it('reads every text as readCsv does, whatever the size of its pieces', async () => {
    await fc.assert(
      fc.asyncProperty(csvText, fc.integer({ min: 1, max: 4 }), async (text, perTurn) => {
        expect(await readCsvInTurns(text, perTurn)).toEqual(readCsv(text));
      }),
      { numRuns: 500 },
    );
  });

  it('numbers the rows and lines of a long file as one parse does', async () => {
    const lines = Array.from(
      { length: 600 },
      (_, i) =>
        `https://youtu.be/v${i},"Title ${i}${i % 7 === 0 ? '\r\nsecond line' : ''}",Me,craft-ideas`,
    );
    const text = ['url,title,creator,category', ...lines].join('\r\n');
    const inTurns = await readCsvInTurns(text);
    expect(inTurns).toEqual(readCsv(text));
    // Each seventh row from the first spans two lines (a CRLF inside its title).
    const rows = inTurns.ok ? inTurns.rows : [];
    expect(rows[0]).toMatchObject({ row: 1, line: 2 });
    expect(rows[1]).toMatchObject({ row: 2, line: 4 });
    expect(rows[7]).toMatchObject({ row: 8, line: 10 });
    expect(rows.at(-1)).toMatchObject({ row: 600, line: 687 });
  });
});
