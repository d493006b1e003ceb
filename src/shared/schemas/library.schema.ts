import * as z from 'zod/mini';
import {
  MADE_CAPTION_MAX,
  MADE_MINUTES_MAX,
  MADE_MINUTES_MIN,
  MADE_PHOTOS_MAX,
  MADE_PHOTOS_MIN,
  MADE_SUBSTITUTIONS_MAX,
} from '../made-post-bounds.ts';
import { NOTE_BODY_MAX, NOTE_SECONDS_MAX } from '../note-bounds.ts';
import { MADE_FELT, MADE_VISIBILITIES } from './made-post.schema.ts';
import { LIST_CAP } from './page.schema.ts';
import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
  PLAYLIST_VISIBILITIES,
} from './playlist.schema.ts';
import { PROJECT_STATUSES } from './project.schema.ts';

/*
 * "Your library" (docs/product.md, "Profile"): the file Export answers and Import reads, one schema
 * for both, the server's and the web app's. Every list is ordered as the app shows it, newest
 * first, each entry with its time, so an import puts everything back in the same order.
 */

export const LIBRARY_FORMAT = 'craftreel-library' as const;
export const LIBRARY_VERSION = 1 as const;
/** Likes, watch later and history each: a longer list exports its newest LIST_CAP entries. */
export const LIBRARY_LIST_MAX = LIST_CAP;
/** Playlists in one file: a user with more exports the newest ones. */
export const LIBRARY_PLAYLISTS_MAX = 100;
/** Videos of one playlist: a longer one exports its newest LIST_CAP. */
export const LIBRARY_PLAYLIST_VIDEOS_MAX = LIST_CAP;
/** Videos of all the playlists together: an export stops adding playlists' videos here. */
export const LIBRARY_PLAYLIST_ENTRIES_MAX = 10_000;
const VIDEO_ID_MAX = 100;
/**
 * The largest library file an import takes, in bytes (its route's body limit; every other
 * route's is 100 KB). A file at every bound above, with 100-character video ids (real ones are
 * far shorter), is about 2.2 MB as JSON and 2.7 MB pretty-printed, as the web app saves an
 * export (tests/api/library-transfer.test.ts builds it); the rest is room for a file edited.
 * Notes at their bounds (LIBRARY_NOTES_MAX, LIBRARY_NOTE_TEXT_MAX, below) bring it to about
 * 2.7 MB as JSON and 3.2 MB pretty-printed; projects at theirs (LIBRARY_PROJECTS_MAX and the
 * bounds beside it) add about 0.15 MB and 0.2 MB.
 */
export const LIBRARY_FILE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * The largest library zip an import takes (its route's body limit), and what an export fills at
 * most: the library file as above plus "Made it" posts with one WebP a photo (the widest the
 * photo was kept at, usually 1280 px and a few hundred KB). An export whose photos would pass
 * LIBRARY_ZIP_PHOTO_BYTES leaves out the oldest posts (leftOut.posts).
 */
export const LIBRARY_ZIP_MAX_BYTES = 100 * 1024 * 1024;
export const LIBRARY_ZIP_PHOTO_BYTES = 90 * 1024 * 1024;
/** "Made it" posts in one file: a maker with more exports the newest ones. */
export const LIBRARY_POSTS_MAX = 500;
/** The zip's entries: the library file, and each photo as `photos/{name}.webp`. */
export const LIBRARY_ZIP_FILE_ENTRY = 'library.json';
export const LIBRARY_ZIP_PHOTO_ENTRY = /^photos\/[0-9a-z]{1,40}\.webp$/;
/** An ISO 8601 time is at most 35 characters (`+275760-09-13T00:00:00.000000+00:00`). */
const TIME_MAX = 40;

/** How far past now a time in a file may be: clocks disagree, but not by more than this. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * An ISO 8601 date and time, from 1970 on (entry ids are ULIDs, made from the time) and not
 * past tomorrow: a file records what was, and a time far ahead would sit at the top of a list
 * for good (or, past 9999, not read back as a time at all).
 */
const time = () =>
  z.iso
    .datetime({
      offset: true,
      error: 'must be a date and time (ISO 8601, e.g. 2026-11-23T08:40:00Z)',
    })
    .check(
      z.maxLength(TIME_MAX, 'must be a date and time (ISO 8601)'),
      // Only a time that reads as one can be too early; any other is named above.
      z.refine((value) => !(Date.parse(value) < 0), 'must not be before 1970'),
      z.refine(
        (value) => !(Date.parse(value) > Date.now() + FUTURE_SLACK_MS),
        'must not be in the future',
      ),
    );

const LibraryEntrySchema = z.object(
  {
    videoId: z
      .string({ error: 'is required' })
      .check(
        z.minLength(1, 'is required'),
        z.maxLength(VIDEO_ID_MAX, `must be at most ${VIDEO_ID_MAX} characters`),
      ),
    addedAt: time(),
  },
  { error: 'must be an object { videoId, addedAt }' },
);
export type LibraryEntry = z.infer<typeof LibraryEntrySchema>;

/** A list of entries (newest first; a playlist's in its own order), at most `max`. */
const entries = (max: number) =>
  z
    .array(LibraryEntrySchema, { error: 'must be a list of { videoId, addedAt }' })
    .check(z.maxLength(max, `must hold at most ${max} videos`));

const LibraryPlaylistSchema = z.object(
  {
    title: z
      .string({ error: 'is required' })
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(PLAYLIST_TITLE_MAX, `must be at most ${PLAYLIST_TITLE_MAX} characters`),
      ),
    /** Left out when the playlist has none. */
    description: z.optional(
      z
        .string({ error: 'must be text' })
        .check(
          z.trim(),
          z.maxLength(
            PLAYLIST_DESCRIPTION_MAX,
            `must be at most ${PLAYLIST_DESCRIPTION_MAX} characters`,
          ),
        ),
    ),
    /**
     * Who may open it; left out when private (and by files made before playlists had one), so
     * an import makes a playlist without one private.
     */
    visibility: z.optional(
      z.enum(PLAYLIST_VISIBILITIES, {
        error: `must be one of ${PLAYLIST_VISIBILITIES.join(', ')}`,
      }),
    ),
    createdAt: time(),
    /** In the playlist's order; an import appends them in this order. */
    videos: entries(LIBRARY_PLAYLIST_VIDEOS_MAX),
  },
  { error: 'must be an object { title, createdAt, videos }' },
);
export type LibraryPlaylist = z.infer<typeof LibraryPlaylistSchema>;

/** Notes in one file: a user with more exports the newest ones. */
export const LIBRARY_NOTES_MAX = 1000;
/**
 * The notes' text in one file, in characters all told: an export stops adding notes here. The
 * worst case (100,000 three-byte characters, 100-character video ids) adds about 0.5 MB to a
 * file at every other bound, which still fits LIBRARY_FILE_MAX_BYTES pretty-printed.
 */
export const LIBRARY_NOTE_TEXT_MAX = 100_000;

/** A note as the file holds it: on a video, at a moment, with its text and times. */
const LibraryNoteSchema = z.object(
  {
    videoId: z
      .string({ error: 'is required' })
      .check(
        z.minLength(1, 'is required'),
        z.maxLength(VIDEO_ID_MAX, `must be at most ${VIDEO_ID_MAX} characters`),
      ),
    seconds: z
      .number({ error: 'must be a number' })
      .check(
        z.int('must be a whole number of seconds'),
        z.minimum(0, 'must be at least 0'),
        z.maximum(NOTE_SECONDS_MAX, `must be at most ${NOTE_SECONDS_MAX}`),
      ),
    body: z
      .string({ error: 'must be text' })
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(NOTE_BODY_MAX, `must be at most ${NOTE_BODY_MAX} characters`),
      ),
    createdAt: time(),
    updatedAt: time(),
  },
  { error: 'must be an object { videoId, seconds, body, createdAt, updatedAt }' },
);
export type LibraryNote = z.infer<typeof LibraryNoteSchema>;

/** Projects in one file: a user with more exports the most recently changed. */
export const LIBRARY_PROJECTS_MAX = 100;
/** A project's changes in the file: its latest ones. */
export const LIBRARY_PROJECT_CHANGES_MAX = 10;
/** A project's ticked materials in the file (no video lists more). */
export const LIBRARY_PROJECT_HAVE_MAX = 20;
/** A material key's length in the file (real ones are a few words). */
export const LIBRARY_MATERIAL_KEY_MAX = 60;

const projectStatus = () =>
  z.enum(PROJECT_STATUSES, { error: `must be one of ${PROJECT_STATUSES.join(', ')}` });

/**
 * A project (docs/product.md, "Projects"): the video, its status, when it was first marked and
 * last changed, its latest changes (newest first) and the keys of the materials ticked.
 */
const LibraryProjectSchema = z.object(
  {
    videoId: z
      .string({ error: 'is required' })
      .check(
        z.minLength(1, 'is required'),
        z.maxLength(VIDEO_ID_MAX, `must be at most ${VIDEO_ID_MAX} characters`),
      ),
    status: projectStatus(),
    createdAt: time(),
    updatedAt: time(),
    changes: z
      .array(
        z.object(
          { status: projectStatus(), at: time() },
          { error: 'must be an object { status, at }' },
        ),
        { error: 'must be a list of { status, at }' },
      )
      .check(
        z.maxLength(
          LIBRARY_PROJECT_CHANGES_MAX,
          `must hold at most ${LIBRARY_PROJECT_CHANGES_MAX} changes`,
        ),
      ),
    have: z
      .array(
        z
          .string({ error: 'must hold material keys' })
          .check(
            z.minLength(1, 'must not hold an empty key'),
            z.maxLength(
              LIBRARY_MATERIAL_KEY_MAX,
              `keys must be at most ${LIBRARY_MATERIAL_KEY_MAX} characters`,
            ),
          ),
        { error: 'must be a list of material keys' },
      )
      .check(
        z.maxLength(
          LIBRARY_PROJECT_HAVE_MAX,
          `must hold at most ${LIBRARY_PROJECT_HAVE_MAX} materials`,
        ),
      ),
  },
  { error: 'must be an object { videoId, status, createdAt, updatedAt, changes, have }' },
);
export type LibraryProject = z.infer<typeof LibraryProjectSchema>;

/**
 * A "Made it" post (docs/product.md, "Made it posts"), with its photos named by their entries in
 * the library zip. `hidden`: a curator had hidden it; it imports hidden.
 */
const LibraryPostSchema = z.object(
  {
    videoId: z
      .string({ error: 'is required' })
      .check(
        z.minLength(1, 'is required'),
        z.maxLength(VIDEO_ID_MAX, `must be at most ${VIDEO_ID_MAX} characters`),
      ),
    caption: z
      .string({ error: 'must be text' })
      .check(z.maxLength(MADE_CAPTION_MAX, `must be at most ${MADE_CAPTION_MAX} characters`)),
    minutes: z
      .number({ error: 'must be a number of minutes' })
      .check(
        z.int('must be a whole number of minutes'),
        z.minimum(MADE_MINUTES_MIN, `must be at least ${MADE_MINUTES_MIN}`),
        z.maximum(MADE_MINUTES_MAX, `must be at most ${MADE_MINUTES_MAX}`),
      ),
    felt: z.enum(MADE_FELT, { error: `must be one of ${MADE_FELT.join(', ')}` }),
    substitutions: z
      .string({ error: 'must be text' })
      .check(
        z.maxLength(MADE_SUBSTITUTIONS_MAX, `must be at most ${MADE_SUBSTITUTIONS_MAX} characters`),
      ),
    visibility: z.enum(MADE_VISIBILITIES, {
      error: `must be one of ${MADE_VISIBILITIES.join(', ')}`,
    }),
    hidden: z.optional(z.boolean({ error: 'must be true or false' })),
    createdAt: time(),
    photos: z
      .array(
        z
          .string({ error: 'must name photos of the zip' })
          .check(z.regex(LIBRARY_ZIP_PHOTO_ENTRY, 'must name photos as photos/{name}.webp')),
        { error: 'must be a list of the zip’s photos' },
      )
      .check(
        z.minLength(MADE_PHOTOS_MIN, `must hold at least ${MADE_PHOTOS_MIN} photo`),
        z.maxLength(MADE_PHOTOS_MAX, `must hold at most ${MADE_PHOTOS_MAX} photos`),
      ),
  },
  {
    error:
      'must be an object { videoId, caption, minutes, felt, substitutions, visibility, createdAt, photos }',
  },
);
export type LibraryPost = z.infer<typeof LibraryPostSchema>;

/** A count of what an export left out, past the file's bounds. */
const leftOutCount = () => z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(1e9)));

/**
 * What an export could not hold (the oldest entries of a list longer than LIBRARY_LIST_MAX, the
 * oldest playlists past LIBRARY_PLAYLISTS_MAX, playlists' videos past their bounds): there only
 * when something was left out, each count only when not 0. An import reads past it.
 */
const LeftOutSchema = z.object({
  likes: leftOutCount(),
  watchLater: leftOutCount(),
  history: leftOutCount(),
  playlists: leftOutCount(),
  playlistVideos: leftOutCount(),
  notes: leftOutCount(),
  projects: leftOutCount(),
  posts: leftOutCount(),
});
export type LeftOut = z.infer<typeof LeftOutSchema>;

/**
 * The library file: `format` and `version` say what it is; likes, watch later and history
 * with each video's time; the playlists, newest first, each with its videos in order.
 */
export const LibraryFileSchema = z.object(
  {
    format: z.literal(LIBRARY_FORMAT, {
      error: `must be "${LIBRARY_FORMAT}": this is not a CraftReel library file`,
    }),
    version: z.literal(LIBRARY_VERSION, {
      error: `must be ${LIBRARY_VERSION}: this CraftReel reads version ${LIBRARY_VERSION} library files`,
    }),
    exportedAt: time(),
    leftOut: z.optional(LeftOutSchema),
    likes: entries(LIBRARY_LIST_MAX),
    watchLater: entries(LIBRARY_LIST_MAX),
    history: entries(LIBRARY_LIST_MAX),
    playlists: z.array(LibraryPlaylistSchema, { error: 'must be a list of playlists' }).check(
      z.maxLength(LIBRARY_PLAYLISTS_MAX, `must hold at most ${LIBRARY_PLAYLISTS_MAX} playlists`),
      z.refine(
        (playlists) =>
          playlists.reduce((sum, playlist) => sum + playlist.videos.length, 0) <=
          LIBRARY_PLAYLIST_ENTRIES_MAX,
        `must hold at most ${LIBRARY_PLAYLIST_ENTRIES_MAX} videos in all`,
      ),
    ),
    /**
     * The user's notes on videos (docs/product.md, "Video page"), newest first; left out when there are none, and in
     * files made before notes, which import as they did.
     */
    notes: z.optional(
      z.array(LibraryNoteSchema, { error: 'must be a list of notes' }).check(
        z.maxLength(LIBRARY_NOTES_MAX, `must hold at most ${LIBRARY_NOTES_MAX} notes`),
        z.refine(
          (notes) =>
            notes.reduce((sum, note) => sum + note.body.length, 0) <= LIBRARY_NOTE_TEXT_MAX,
          `must hold at most ${LIBRARY_NOTE_TEXT_MAX} characters of notes in all`,
        ),
      ),
    ),
    /**
     * The user's projects (docs/product.md, "Projects"), most recently changed first; left out when there are
     * none, and in files made before projects, which import as they did.
     */
    projects: z.optional(
      z
        .array(LibraryProjectSchema, { error: 'must be a list of projects' })
        .check(
          z.maxLength(LIBRARY_PROJECTS_MAX, `must hold at most ${LIBRARY_PROJECTS_MAX} projects`),
        ),
    ),
    /**
     * The user's "Made it" posts, newest first; only in the library zip, which holds their
     * photos (a JSON file with posts is refused: its photos are not in it).
     */
    posts: z.optional(
      z
        .array(LibraryPostSchema, { error: 'must be a list of posts' })
        .check(z.maxLength(LIBRARY_POSTS_MAX, `must hold at most ${LIBRARY_POSTS_MAX} posts`)),
    ),
  },
  { error: 'must be a CraftReel library file (a JSON object)' },
);
export type LibraryFile = z.infer<typeof LibraryFileSchema>;

const count = z.number().check(z.int(), z.nonnegative());

/** What an import did with one list: added, already there, or not in the catalogue. */
const ListImportSchema = z.object({ added: count, duplicates: count, unknown: count });
export type ListImport = z.infer<typeof ListImportSchema>;

/** What an import did with one playlist of the file: made anew, or merged into one of that title. */
const PlaylistImportSchema = z.object({
  title: z.string(),
  created: z.boolean(),
  added: count,
  duplicates: count,
  unknown: count,
});

/**
 * What an import did with the notes: added, already there (the same text at the same moment of
 * the same video), on a video no longer in the catalogue, or past NOTES_PER_VIDEO_MAX on a video.
 */
const NotesImportSchema = z.object({
  added: count,
  duplicates: count,
  unknown: count,
  overLimit: count,
});
export type NotesImport = z.infer<typeof NotesImportSchema>;

/** The answer of an import: per list and per playlist (in the file's order), and the unknown videos. */
export const LibraryImportResponseSchema = z.object({
  imported: z.object({
    likes: ListImportSchema,
    watchLater: ListImportSchema,
    history: ListImportSchema,
    playlists: z.array(PlaylistImportSchema),
    /** There when the file held notes (files made before notes have none). */
    notes: z.optional(NotesImportSchema),
    /** There when the file held projects (a video already a project is a duplicate). */
    projects: z.optional(ListImportSchema),
    /** There when the zip held "Made it" posts (the same video and time already posted: a duplicate). */
    posts: z.optional(ListImportSchema),
    /** The file's videos the catalogue no longer has, each once: skipped. */
    unknownVideoIds: z.array(z.string()),
  }),
});
export type LibraryImport = z.infer<typeof LibraryImportResponseSchema>['imported'];
