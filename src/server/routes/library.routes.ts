import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { moreProblemsMessage, ServerMessage, tooManyRequestsMessage } from '#shared/messages.ts';
import {
  LIBRARY_FORMAT,
  LIBRARY_VERSION,
  type LibraryFile,
  LibraryFileSchema,
  LibraryImportResponseSchema,
} from '#shared/schemas/library.schema.ts';
import type { TokenConfig } from '../auth/tokens.ts';
import { readLibrary } from '../db/repositories/library.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, RateLimitedError } from '../http/api-error.ts';
import { errorBody } from '../http/error-body.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import { orphanedToken, requireToken } from '../http/require-user.ts';
import { createRouter, describeIssues } from '../http/router.ts';
import type { Imports } from '../import/imports.ts';

/** A bad file is named by its first problems; past these, how many more there are. */
const PROBLEMS_SHOWN = 10;

const tags = ['library'];
const security = [{ token: [] }];

const exportLibrary = createRoute({
  method: 'get',
  path: '/library',
  tags,
  security,
  summary: "Export the user's library as one JSON file",
  description:
    'Likes, watch later and history, each video with when it was added, and the playlists with ' +
    'their descriptions and videos, all newest first as the app shows them. Answered as a ' +
    'download (Content-Disposition: attachment; filename="craftreel-library-YYYY-MM-DD.json"). ' +
    'A list longer than the file allows exports its newest entries.',
  responses: {
    200: jsonResponse(LibraryFileSchema, 'The library file'),
    ...errorResponses(401),
  },
});

const importRoute = createRoute({
  method: 'post',
  path: '/library',
  tags,
  security,
  summary: 'Import a library file into the user’s library, merging',
  description:
    'The whole file is checked first: a bad one is 400 naming what is wrong, and nothing is ' +
    'written. Then, in one transaction, what is not already there is added with its time; a ' +
    'playlist whose title the user already has (ignoring case) gets the videos it lacks; videos ' +
    'the catalogue no longer has are skipped. The answer reports, per list and per playlist, ' +
    'what was added, what was already there and what is unknown. Body limit: 4 MB.',
  request: { body: jsonBody(LibraryFileSchema) },
  responses: {
    200: jsonResponse(LibraryImportResponseSchema, 'What the import added and skipped'),
    ...errorResponses(400, 401, 409, 415, 429),
    413: { ...errorResponses(413)[413], description: 'Body over 4 MB' },
  },
});

export interface LibraryDeps {
  db: Kysely<Database>;
  tokens: TokenConfig;
  now: () => Date;
  /** Counts imports per user (libraryImportPerUser); null: not limited. */
  limits: RateLimits | null;
  /** Where an import is written (import/imports.ts). */
  imports: Imports;
}

/** GET (export) and POST (import) /api/user/library (docs/product.md, "Profile"). */
export function libraryRoutes({ db, tokens, now, limits, imports }: LibraryDeps) {
  const router = createRouter();
  // The token's user is checked inside the repositories' own transactions (ownerIs).
  router.use('/library', requireToken(tokens));
  // Every import counts, a refused file too, before the file is read (its own limit: 4 MB).
  router.post('/library', async (c, next) => {
    const wait = limits ? await limits.take('libraryImportPerUser', c.var.claims.userId) : null;
    if (wait !== null) throw new RateLimitedError(wait, tooManyRequestsMessage(wait));
    await next();
  });
  return router
    .openapi(exportLibrary, async (c) => {
      const library = await readLibrary(db, c.var.claims);
      if (!library) throw orphanedToken();
      const exportedAt = now().toISOString();
      c.header(
        'Content-Disposition',
        `attachment; filename="craftreel-library-${exportedAt.slice(0, 10)}.json"`,
      );
      c.header('Cache-Control', 'no-store');
      const file: LibraryFile = {
        format: LIBRARY_FORMAT,
        version: LIBRARY_VERSION,
        exportedAt,
        ...library,
      };
      return c.json(file, 200);
    })
    .openapi(
      importRoute,
      async (c) => {
        const done = await imports.library(c.var.claims, c.req.valid('json'));
        // The library changed under the import (a playlist of a title the file brings made,
        // or one it merges into deleted, meanwhile): nothing was written.
        if (done.outcome === 'conflict') throw new ApiError(409, ServerMessage.libraryChanged);
        if (done.outcome === 'no-such-owner') throw orphanedToken();
        return c.json({ imported: done.imported }, 200);
      },
      (result, c) => {
        if (result.success) return;
        const problems = describeIssues(result.error);
        const shown = problems.slice(0, PROBLEMS_SHOWN);
        if (problems.length > shown.length) {
          shown.push(moreProblemsMessage(problems.length - shown.length));
        }
        return c.json(errorBody(shown), 400);
      },
    );
}
