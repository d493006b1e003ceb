import * as z from 'zod/mini';
import { PageQuerySchema } from './page-request.schema.ts';
import { PLAYLIST_TITLE_MAX } from './playlist.schema.ts';
import { titledObject } from './titled-object.ts';

/*
 * What clients send, kept apart from what the API answers (playlist.schema.ts): the web app never parses
 * a request, and a module it imports brings every schema built in it, checks and all, into
 * its bundle (zod/mini schemas are tree-shaken only when their module is not imported).
 */

export const CreatePlaylistBodySchema = z.object({
  playlist: titledObject('playlist', PLAYLIST_TITLE_MAX),
});

/** A page of the playlists' summaries; `videoId` asks each whether it holds that video. */
export const PlaylistSummariesQuerySchema = z.extend(PageQuerySchema, {
  videoId: z
    .optional(
      z
        .string()
        .check(z.minLength(1, 'videoId is required'), z.maxLength(200, 'videoId is too long')),
    )
    .check(z.describe('A video: each playlist then says whether it holds it (holdsVideo)')),
});
