import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
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
import { type AppEnv, createRouter, describeIssues } from '../http/router.ts';
import type { Imports } from '../import/imports.ts';
import { exportPosts, preparePosts } from '../library/library-posts.ts';
import { buildLibraryZip, readLibraryZip } from '../library/library-zip.ts';
import type { PhotoProcessor, PhotoStore } from '../photos/photo-store.ts';

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

const exportZip = createRoute({
  method: 'get',
  path: '/library.zip',
  tags,
  security,
  summary: "Export the user's library with their Made it posts and photos, as one zip",
  description:
    'library.json (the library file, as GET /library answers it, with `posts`: each "Made it" ' +
    'post with its photos named) and each photo as photos/{name}.webp (the widest kept). Answered ' +
    'as a download (craftreel-library-YYYY-MM-DD.zip). Past 500 posts or about 90 MB of photos, ' +
    'the oldest posts are left out (leftOut.posts).',
  responses: {
    200: {
      description: 'The library zip',
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(401),
  },
});

const importZip = createRoute({
  method: 'post',
  path: '/library.zip',
  tags,
  security,
  summary: 'Import a library zip: the library file, and the Made it posts with their photos',
  description:
    'The body is the zip as GET /library.zip makes it (any Content-Type). Everything is checked ' +
    'first, each photo through the photo pipeline as an upload is: a bad zip, file or photo is ' +
    '400 naming what is wrong, and nothing is written. The library file is then merged as ' +
    'POST /library merges it, and the posts are added: one the user already has (the same ' +
    'video and time) is a duplicate, one on a video no longer in the catalogue is skipped. ' +
    'Body limit: 100 MB.',
  responses: {
    200: jsonResponse(LibraryImportResponseSchema, 'What the import added and skipped'),
    ...errorResponses(400, 401, 409, 429),
    413: { ...errorResponses(413)[413], description: 'Body over 100 MB' },
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
  /** Where the posts' photos are kept, and what processes a zip's photos again on import. */
  photoStore: PhotoStore;
  photoProcessor: PhotoProcessor | null;
}

/** GET (export) and POST (import) /api/user/library (docs/product.md, "Profile"). */
export function libraryRoutes(deps: LibraryDeps) {
  const { db, tokens, now, limits, imports } = deps;
  const router = createRouter();
  // The token's user is checked inside the repositories' own transactions (ownerIs).
  router.use('/library', requireToken(tokens));
  router.use('/library.zip', requireToken(tokens));
  // Every import counts, a refused file too, before the file is read (its own limit: 4 MB).
  const countImport = createMiddleware<AppEnv>(async (c, next) => {
    const wait = limits ? await limits.take('libraryImportPerUser', c.var.claims.userId) : null;
    if (wait !== null) throw new RateLimitedError(wait, tooManyRequestsMessage(wait));
    await next();
  });
  router.post('/library', countImport);
  router.post('/library.zip', countImport);
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
        const file = c.req.valid('json');
        if (file.posts !== undefined) throw new ApiError(400, ServerMessage.libraryPostsNeedZip);
        const done = await imports.library(c.var.claims, file);
        // The library changed under the import (a playlist of a title the file brings made,
        // or one it merges into deleted, meanwhile): nothing was written.
        if (done.outcome === 'conflict') throw new ApiError(409, ServerMessage.libraryChanged);
        if (done.outcome === 'no-such-owner') throw orphanedToken();
        return c.json({ imported: done.imported }, 200);
      },
      (result, c) => {
        if (result.success) return;
        return c.json(errorBody(problemsOf(result.error)), 400);
      },
    )
    .openapi(exportZip, async (c) => {
      const library = await readLibrary(db, c.var.claims);
      if (!library) throw orphanedToken();
      const posts = await exportPosts(db, deps.photoStore, c.var.claims.userId);
      const exportedAt = now().toISOString();
      const leftOut = {
        ...library.leftOut,
        ...(posts.leftOut > 0 ? { posts: posts.leftOut } : {}),
      };
      const file: LibraryFile = {
        format: LIBRARY_FORMAT,
        version: LIBRARY_VERSION,
        exportedAt,
        ...library,
        ...(Object.keys(leftOut).length > 0 ? { leftOut } : {}),
        posts: posts.posts,
      };
      const zip = buildLibraryZip(`${JSON.stringify(file, null, 2)}\n`, posts.photos);
      return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="craftreel-library-${exportedAt.slice(0, 10)}.zip"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(importZip, async (c) => {
      const contents = readLibraryZip(new Uint8Array(await c.req.arrayBuffer()));
      let parsed: unknown;
      try {
        parsed = JSON.parse(contents.fileText);
      } catch {
        throw new ApiError(400, ServerMessage.libraryZipUnreadable);
      }
      const checked = LibraryFileSchema.safeParse(parsed);
      if (!checked.success) return c.json(errorBody(problemsOf(checked.error)), 400);
      const { posts, ...file } = checked.data;
      const prepared = await preparePosts(
        { db, store: deps.photoStore, processor: deps.photoProcessor },
        c.var.claims.userId,
        posts ?? [],
        contents.photos,
      );
      if ('problems' in prepared) return c.json(errorBody(shownProblems(prepared.problems)), 400);
      let done: Awaited<ReturnType<Imports['library']>>;
      try {
        done = await imports.library(c.var.claims, file);
        if (done.outcome === 'conflict') throw new ApiError(409, ServerMessage.libraryChanged);
        if (done.outcome === 'no-such-owner') throw orphanedToken();
        await prepared.write();
      } catch (error) {
        await prepared.discard();
        throw error;
      }
      return c.json(
        { imported: { ...done.imported, ...(posts ? { posts: prepared.result } : {}) } },
        200,
      );
    });
}

/** A bad file's first problems, and past PROBLEMS_SHOWN how many more there are. */
function shownProblems(problems: readonly string[]): string[] {
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  if (problems.length > shown.length) {
    shown.push(moreProblemsMessage(problems.length - shown.length));
  }
  return shown;
}

function problemsOf(error: Parameters<typeof describeIssues>[0]): string[] {
  return shownProblems(describeIssues(error));
}
