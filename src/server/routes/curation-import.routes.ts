import { createRoute, z } from '@hono/zod-openapi';
import { importRefusedMessage, ServerMessage } from '#shared/messages.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  ImportRefusedSchema,
  ImportResultSchema,
} from '#shared/schemas/curation.schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorJsonResponse, errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import { openapiSchema } from '../http/openapi-schema.ts';
import { createRouter } from '../http/router.ts';
import type { Imports } from '../import/imports.ts';

/** The JSON form's envelope; each row is checked on its own (checkRows), problems by row. */
const ImportJsonBodySchema = z.object({
  videos: z
    .array(z.unknown())
    .max(IMPORT_MAX_ROWS, `videos may hold at most ${IMPORT_MAX_ROWS} rows`)
    .openapi({ description: 'Each a POST /curation/videos body' }),
});

const importVideos = createRoute({
  method: 'post',
  path: '/videos/import',
  tags: ['curation'],
  security: [{ token: [] }],
  summary: `Add up to ${IMPORT_MAX_ROWS.toLocaleString('en')} videos from a CSV or JSON file, all or none (curators only)`,
  description:
    'CSV (content-type: text/csv): a header line naming the columns, in any order, of ' +
    `${IMPORT_COLUMNS.join(', ')} (url, title, creator and category required), then a line per ` +
    'video; `materials` is "name | quantity; name". JSON: `{ "videos": [ … ] }`, each as POST ' +
    '/curation/videos takes it. Every row is checked first (fields, YouTube ids already in the ' +
    'catalogue or twice in the file, categories): any problem answers 400 with every problem ' +
    'by row, line and field, and nothing is written. Otherwise every row is written in one ' +
    'transaction (201), each recorded in the audit. Files up to 2 MB.',
  request: {
    body: {
      required: false,
      content: {
        'application/json': { schema: openapiSchema(ImportJsonBodySchema) },
        'text/csv': { schema: { type: 'string', maxLength: 2 * 1024 * 1024 } },
      },
    },
  },
  responses: {
    201: jsonResponse(ImportResultSchema, 'Every row was written'),
    400: errorJsonResponse(ImportRefusedSchema, 'Problems, row by row; nothing was written'),
    ...errorResponses(401, 403, 409, 413, 415),
  },
});

/** At most this many problems are answered (their count is in the message). */
const PROBLEMS_ANSWERED = 1000;

function refused(problems: ImportProblem[], rows: number): ApiError {
  const rowsWithProblems = new Set(problems.map((p) => p.row)).size || rows;
  return new ApiError(400, importRefusedMessage(problems.length, rowsWithProblems), {
    problems: problems.slice(0, PROBLEMS_ANSWERED),
  });
}

const isCsv = (type: string | undefined) => /^text\/csv\s*(;|$)/i.test(type?.trim() ?? '');
const isJson = (type: string | undefined) =>
  /^application\/([a-z-.]+\+)?json\s*(;|$)/i.test(type?.trim() ?? '');

export function curationImportRoutes({ imports }: { imports: Imports }) {
  const router = createRouter();
  // Before the route's own check, which would answer a wrong type with "must be JSON".
  router.use('/videos/import', async (c, next) => {
    const type = c.req.header('content-type');
    if (c.req.method === 'POST' && !isCsv(type) && !isJson(type)) {
      throw new ApiError(415, ServerMessage.importNotCsvOrJson);
    }
    await next();
  });
  return router.openapi(importVideos, async (c) => {
    const file = isCsv(c.req.header('content-type'))
      ? ({ type: 'csv', text: await c.req.text() } as const)
      : ({ type: 'json', body: await c.req.json() } as const);
    const done = await imports.curatedVideos(c.var.user, file);
    if (done.outcome === 'refused') throw refused(done.problems, done.rows);
    // A video of the file was added by someone else since the check.
    if (done.outcome === 'conflict') throw new ApiError(409, ServerMessage.curationConflict);
    return c.json({ imported: done.imported }, 201);
  });
}
