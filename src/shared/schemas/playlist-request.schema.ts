import * as z from 'zod/mini';
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
