import type * as messages from './messages.ts';
import { ServerMessage } from './messages.ts';

/**
 * The stable code of every message the API answers with (docs/decisions/0015-error-codes.md).
 * An error body carries the English messages in `errors` and, at the same places, their codes
 * in `codes`; a client shows its own words for a code and the English message for one it does
 * not know. A code never changes once shipped, and no two messages share one: a message whose
 * words change keeps its code, and a new message gets a new code. error-codes.test.ts holds the
 * list, so changing or dropping a code fails a test.
 */

/** One code per message of ServerMessage; `satisfies` makes a message without a code a type error. */
const SERVER_MESSAGE_CODES = {
  emailNotRegistered: 'email_not_registered',
  invalidCredentials: 'invalid_credentials',
  invalidToken: 'invalid_token',
  emailExists: 'email_exists',
  alreadyInHistory: 'already_in_history',
  alreadyInLikes: 'already_in_likes',
  alreadyInWatchLater: 'already_in_watch_later',
  alreadyInPlaylist: 'already_in_playlist',
  playlistExists: 'playlist_exists',
  videoNotFound: 'video_not_found',
  categoryNotFound: 'category_not_found',
  playlistNotFound: 'playlist_not_found',
  notInHistory: 'not_in_history',
  notInLikes: 'not_in_likes',
  notInWatchLater: 'not_in_watch_later',
  notInPlaylist: 'not_in_playlist',
  notInProjects: 'not_in_projects',
  materialNotListed: 'material_not_listed',
  todoNotFound: 'todo_not_found',
  tooManyTodos: 'too_many_todos',
  routeNotFound: 'route_not_found',
  bodyTooLarge: 'body_too_large',
  malformedJson: 'malformed_json',
  jsonTooDeep: 'json_too_deep',
  jsonTooManyKeys: 'json_too_many_keys',
  notJson: 'not_json',
  unstorableText: 'unstorable_text',
  internal: 'internal',
  databaseUnavailable: 'database_unavailable',
  wrongPassword: 'wrong_password',
  headersTooLarge: 'headers_too_large',
  requestTimeout: 'request_timeout',
  badRequest: 'bad_request',
  missingHost: 'missing_host',
  badRequestTarget: 'bad_request_target',
  pageNotFound: 'page_not_found',
  undoInvalid: 'undo_invalid',
  undoExpired: 'undo_expired',
  undoDone: 'undo_done',
  cursorOfOtherFilters: 'cursor_of_other_filters',
  undoPlaylistGone: 'undo_playlist_gone',
  libraryTooLarge: 'library_too_large',
  libraryChanged: 'library_changed',
  noteNotFound: 'note_not_found',
  tooManyNotes: 'too_many_notes',
  notesOfVideoNotPaged: 'notes_of_video_not_paged',
  curatorsOnly: 'curators_only',
  userNotFound: 'user_not_found',
  lastCurator: 'last_curator',
  lastCuratorAccount: 'last_curator_account',
  videoAlreadyInCatalogue: 'video_already_in_catalogue',
  videoAlreadyRetired: 'video_already_retired',
  videoNotRetired: 'video_not_retired',
  categoryNameTaken: 'category_name_taken',
  categoryOrderMismatch: 'category_order_mismatch',
  curationConflict: 'curation_conflict',
  importTooLarge: 'import_too_large',
  importNotCsvOrJson: 'import_not_csv_or_json',
  creatorNotFound: 'creator_not_found',
  tooManyFollows: 'too_many_follows',
  demoNotStarted: 'demo_not_started',
  demoNotSaved: 'demo_not_saved',
  demoNotReset: 'demo_not_reset',
  handleTaken: 'handle_taken',
  profileNotFound: 'profile_not_found',
  photoUnsupportedType: 'photo_unsupported_type',
  photoTooLarge: 'photo_too_large',
  photoTooManyPixels: 'photo_too_many_pixels',
  photoUnreadable: 'photo_unreadable',
  photoTimedOut: 'photo_timed_out',
  photoBusy: 'photo_busy',
  photoNotFound: 'photo_not_found',
  tooManyUnattachedPhotos: 'too_many_unattached_photos',
  madePostNotFound: 'made_post_not_found',
  alreadyReported: 'already_reported',
  ownPostReport: 'own_post_report',
  postAlreadyHidden: 'post_already_hidden',
  postNotHidden: 'post_not_hidden',
  noOpenReports: 'no_open_reports',
  libraryZipTooLarge: 'library_zip_too_large',
  libraryZipUnreadable: 'library_zip_unreadable',
  libraryPostsNeedZip: 'library_posts_need_zip',
} as const satisfies Record<keyof typeof ServerMessage, string>;

/** The functions of messages.ts that build a message from a number (a count, a bound, a wait). */
type MessageBuilder = Exclude<keyof typeof messages, 'ServerMessage'>;

/**
 * One code per message builder of messages.ts, and the pattern every message it builds
 * matches (and no other message does). Typed by messages.ts's exports, so a builder added
 * there without a code here is a type error.
 */
const BUILT_MESSAGE_CODES = {
  importRefusedMessage: {
    code: 'import_refused',
    pattern:
      /^The file has (?<problems>\d+) problems? in (?<rows>\d+) rows?, so nothing was imported\. Fix (?:it|them) and import the whole file again\.$/,
  },
  moreProblemsMessage: {
    code: 'more_problems',
    pattern: /^…and (?<unlisted>\d+) more problems in the file$/,
  },
  tooManyJsonValuesMessage: {
    code: 'json_too_many_values',
    pattern: /^The request body holds more than (?<max>[\d,]+) JSON values\.$/,
  },
  categoryNotEmptyMessage: {
    code: 'category_not_empty',
    pattern:
      /^This category still holds (?<videos>\d+) videos?\. Move them to another category first\.$/,
  },
  tooManyAttemptsMessage: {
    code: 'too_many_attempts',
    pattern:
      /^Too many attempts\. Please try again in (?<wait>\d+) (?<unit>second|minute|hour)s?\.$/,
  },
  tooManyRequestsMessage: {
    code: 'too_many_requests',
    pattern:
      /^Too many requests\. Please try again in (?<wait>\d+) (?<unit>second|minute|hour)s?\.$/,
  },
} as const satisfies Record<MessageBuilder, { code: string; pattern: RegExp }>;

/**
 * The code of a message that names a field of the request and what is wrong with it: a body,
 * query or path parameter failing validation (`email: …`, `video._id is required`), text no
 * database may store (`playlist.title must not contain a NUL character`), a cursor this server
 * did not give out. Their words come from the field and the schema, so one code covers them.
 */
export const VALIDATION_CODE = 'validation';

type ServerMessageCode = (typeof SERVER_MESSAGE_CODES)[keyof typeof SERVER_MESSAGE_CODES];
type BuiltMessageCode = (typeof BUILT_MESSAGE_CODES)[MessageBuilder]['code'];

/** Every code an error body can carry. */
export type ErrorCode = ServerMessageCode | BuiltMessageCode | typeof VALIDATION_CODE;

/** Every code, in a stable order: ServerMessage's, the built messages', then validation. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...Object.values(SERVER_MESSAGE_CODES),
  ...Object.values(BUILT_MESSAGE_CODES).map((built) => built.code),
  VALIDATION_CODE,
];

/** The code of each message of ServerMessage, by its key. */
export function serverMessageCode(key: keyof typeof ServerMessage): ServerMessageCode {
  return SERVER_MESSAGE_CODES[key];
}

/** The code of each message builder of messages.ts, by its name. */
export function builtMessageCode(builder: MessageBuilder): BuiltMessageCode {
  return BUILT_MESSAGE_CODES[builder].code;
}

const CODE_OF_MESSAGE = new Map<string, ErrorCode>(
  (Object.keys(ServerMessage) as (keyof typeof ServerMessage)[]).map((key) => [
    ServerMessage[key],
    SERVER_MESSAGE_CODES[key],
  ]),
);

const BUILT = Object.values(BUILT_MESSAGE_CODES);

/**
 * The code of a message the API answers with: ServerMessage's own, else the builder's whose
 * pattern it matches, else `validation` (every other message the server sends names a field
 * of the request: see VALIDATION_CODE).
 */
export function errorCodeOf(message: string): ErrorCode {
  const own = CODE_OF_MESSAGE.get(message);
  if (own !== undefined) return own;
  for (const { code, pattern } of BUILT) if (pattern.test(message)) return code;
  return VALIDATION_CODE;
}

/**
 * The numbers a built message carries (messages.ts's builders), by the names its pattern gives
 * them (`problems`, `rows`, `unlisted`, `max`, `videos`, `wait` and its `unit`): a client says
 * the message in its own words with them. Empty for any other message.
 */
export function errorValuesOf(message: string): Readonly<Record<string, string>> {
  for (const { pattern } of BUILT) {
    const groups = pattern.exec(message)?.groups;
    if (groups) return groups;
  }
  return {};
}
