import * as z from 'zod/mini';
import { NOTE_BODY_MAX, NOTE_SECONDS_MAX } from '../note-bounds.ts';
import { PageQuerySchema } from './page-request.schema.ts';

/*
 * What clients send about notes, kept apart from what the API answers (note.schema.ts): the web
 * app never parses a request, and a module it imports brings every schema built in it into its
 * bundle.
 */

/**
 * The note's text: trimmed, then 1 to NOTE_BODY_MAX characters (note-bounds.ts says why that
 * many). Plain text: line breaks and any other character are kept as written (a NUL or an
 * unpaired surrogate is refused for the whole API, http/text-check.ts); it is never read as HTML.
 */
const noteBody = () =>
  z
    .string({ error: 'body must be text' })
    .check(
      z.trim(),
      z.minLength(1, 'body must not be empty'),
      z.maxLength(NOTE_BODY_MAX, `body must be at most ${NOTE_BODY_MAX} characters`),
      z.describe(
        `Plain text, trimmed, 1–${NOTE_BODY_MAX} characters: a thought at a moment, not an essay`,
      ),
    );

/** The moment: whole seconds from the video's start, 0 to NOTE_SECONDS_MAX (48 hours). */
const noteSeconds = () =>
  z
    .number({ error: 'seconds must be a number' })
    .check(
      z.int('seconds must be a whole number of seconds'),
      z.minimum(0, 'seconds must be at least 0'),
      z.maximum(NOTE_SECONDS_MAX, `seconds must be at most ${NOTE_SECONDS_MAX}`),
      z.describe('The moment of the video, in whole seconds from its start'),
    );

const videoId = () =>
  z
    .string({ error: 'videoId is required' })
    .check(z.minLength(1, 'videoId is required'), z.maxLength(200, 'videoId is too long'));

/** `{ videoId, seconds, body }`: a new note on a video, at a moment of it. */
export const CreateNoteBodySchema = z.object({
  videoId: videoId(),
  seconds: noteSeconds(),
  body: noteBody(),
});

/** `{ body?, seconds? }`: a note's new text and/or moment, at least one. */
export const UpdateNoteBodySchema = z
  .object({ body: z.optional(noteBody()), seconds: z.optional(noteSeconds()) })
  .check(
    z.refine((value) => value.body !== undefined || value.seconds !== undefined, {
      error: 'body or seconds is required',
    }),
  );

/**
 * Which notes to list: with `videoId`, that video's notes in time order, whole (at most
 * NOTES_PER_VIDEO_MAX); without it, all of the user's notes newest first, paged with `limit` and
 * `cursor` as the other library lists.
 */
export const NotesQuerySchema = z.extend(PageQuerySchema, {
  videoId: z
    .optional(videoId())
    .check(z.describe("A video: its notes, in time order (not paged: a video's notes are few)")),
});
