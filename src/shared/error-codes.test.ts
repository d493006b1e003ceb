import { describe, expect, it } from 'vitest';
import {
  builtMessageCode,
  ERROR_CODES,
  errorCodeOf,
  serverMessageCode,
  VALIDATION_CODE,
} from './error-codes.ts';
import * as messages from './messages.ts';
import {
  categoryNotEmptyMessage,
  importRefusedMessage,
  moreProblemsMessage,
  ServerMessage,
  tooManyAttemptsMessage,
  tooManyJsonValuesMessage,
  tooManyRequestsMessage,
} from './messages.ts';

const serverMessageKeys = Object.keys(ServerMessage) as (keyof typeof ServerMessage)[];

/** Messages of every builder of messages.ts, over the numbers each is called with. */
const BUILT_SAMPLES = {
  importRefusedMessage: [1, 2, 7, 1000].flatMap((problems) =>
    [1, 3, 2000].map((rows) => importRefusedMessage(problems, rows)),
  ),
  moreProblemsMessage: [1, 5, 12345].map(moreProblemsMessage),
  tooManyJsonValuesMessage: [10, 64_000, 250_000, 1_000_000].map(tooManyJsonValuesMessage),
  categoryNotEmptyMessage: [1, 2, 150].map(categoryNotEmptyMessage),
  tooManyAttemptsMessage: [0.2, 1, 45, 60, 61, 300, 3599, 3600, 7201].map(tooManyAttemptsMessage),
  tooManyRequestsMessage: [0.2, 1, 45, 60, 61, 300, 3599, 3600, 7201].map(tooManyRequestsMessage),
} satisfies Record<Exclude<keyof typeof messages, 'ServerMessage'>, string[]>;

describe('the error-code table', () => {
  it('covers every server message: each ServerMessage has its own code', () => {
    for (const key of serverMessageKeys) {
      expect(errorCodeOf(ServerMessage[key]), key).toBe(serverMessageCode(key));
      expect(serverMessageCode(key), key).not.toBe(VALIDATION_CODE);
    }
  });

  it('covers every message builder of messages.ts, whatever numbers it is given', () => {
    const builders = Object.entries(messages)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(BUILT_SAMPLES).sort()).toEqual(builders);
    for (const [builder, samples] of Object.entries(BUILT_SAMPLES)) {
      const code = builtMessageCode(builder as keyof typeof BUILT_SAMPLES);
      for (const message of samples) expect(errorCodeOf(message), message).toBe(code);
    }
  });

  it('gives a message exactly one code: no two messages of ServerMessage are the same text', () => {
    const texts = serverMessageKeys.map((key) => ServerMessage[key]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('reads a message naming a field of the request as validation', () => {
    for (const message of [
      'email: Invalid email address',
      'video._id is required',
      'playlist.title must not contain a NUL character',
      'cursor: cursor is not one this server gave out',
      'category: there is no such category',
    ]) {
      expect(errorCodeOf(message), message).toBe(VALIDATION_CODE);
    }
  });

  it('holds unique codes, snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  // Clients key their translations on these codes: a code, once shipped, never changes or
  // goes. A new message adds its code to this list; nothing else may change it.
  it('keeps every code stable', () => {
    expect(ERROR_CODES).toMatchInlineSnapshot(`
      [
        "email_not_registered",
        "invalid_credentials",
        "invalid_token",
        "email_exists",
        "already_in_history",
        "already_in_likes",
        "already_in_watch_later",
        "already_in_playlist",
        "playlist_exists",
        "video_not_found",
        "category_not_found",
        "playlist_not_found",
        "not_in_history",
        "not_in_likes",
        "not_in_watch_later",
        "not_in_playlist",
        "not_in_projects",
        "material_not_listed",
        "todo_not_found",
        "too_many_todos",
        "route_not_found",
        "body_too_large",
        "malformed_json",
        "json_too_deep",
        "json_too_many_keys",
        "not_json",
        "unstorable_text",
        "internal",
        "database_unavailable",
        "wrong_password",
        "headers_too_large",
        "request_timeout",
        "bad_request",
        "missing_host",
        "bad_request_target",
        "page_not_found",
        "undo_invalid",
        "undo_expired",
        "undo_done",
        "cursor_of_other_filters",
        "undo_playlist_gone",
        "library_too_large",
        "library_changed",
        "note_not_found",
        "too_many_notes",
        "notes_of_video_not_paged",
        "curators_only",
        "user_not_found",
        "last_curator",
        "last_curator_account",
        "video_already_in_catalogue",
        "video_already_retired",
        "video_not_retired",
        "category_name_taken",
        "category_order_mismatch",
        "curation_conflict",
        "import_too_large",
        "import_not_csv_or_json",
        "creator_not_found",
        "too_many_follows",
        "demo_not_started",
        "demo_not_saved",
        "demo_not_reset",
        "handle_taken",
        "profile_not_found",
        "photo_unsupported_type",
        "photo_too_large",
        "photo_too_many_pixels",
        "photo_unreadable",
        "photo_timed_out",
        "photo_busy",
        "photo_not_found",
        "too_many_unattached_photos",
        "made_post_not_found",
        "already_reported",
        "own_post_report",
        "post_already_hidden",
        "post_not_hidden",
        "no_open_reports",
        "library_zip_too_large",
        "library_zip_unreadable",
        "library_posts_need_zip",
        "import_refused",
        "more_problems",
        "json_too_many_values",
        "category_not_empty",
        "too_many_attempts",
        "too_many_requests",
        "validation",
      ]
    `);
  });
});
