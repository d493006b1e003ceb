import { FOLLOWS_MAX } from './follow-bounds.ts';
import { MADE_UNATTACHED_PHOTOS_MAX } from './made-post-bounds.ts';
import { NOTES_PER_VIDEO_MAX } from './note-bounds.ts';
import { TEST_TODOS_MAX } from './test-todo-bounds.ts';

/**
 * Every message the API answers with, verbatim as docs/product.md ("Messages") lists them.
 * The server puts these in `{ errors: [message], codes: [code] }`, each with its stable code
 * (error-codes.ts, which every message here must have); tests and the client compare against them.
 */
export const ServerMessage = {
  emailNotRegistered: 'The email you entered is not Registered. Not Found error',
  invalidCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  emailExists: 'Unprocessable Entity. Email Already Exists.',
  alreadyInHistory: 'The video is already in your history',
  alreadyInLikes: 'The video is already in your liked videos',
  alreadyInWatchLater: 'The video is already in your watch later videos',
  alreadyInPlaylist: 'The video is already in your playlist',
  playlistExists: 'Playlist Already Exists',
  // Not in the spec: the real server's answers for things the mock never checked.
  videoNotFound: 'The video you requested does not exist. Not Found error.',
  categoryNotFound: 'The category you requested does not exist. Not Found error.',
  playlistNotFound: 'The playlist you requested does not exist. Not Found error.',
  notInHistory: 'The video is not in your history',
  notInLikes: 'The video is not in your liked videos',
  notInWatchLater: 'The video is not in your watch later videos',
  notInPlaylist: 'The video is not in your playlist',
  // My projects (docs/product.md, "Projects").
  notInProjects: 'The video is not in your projects',
  materialNotListed: 'The video does not list that material. Not Found error.',
  todoNotFound: 'The todo you requested does not exist. Not Found error.',
  tooManyTodos: `You can keep at most ${TEST_TODOS_MAX} todos. Delete one to add another.`,
  routeNotFound: 'There is no API route at this path. Not Found error.',
  bodyTooLarge: 'The request body is larger than 100 KB.',
  malformedJson: 'The request body is not valid JSON.',
  // Bounds of src/server/http/json-bounds.ts (JSON_DEPTH_MAX, JSON_KEYS_MAX).
  jsonTooDeep: 'The request body nests arrays and objects more than 32 levels deep.',
  jsonTooManyKeys: 'The request body uses more than 1,000 different keys in its objects.',
  notJson: 'The request body must be JSON, sent with content-type: application/json.',
  unstorableText: 'The request holds a NUL character, which text cannot contain.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The database is not answering. Please try again in a moment.',
  wrongPassword: 'The password you entered is not your current password.',
  headersTooLarge: 'The request headers are larger than 16 KB.',
  requestTimeout: 'The request took too long to arrive.',
  badRequest: 'The request could not be read as HTTP.',
  missingHost: 'The request has no Host header, which HTTP/1.1 requires.',
  badRequestTarget:
    'The request’s path or Host header is malformed (a backslash in the path, for one).',
  pageNotFound: 'There is nothing at this address. Not Found error.',
  undoInvalid: 'This undo is not one of yours, or it was changed. Nothing was restored.',
  undoExpired: 'It is too late to undo this: undo works for 10 minutes after a removal.',
  undoDone: 'This has been undone already.',
  cursorOfOtherFilters:
    'cursor: this cursor belongs to a listing with other difficulty, time or material filters. Start again from the first page.',
  undoPlaylistGone: 'The playlist this video was in no longer exists, so it cannot be put back.',
  // Your library (docs/product.md, "Profile"): importing a library file.
  libraryTooLarge: 'The library file is larger than 4 MB.',
  libraryChanged:
    'Your library changed during the import, so nothing was imported. Please try again.',
  // Notes at a moment (docs/product.md, "Video page").
  noteNotFound: 'The note you requested does not exist. Not Found error.',
  tooManyNotes: `You can keep at most ${NOTES_PER_VIDEO_MAX} notes on one video. Delete one to add another.`,
  notesOfVideoNotPaged:
    "limit and cursor page the list of all your notes; a video's notes come whole, without them.",
  // Curators (docs/decisions/0010): the curation routes (/api/curation/...).
  curatorsOnly: 'Only curators can do this. Ask a curator to give you the curator role.',
  userNotFound: 'The user you requested does not exist. Not Found error.',
  lastCurator:
    'You are the last curator, so you cannot give up the role. Make someone else a curator first.',
  lastCuratorAccount:
    'You are the last curator, so you cannot delete your account. Make someone else a curator first.',
  videoAlreadyInCatalogue: 'This YouTube video is already in the catalogue.',
  videoAlreadyRetired: 'This video is already retired.',
  videoNotRetired: 'This video is not retired, so there is nothing to restore.',
  categoryNameTaken: 'A category with this name already exists.',
  categoryOrderMismatch:
    'categoryIds must name every category exactly once, in the new order. Reload and try again.',
  curationConflict: 'Someone else changed this at the same time. Reload and try again.',
  importTooLarge: 'The import file is larger than 2 MB. Split it into smaller files.',
  importNotCsvOrJson:
    'The import must be sent as CSV (content-type: text/csv) or JSON (content-type: application/json).',
  // Creator pages and follows (docs/product.md, "Creator pages" and "Following").
  creatorNotFound: 'The creator you requested has no videos in the catalogue. Not Found error.',
  tooManyFollows: `You can follow at most ${FOLLOWS_MAX.toLocaleString('en')} creators and categories. Unfollow one to follow another.`,
  // The demo's service worker (docs/decisions/0011), when the API inside the browser cannot answer.
  demoNotStarted: 'The demo could not start its database in this browser. Reload to try again.',
  demoNotSaved: 'The demo could not save your change in this browser. Try again.',
  demoNotReset: 'The demo data could not be reset. Reload and try again.',
  // Public profiles (docs/product.md, "Public profile").
  handleTaken: 'That handle is taken. Choose another one.',
  profileNotFound: 'No one has this handle. Not Found error.',
  // "Made it" posts and their photos (docs/product.md, "Made it posts").
  photoUnsupportedType: 'A photo must be a JPEG, PNG, WebP or AVIF image.',
  photoTooLarge: 'A photo must be at most 15 MB.',
  photoTooManyPixels: 'This photo has too many pixels.',
  photoUnreadable: 'This photo could not be read: the file may be damaged or incomplete.',
  photoTimedOut: 'This photo took too long to process.',
  photoBusy: 'Too many photos are being processed. Please try again in a moment.',
  photoNotFound:
    'A photo of this post is not one you uploaded, or it belongs to another post. Upload it again.',
  tooManyUnattachedPhotos: `You have ${MADE_UNATTACHED_PHOTOS_MAX} photos waiting for a post. Post them, or wait a day for them to be cleared.`,
  madePostNotFound: 'The post you requested does not exist. Not Found error.',
  alreadyReported: 'You have already reported this post.',
  ownPostReport: 'You cannot report your own post.',
  postAlreadyHidden: 'This post is already hidden.',
  postNotHidden: 'This post is not hidden, so there is nothing to restore.',
  noOpenReports: 'This post has no open reports to dismiss.',
  // The library zip (docs/product.md, "Profile"): the library file with posts and their photos.
  libraryZipTooLarge: 'The library zip is larger than 100 MB.',
  libraryZipUnreadable:
    'The file is not a CraftReel library zip: it does not unzip, or it holds no library.json.',
  libraryPostsNeedZip:
    'Made it posts import only from the library zip, which holds their photos. Import the .zip file.',
} as const;

/** 400 on an import with bad rows: how many problems, and that nothing was written. */
export function importRefusedMessage(problems: number, rows: number): string {
  const one = problems === 1;
  return `The file has ${problems} problem${one ? '' : 's'} in ${rows} row${rows === 1 ? '' : 's'}, so nothing was imported. Fix ${one ? 'it' : 'them'} and import the whole file again.`;
}

/** The last of a refused library file's problems when more were found than are listed. */
export function moreProblemsMessage(unlisted: number): string {
  return `…and ${unlisted} more problems in the file`;
}

/** 400 on a JSON body of more values than its route takes (src/server/http/json-bounds.ts). */
export function tooManyJsonValuesMessage(max: number): string {
  return `The request body holds more than ${max.toLocaleString('en')} JSON values.`;
}

/** 409 on deleting a category that still holds videos (retired ones count: they still point to it). */
export function categoryNotEmptyMessage(videos: number): string {
  return `This category still holds ${videos} video${videos === 1 ? '' : 's'}. Move them to another category first.`;
}

/** A wait in words: "1 second", "45 seconds", "5 minutes", "1 hour" (rounded up). */
function waitInWords(seconds: number): string {
  const [count, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 429 at login or signup: too many attempts from this address, or for this email. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** 429 anywhere else in the API: too many requests from this address. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
