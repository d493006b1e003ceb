import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { type ErrorCode, errorValuesOf, VALIDATION_CODE } from '#shared/error-codes.ts';
import { FOLLOWS_MAX } from '#shared/follow-bounds.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { NOTES_PER_VIDEO_MAX } from '#shared/note-bounds.ts';
import { TEST_TODOS_MAX } from '#shared/test-todo-bounds.ts';

/*
 * The web app's words for each error code the API answers with (src/shared/error-codes.ts,
 * docs/decisions/0015-error-codes.md). The API's bodies keep their English messages; a reader of
 * another language sees these instead. A catalogue area of its own (`errors`), fetched after the
 * first render: errors are rare, and the first load of / stays small.
 */

/** The codes whose message has no number in it. */
type FixedCode = Exclude<
  ErrorCode,
  | 'import_refused'
  | 'more_problems'
  | 'json_too_many_values'
  | 'category_not_empty'
  | 'too_many_attempts'
  | 'too_many_requests'
  | 'too_many_todos'
  | 'too_many_notes'
  | 'too_many_follows'
  | typeof VALIDATION_CODE
>;

const FIXED_TEXTS: Record<FixedCode, MessageDescriptor> = {
  email_not_registered: msg`The email you entered is not registered.`,
  invalid_credentials: msg`The email or password you entered is wrong.`,
  invalid_token: msg`Your sign-in is no longer valid. Please log in again.`,
  email_exists: msg`An account with this email already exists.`,
  already_in_history: msg`The video is already in your history`,
  already_in_likes: msg`The video is already in your liked videos`,
  already_in_watch_later: msg`The video is already in your watch later videos`,
  already_in_playlist: msg`The video is already in your playlist`,
  playlist_exists: msg`Playlist Already Exists`,
  video_not_found: msg`This video does not exist.`,
  category_not_found: msg`This category does not exist.`,
  creator_not_found: msg`This creator has no videos in the catalogue.`,
  playlist_not_found: msg`This playlist does not exist.`,
  not_in_history: msg`The video is not in your history`,
  not_in_likes: msg`The video is not in your liked videos`,
  not_in_watch_later: msg`The video is not in your watch later videos`,
  not_in_playlist: msg`The video is not in your playlist`,
  not_in_projects: msg`The video is not in your projects`,
  material_not_listed: msg`The video does not list that material.`,
  todo_not_found: msg`This todo does not exist.`,
  route_not_found: msg`There is nothing at this address.`,
  body_too_large: msg`What was sent is too large.`,
  malformed_json: msg`What was sent could not be read.`,
  json_too_deep: msg`What was sent is nested too deeply.`,
  json_too_many_keys: msg`What was sent has too many different fields.`,
  not_json: msg`What was sent could not be read.`,
  unstorable_text: msg`The text holds a character that cannot be saved.`,
  internal: msg`Something went wrong on our side. Please try again.`,
  database_unavailable: msg`The database is not answering. Please try again in a moment.`,
  wrong_password: msg`The password you entered is not your current password.`,
  headers_too_large: msg`What was sent is too large.`,
  request_timeout: msg`The request took too long to arrive.`,
  bad_request: msg`What was sent could not be read.`,
  missing_host: msg`What was sent could not be read.`,
  bad_request_target: msg`This address is malformed.`,
  page_not_found: msg`There is nothing at this address.`,
  undo_invalid: msg`This undo is not one of yours, or it was changed. Nothing was restored.`,
  undo_expired: msg`It is too late to undo this: undo works for 10 minutes after a removal.`,
  undo_done: msg`This has been undone already.`,
  cursor_of_other_filters: msg`The filters changed. Start again from the first page.`,
  undo_playlist_gone: msg`The playlist this video was in no longer exists, so it cannot be put back.`,
  library_too_large: msg`The library file is larger than 4 MB.`,
  library_changed: msg`Your library changed during the import, so nothing was imported. Please try again.`,
  note_not_found: msg`This note does not exist.`,
  notes_of_video_not_paged: msg`A video's notes cannot be paged.`,
  curators_only: msg`Only curators can do this. Ask a curator to give you the curator role.`,
  user_not_found: msg`This user does not exist.`,
  handle_taken: msg`That handle is taken`,
  profile_not_found: msg`No one has this handle.`,
  last_curator: msg`You are the last curator, so you cannot give up the role. Make someone else a curator first.`,
  last_curator_account: msg`You are the last curator, so you cannot delete your account. Make someone else a curator first.`,
  video_already_in_catalogue: msg`This YouTube video is already in the catalogue.`,
  video_already_retired: msg`This video is already retired.`,
  video_not_retired: msg`This video is not retired, so there is nothing to restore.`,
  category_name_taken: msg`A category with this name already exists.`,
  category_order_mismatch: msg`The categories changed meanwhile. Reload and try again.`,
  curation_conflict: msg`Someone else changed this at the same time. Reload and try again.`,
  import_too_large: msg`The import file is larger than 2 MB. Split it into smaller files.`,
  import_not_csv_or_json: msg`The import file must be CSV or JSON.`,
  demo_not_started: msg`The demo could not start its database in this browser. Reload to try again.`,
  demo_not_saved: msg`The demo could not save your change in this browser. Try again.`,
  demo_not_reset: msg`The demo data could not be reset. Reload and try again.`,
  photo_unsupported_type: msg`A photo must be a JPEG, PNG, WebP or AVIF image.`,
  photo_too_large: msg`A photo must be at most 15 MB.`,
  photo_too_many_pixels: msg`This photo has too many pixels.`,
  photo_unreadable: msg`This photo could not be read: the file may be damaged or incomplete.`,
  photo_timed_out: msg`This photo took too long to process.`,
  photo_busy: msg`Too many photos are being processed. Please try again in a moment.`,
  photo_not_found: msg`A photo of this post is missing. Upload it again.`,
  too_many_unattached_photos: msg`You have too many photos waiting for a post. Post them, or wait a day for them to be cleared.`,
  made_post_not_found: msg`This post does not exist.`,
  already_reported: msg`You have already reported this post.`,
  own_post_report: msg`You cannot report your own post.`,
  post_already_hidden: msg`This post is already hidden.`,
  post_not_hidden: msg`This post is not hidden, so there is nothing to restore.`,
  no_open_reports: msg`This post has no open reports to dismiss.`,
  library_zip_too_large: msg`The library zip is larger than 100 MB.`,
  library_zip_unreadable: msg`This file is not a CraftReel library zip.`,
  library_posts_need_zip: msg`Made it posts import only from the library zip, which holds their photos.`,
};

function isFixedCode(code: string): code is FixedCode {
  return Object.hasOwn(FIXED_TEXTS, code);
}

/** A wait the API states as a count of seconds, minutes or hours ("Please try again in 5 minutes"). */
function waitText(values: Readonly<Record<string, string>>): string {
  const wait = Number(values.wait);
  if (values.unit === 'hour') return plural(wait, { one: '# hour', other: '# hours' });
  if (values.unit === 'minute') return plural(wait, { one: '# minute', other: '# minutes' });
  return plural(wait, { one: '# second', other: '# seconds' });
}

/** A message with numbers in it, in the active language: the numbers read from the English one. */
function builtText(code: string, english: string): string | undefined {
  const values = errorValuesOf(english);
  const locale = i18n.locale;
  switch (code) {
    case 'import_refused': {
      const problems = Number(values.problems);
      const rows = Number(values.rows);
      return problems === 1
        ? t`The file has 1 problem in ${plural(rows, { one: '# row', other: '# rows' })}, so nothing was imported. Fix it and import the whole file again.`
        : t`The file has ${plural(problems, { one: '# problem', other: '# problems' })} in ${plural(rows, { one: '# row', other: '# rows' })}, so nothing was imported. Fix them and import the whole file again.`;
    }
    case 'more_problems': {
      const unlisted = Number(values.unlisted);
      return t`…and ${plural(unlisted, { one: '# more problem', other: '# more problems' })} in the file`;
    }
    case 'json_too_many_values': {
      const max = formatCount(Number(values.max?.replaceAll(',', '')), locale);
      return t`What was sent holds more than ${max} values.`;
    }
    case 'category_not_empty': {
      const videos = Number(values.videos);
      return t`This category still holds ${plural(videos, { one: '# video', other: '# videos' })}. Move them to another category first.`;
    }
    case 'too_many_attempts': {
      const wait = waitText(values);
      return t`Too many attempts. Please try again in ${wait}.`;
    }
    case 'too_many_requests': {
      const wait = waitText(values);
      return t`Too many requests. Please try again in ${wait}.`;
    }
    case 'too_many_todos': {
      const max = formatCount(TEST_TODOS_MAX, locale);
      return t`You can keep at most ${max} todos. Delete one to add another.`;
    }
    case 'too_many_notes': {
      const max = formatCount(NOTES_PER_VIDEO_MAX, locale);
      return t`You can keep at most ${max} notes on one video. Delete one to add another.`;
    }
    case 'too_many_follows': {
      const max = formatCount(FOLLOWS_MAX, locale);
      return t`You can follow at most ${max} creators and categories. Unfollow one to follow another.`;
    }
    case VALIDATION_CODE: {
      // The server's words name a field of the request and what is wrong with it; they stay as
      // they came, after a sentence the reader can read.
      return t`The request was refused: ${english}`;
    }
    default:
      return undefined;
  }
}

/**
 * An API error's words in the active language, by its code; undefined for a code this client
 * does not know (a newer server's), which then shows the API's English message.
 */
export function translateError(code: string, english: string): string | undefined {
  if (isFixedCode(code)) return i18n._(FIXED_TEXTS[code]);
  return builtText(code, english);
}
