import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessage } from '#shared/messages.ts';
import {
  AuditPageSchema,
  IMPORT_MAX_ROWS,
  ImportRefusedSchema,
  ImportResultSchema,
} from '#shared/schemas/curation.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { countRows, expectError, expectJson } from '../support/api-assertions.ts';
import { newVideoBody, signUpCurator, youtubeIdFor } from '../support/curators.ts';
import { seedVideo } from '../support/seed-facts.ts';
import { createTestApi, type TestApi } from '../support/test-app.ts';
import { DIALECTS } from '../support/test-database.ts';

const HEADER = 'url,title,creator,description,category,views,publishedAt,materials';

/** A CSV line of a good video (quoted where its text needs it). */
function csvLine(n: number, id = youtubeIdFor(n)): string {
  return [
    `https://youtu.be/${id}`,
    `"Imported lantern ${n}, folded"`,
    'Paper Lab',
    `"A lantern, ""folded"" from paper."`,
    'craft-ideas',
    String(1000 + n),
    '2022-03-01',
    '"Printer paper | 2 sheets; Glue stick"',
  ].join(',');
}

describe.each(DIALECTS)('curators: bulk import (%s)', (dialect) => {
  let api: TestApi;
  let curator: { token: string; userId: string; email: string };
  beforeAll(async () => {
    api = await createTestApi(dialect);
    curator = await signUpCurator(api);
  });
  afterAll(() => api.close());

  const importCsv = (text: string, token = curator.token) =>
    api.call('POST', '/api/curation/videos/import', {
      token,
      body: text,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  const importJson = (body: unknown) =>
    api.call('POST', '/api/curation/videos/import', { token: curator.token, body });
  const refused = async (res: Response) => {
    const text = await res.text();
    expect(res.status, text).toBe(400);
    return ImportRefusedSchema.parse(JSON.parse(text));
  };
  const nothingWritten = async (videos: number, audit: number) => {
    expect(await countRows(api.database, 'videos')).toBe(videos);
    expect(await countRows(api.database, 'curation_audit')).toBe(audit);
  };

  it('imports a CSV file: quoted commas, quotes and line breaks, materials, any column order', async () => {
    const id = youtubeIdFor(0);
    const text = [
      'title,url,creator,category,description,materials,difficulty,projectMinutes',
      `"Paper star, five points",https://www.youtube.com/watch?v=${id}&t=3s,Fold Studio,Craft Ideas,"Line one`,
      `line two, with ""quotes""",Card stock | 1 sheet; Scissors,intermediate,20`,
      '',
      `Plain line,${youtubeIdFor(1)},Fold Studio,craft-ideas,,,,`,
    ].join('\r\n');
    const result = await expectJson(await importCsv(`${text}\r\n`), 201, ImportResultSchema);
    expect(result).toEqual({ imported: 2 });
    const { videos } = await expectJson(
      await api.call('GET', '/api/videos?search=paper%20star'),
      200,
      VideosPageSchema,
    );
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({
      title: 'Paper star, five points',
      videoLink: id,
      description: 'Line one\r\nline two, with "quotes"',
      categoryName: 'Craft Ideas',
      difficulty: 'intermediate',
      projectMinutes: 20,
      materials: [{ name: 'Card stock', quantity: '1 sheet' }, { name: 'Scissors' }],
    });
    const audit = await expectJson(
      await api.call('GET', '/api/curation/audit?action=video.import', { token: curator.token }),
      200,
      AuditPageSchema,
    );
    expect(audit.entries).toHaveLength(2);
    expect(audit.entries[0]?.actor._id).toBe(curator.userId);
  });

  it('imports a JSON file of POST /curation/videos bodies', async () => {
    const result = await expectJson(
      await importJson({ videos: [newVideoBody(), newVideoBody({ views: 5 })] }),
      201,
      ImportResultSchema,
    );
    expect(result.imported).toBe(2);
  });

  it('writes nothing when one row of a large file is bad, and names its row, line and field', async () => {
    const videos = await countRows(api.database, 'videos');
    const audit = await countRows(api.database, 'curation_audit');
    const lines = Array.from({ length: 1000 }, (_, i) => csvLine(i));
    lines[499] = lines[499]?.replace('"Imported lantern 499, folded"', '""') ?? '';
    const { errors, problems } = await refused(await importCsv([HEADER, ...lines].join('\n')));
    expect(problems).toEqual([
      { row: 500, line: 501, field: 'title', reason: 'title must not be empty' },
    ]);
    expect(errors[0]).toMatch(/1 problem in 1 row, so nothing was imported/);
    await nothingWritten(videos, audit);
  });

  it('writes all 1,000 rows of a good file in one go', async () => {
    const videos = await countRows(api.database, 'videos');
    const lines = Array.from({ length: 1000 }, (_, i) => csvLine(i));
    const result = await expectJson(
      await importCsv([HEADER, ...lines].join('\n')),
      201,
      ImportResultSchema,
    );
    expect(result.imported).toBe(1000);
    expect(await countRows(api.database, 'videos')).toBe(videos + 1000);
    const found = await expectJson(
      await api.call('GET', '/api/videos?search=imported%20lantern%20777'),
      200,
      VideosPageSchema,
    );
    expect(found.videos.map((v) => v.title)).toContain('Imported lantern 777, folded');
    const byMaterial = await expectJson(
      await api.call('GET', '/api/videos?material=glue%20stick&limit=100'),
      200,
      VideosPageSchema,
    );
    expect(byMaterial.videos.length).toBe(100);
  });

  it('names every problem: fields, lines of multi-line rows, repeats, held ids, categories', async () => {
    const videos = await countRows(api.database, 'videos');
    const audit = await countRows(api.database, 'curation_audit');
    const twice = youtubeIdFor(0);
    const held = seedVideo(0).videoLink;
    const text = [
      HEADER,
      /* line 2 */ `${twice},"Two","Me","multi`,
      /* line 3 */ `line",craft-ideas,,,`,
      /* line 4 */ `${twice},Again,Me,,craft-ideas,,,`,
      /* line 5 */ `${held},Held,Me,,craft-ideas,,,`,
      /* line 6 */ 'https://vimeo.com/1,Elsewhere,Me,,craft-ideas,,,',
      /* line 7 */ `${youtubeIdFor(1)},Bad numbers,Me,,craft-ideas,lots,2021-02-30,`,
    ].join('\n');
    const { problems, errors } = await refused(await importCsv(text));
    // Row 1 (lines 2–3) is good; every other row's problems come in the one answer, the
    // catalogue's (row 3's video is already held) with the rest.
    expect(problems).toEqual([
      { row: 2, line: 4, field: 'url', reason: 'the same video as row 1' },
      { row: 3, line: 5, field: 'url', reason: 'this YouTube video is already in the catalogue' },
      { row: 4, line: 6, field: 'url', reason: expect.stringMatching(/not a YouTube address/) },
      { row: 5, line: 7, field: 'views', reason: 'views must be a number' },
      { row: 5, line: 7, field: 'publishedAt', reason: 'publishedAt is not a real date' },
    ]);
    expect(errors[0]).toMatch(/5 problems in 4 rows/);
    await nothingWritten(videos, audit);
  });

  it('names every kind of problem of every row in one answer: a bad address in row 1, an unknown category in row 3', async () => {
    const videos = await countRows(api.database, 'videos');
    const audit = await countRows(api.database, 'curation_audit');
    const text = [
      'url,title,creator,category',
      'https://vimeo.com/76979871,Paper boat,Fold Studio,Craft Ideas',
      `${youtubeIdFor(3)},Paper plane,Fold Studio,Craft Ideas`,
      `${youtubeIdFor(4)},Paper frog,Fold Studio,Origami`,
    ].join('\n');
    const { errors, problems } = await refused(await importCsv(text));
    expect(problems).toEqual([
      { row: 1, line: 2, field: 'url', reason: expect.stringMatching(/not a YouTube address/) },
      { row: 3, line: 4, field: 'category', reason: 'there is no such category' },
    ]);
    expect(errors[0]).toBe(
      'The file has 2 problems in 2 rows, so nothing was imported. Fix them and import the whole file again.',
    );
    // One row with every kind of problem at once: its fields, its address, its category.
    const json = await refused(
      await importJson({
        videos: [
          newVideoBody(),
          { url: 'https://vimeo.com/1', title: '', creator: 'Me', category: 'Origami', views: -1 },
        ],
      }),
    );
    expect(json.problems).toEqual([
      { row: 2, line: 2, field: 'url', reason: expect.stringMatching(/not a YouTube address/) },
      { row: 2, line: 2, field: 'title', reason: 'title must not be empty' },
      { row: 2, line: 2, field: 'category', reason: 'there is no such category' },
      { row: 2, line: 2, field: 'views', reason: 'views must be 0 or more' },
    ]);
    expect(json.errors[0]).toMatch(/^The file has 4 problems in 1 row,/);
    await nothingWritten(videos, audit);
  });

  it('words its advice for one problem', async () => {
    const text = ['url,title,creator,category', `${youtubeIdFor(5)},Paper fan,Me,Origami`].join(
      '\n',
    );
    const { errors } = await refused(await importCsv(text));
    expect(errors[0]).toBe(
      'The file has 1 problem in 1 row, so nothing was imported. Fix it and import the whole file again.',
    );
  });

  it('refuses files it cannot read, with the reason and the line', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /the file is empty/],
      [HEADER, /a header but no videos/],
      ['url,title,creator,category,colour\n', /columns no video has: colour/],
      ['url,title,creator\n', /no category column/],
      ['url,title,title,creator,category\n', /names title twice/],
      [`${HEADER}\n"unclosed,quote\n`, /not valid CSV/],
      [`${HEADER}\na,b\n`, /not valid CSV/],
    ];
    for (const [text, reason] of cases) {
      const { problems } = await refused(await importCsv(text));
      expect(problems, text).toHaveLength(1);
      expect(problems[0]?.field, text).toBe('file');
      expect(problems[0]?.reason, text).toMatch(reason);
    }
    const tooMany = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `${i},t,c,craft-ideas`);
    const { problems } = await refused(
      await importCsv(['url,title,creator,category', ...tooMany].join('\n')),
    );
    expect(problems[0]?.reason).toMatch(/at most 2000/);
    for (const body of [{}, { videos: [] }, { videos: 'x' }, [], { videos: [1, 'two'] }]) {
      const res = await importJson(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      await expectError(res, 400);
    }
    await expectError(
      await api.call('POST', '/api/curation/videos/import', {
        token: curator.token,
        body: 'url\nx',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      ServerMessage.importNotCsvOrJson,
    );
    await expectError(
      await importCsv('x'.repeat(2 * 1024 * 1024 + 1)),
      413,
      ServerMessage.importTooLarge,
    );
  });

  it('is for curators only', async () => {
    const member = await api.signUp();
    await expectError(await importCsv(`${HEADER}\n${csvLine(1)}`, member.token), 403);
    await expectError(
      await api.call('POST', '/api/curation/videos/import', {
        body: `${HEADER}\n${csvLine(1)}`,
        headers: { 'content-type': 'text/csv' },
      }),
      401,
    );
  });
});
