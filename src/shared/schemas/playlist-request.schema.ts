import * as z from 'zod/mini';
import { PageQuerySchema } from './page-request.schema.ts';
import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
  PLAYLIST_VISIBILITIES,
} from './playlist.schema.ts';
import { titledObject } from './titled-object.ts';
import { VideoRefBodySchema } from './video-request.schema.ts';

/*
 * What clients send, kept apart from what the API answers (playlist.schema.ts): the web app never parses
 * a request, and a module it imports brings every schema built in it, checks and all, into
 * its bundle (zod/mini schemas are tree-shaken only when their module is not imported).
 */

/** A description: trimmed, at most PLAYLIST_DESCRIPTION_MAX characters ('' is none). */
const playlistDescription = z
  .string({ error: 'playlist.description must be text' })
  .check(
    z.trim(),
    z.maxLength(
      PLAYLIST_DESCRIPTION_MAX,
      `playlist.description must be at most ${PLAYLIST_DESCRIPTION_MAX} characters`,
    ),
  );

/**
 * A new playlist: `{ playlist: { title, description? } }`, the title as titledObject checks it,
 * the description as a PATCH sets it.
 */
export const CreatePlaylistBodySchema = z.object({
  playlist: z.extend(titledObject('playlist', PLAYLIST_TITLE_MAX), {
    description: z.optional(playlistDescription),
  }),
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

/** Who may open the playlist: one of PLAYLIST_VISIBILITIES. */
const playlistVisibility = z.enum(PLAYLIST_VISIBILITIES, {
  error: `playlist.visibility must be one of ${PLAYLIST_VISIBILITIES.join(', ')}`,
});

/**
 * A rename, a new description and/or who may open it:
 * `{ playlist: { title?, description?, visibility? } }`, at least one. The title is trimmed, 1
 * to PLAYLIST_TITLE_MAX characters; the description trimmed, at most PLAYLIST_DESCRIPTION_MAX
 * ('' takes it away); the visibility one of PLAYLIST_VISIBILITIES.
 */
export const UpdatePlaylistBodySchema = z.object({
  playlist: z
    .object(
      {
        title: z.optional(
          z
            .string({ error: 'playlist.title must be text' })
            .check(
              z.trim(),
              z.minLength(1, 'playlist.title must not be empty'),
              z.maxLength(
                PLAYLIST_TITLE_MAX,
                `playlist.title must be at most ${PLAYLIST_TITLE_MAX} characters`,
              ),
            ),
        ),
        description: z.optional(playlistDescription),
        visibility: z.optional(playlistVisibility),
      },
      { error: 'playlist is required' },
    )
    .check(
      z.refine(
        (value) =>
          value.title !== undefined ||
          value.description !== undefined ||
          value.visibility !== undefined,
        { error: 'playlist.title, playlist.description or playlist.visibility is required' },
      ),
    ),
});

/** A place in a playlist's order, 0 first: past the end stands for the end. */
export const PLAYLIST_POSITION_MAX = 1_000_000;
const playlistPosition = z
  .number({ error: 'position must be a number' })
  .check(
    z.int('position must be a whole number'),
    z.minimum(0, 'position must be at least 0'),
    z.maximum(PLAYLIST_POSITION_MAX, `position must be at most ${PLAYLIST_POSITION_MAX}`),
  );

/**
 * Moves a video within a playlist: `{ position }`, the index (0 first) it ends up at in the
 * playlist's order. A position past the last video moves it to the end.
 */
export const MovePlaylistVideoBodySchema = z.object({
  position: playlistPosition.check(
    z.describe('Where the video ends up, 0 first; past the end moves it to the end'),
  ),
});

/**
 * Adds a video to a playlist: `{ video: { _id }, position? }`. Without a position the video goes
 * at the end; with one, at that index (0 first), which puts back a video just removed exactly
 * where it was (the index it had). Past the end is the end.
 */
export const AddToPlaylistBodySchema = z.extend(VideoRefBodySchema, {
  position: z
    .optional(playlistPosition)
    .check(
      z.describe(
        'Where the video goes, 0 first (the index a removed video had puts it back); ' +
          'left out or past the end: at the end',
      ),
    ),
});
