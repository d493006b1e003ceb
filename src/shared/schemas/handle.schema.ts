import * as z from 'zod/mini';

/*
 * A user's handle and display name (docs/product.md, "Public profile"): the rules the API holds a
 * `PUT /api/user/profile` to, and the profile form checks as the user types. One module for both,
 * so the form can never accept what the server refuses.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const DISPLAY_NAME_MAX = 60;

/**
 * Handles no one may take: words that name the site, its people or its pages, which a public
 * page at /u/{handle} could pass itself off as.
 */
export const RESERVED_HANDLES: readonly string[] = [
  'about',
  'admin',
  'administrator',
  'api',
  'craftreel',
  'curation',
  'curator',
  'help',
  'login',
  'logout',
  'me',
  'mod',
  'moderator',
  'profile',
  'root',
  'settings',
  'signup',
  'staff',
  'support',
  'system',
  'u',
];

const HANDLE_CHARACTERS = /^[a-z0-9_-]*$/;
const HANDLE_START = /^[a-z0-9]/;

/** What is wrong with a handle, the first rule it breaks, in the order the form tells them. */
export type HandleProblem = 'too-short' | 'too-long' | 'characters' | 'start' | 'reserved';

/** A handle as it is stored and compared: trimmed and lower-cased. */
export function normalizeHandle(text: string): string {
  return text.trim().toLowerCase();
}

/** The first rule a handle breaks (after normalizing it), or null when it may be taken. */
export function handleProblemOf(text: string): HandleProblem | null {
  const handle = normalizeHandle(text);
  if (handle.length < HANDLE_MIN) return 'too-short';
  if (handle.length > HANDLE_MAX) return 'too-long';
  if (!HANDLE_CHARACTERS.test(handle)) return 'characters';
  if (!HANDLE_START.test(handle)) return 'start';
  if (RESERVED_HANDLES.includes(handle)) return 'reserved';
  return null;
}

/** Each rule's message in the API's answers (400, code `validation`). */
const HANDLE_MESSAGES: Record<HandleProblem, string> = {
  'too-short': `handle must be at least ${HANDLE_MIN} characters`,
  'too-long': `handle must be at most ${HANDLE_MAX} characters`,
  characters: 'handle may hold only the letters a-z, digits, _ and -',
  start: 'handle must start with a letter or a digit',
  reserved: 'handle is reserved: choose another',
};

const ruleOf = (problem: HandleProblem) =>
  z.refine<string>((handle) => handleProblemOf(handle) !== problem, HANDLE_MESSAGES[problem]);

/**
 * A handle as sent: trimmed and lower-cased first (`Maker_Ann` is `maker_ann`), then held to
 * every rule of handleProblemOf; the answer names each rule it breaks.
 */
export const HandleSchema = z
  .string({ error: 'handle must be text, or null' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(HANDLE_MIN, HANDLE_MESSAGES['too-short']),
    z.maxLength(HANDLE_MAX, HANDLE_MESSAGES['too-long']),
    ruleOf('characters'),
    ruleOf('start'),
    ruleOf('reserved'),
    z.describe(
      `${HANDLE_MIN}-${HANDLE_MAX} characters: letters a-z (upper case is lower-cased), digits, _ and -, ` +
        'starting with a letter or a digit; a few words are reserved',
    ),
  );

/** Control characters (new lines and tabs among them): a display name is one line of text. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A display name as sent: trimmed, 1 to DISPLAY_NAME_MAX characters of plain text on one line. */
export const DisplayNameSchema = z.string({ error: 'displayName must be text, or null' }).check(
  z.trim(),
  z.minLength(1, 'displayName must not be empty (null shows the first and last name)'),
  z.maxLength(DISPLAY_NAME_MAX, `displayName must be at most ${DISPLAY_NAME_MAX} characters`),
  z.refine((name) => !CONTROL_CHARACTER.test(name), 'displayName must be plain text on one line'),
);
