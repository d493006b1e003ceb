import { createMiddleware } from 'hono/factory';
import { ServerMessage, tooManyJsonValuesMessage } from '#shared/messages.ts';
import { ApiError } from './api-error.ts';
import { jsonBoundPassed, jsonBoundsOf } from './json-bounds.ts';
import { parseJsonInTurns } from './json-in-turns.ts';
import type { AppEnv } from './router.ts';

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a piece of text that no database should be given, or null. */
function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (UNPAIRED_SURROGATE.test(text)) {
    return 'must be well-formed Unicode (it holds an unpaired surrogate)';
  }
  return null;
}

/**
 * The first string in a parsed JSON value that holds a NUL or an unpaired surrogate, as the
 * field's path ("playlist.title", "tags.2") and the problem. Walked without recursion, so a
 * deeply nested body cannot exhaust the stack; and without making a path for every value (a
 * body of a million values took a second that way): each value keeps its parent's place and
 * its key, and only the path of the string found is put together.
 */
export function unstorableTextIn(value: unknown): { field: string; problem: string } | null {
  const items: unknown[] = [value];
  const parents: number[] = [-1];
  const keys: string[] = [''];
  const pending: number[] = [0];
  while (pending.length > 0) {
    const at = pending.pop() as number;
    const item = items[at];
    if (typeof item === 'string') {
      const problem = problemOf(item);
      if (problem) return { field: pathOf(at, parents, keys) || 'body', problem };
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.entries() : Object.entries(item);
      const first = items.length;
      for (const [key, child] of entries) {
        items.push(child);
        parents.push(at);
        keys.push(String(key));
      }
      // Walked in the body's order: the first child is taken first.
      for (let child = items.length - 1; child >= first; child--) pending.push(child);
    }
  }
  return null;
}

function pathOf(at: number, parents: readonly number[], keys: readonly string[]): string {
  const path: string[] = [];
  for (let node = at; node > 0; node = parents[node] as number) path.push(keys[node] as string);
  return path.reverse().join('.');
}

/**
 * Whether JSON text may hold a NUL or an unpaired surrogate once parsed. A body arrives as
 * UTF-8, decoded with replacement, so its text holds no lone surrogate, and JSON refuses a raw
 * control character in a string: only an escape (\u0000, \uD800 to \uDFFF) makes either. Most
 * bodies hold none, and skip the walk over every value.
 */
function mayHoldUnstorableText(text: string): boolean {
  return /\\u(0000|d[89a-f])/i.test(text) || text.includes('\u0000');
}

/**
 * A body longer than this is parsed in turns of the event loop, none reading more than this
 * (http/json-in-turns.ts), and its route's validation waits a turn: JSON.parse of 64 KB of the
 * costliest shape takes a few milliseconds, of 2 MB hundreds (docs/performance.md).
 */
const JSON_SLICE_CHARS = 64 * 1024;

/** Lets whatever else waits on the event loop (other clients' requests) run first. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Refuses text that the two databases would treat differently, before either sees it: SQLite
 * stores a NUL and PostgreSQL refuses it; each rewrites an unpaired surrogate its own way. Any
 * such string in the path, the query or a JSON body is a 400 that names its field, on both.
 *
 * A JSON body is read here for every route, before any route's validator, and so is bounded
 * here too: nested deeper than JSON_DEPTH_MAX, or holding more values than its route takes, it
 * is a 400 before JSON.parse runs (http/json-bounds.ts). It is parsed once: the route's
 * validator and handler read the value parsed here (c.req.json), not the text again.
 */
export const refuseUnstorableText = createMiddleware<AppEnv>(async (c, next) => {
  // Without a percent escape the path and the query hold neither: Node's parser refuses a raw
  // NUL, and a raw byte of the request line is one Latin-1 character, never a surrogate. Most
  // requests are such, and skip decoding the query twice.
  if (c.req.url.includes('%')) {
    const pathProblem = problemOf(c.req.path);
    if (pathProblem) throw new ApiError(400, `path ${pathProblem}`);
    for (const [name, values] of Object.entries(c.req.queries())) {
      for (const value of values) {
        const problem = problemOf(value) ?? problemOf(name);
        if (problem) throw new ApiError(400, `${name} ${problem}`);
      }
    }
  }
  if (
    c.req.method !== 'GET' &&
    c.req.method !== 'HEAD' &&
    isJson(c.req.header('content-type')) &&
    !RAW_BODIES.has(`${c.req.method} ${c.req.path}`)
  ) {
    const text = await c.req.text();
    const bounds = jsonBoundsOf(c.req.method, c.req.path);
    const passed = jsonBoundPassed(text, bounds);
    if (passed === 'depth') throw new ApiError(400, ServerMessage.jsonTooDeep);
    if (passed === 'values') throw new ApiError(400, tooManyJsonValuesMessage(bounds.values));
    if (passed === 'keys') throw new ApiError(400, ServerMessage.jsonTooManyKeys);
    const large = text.length > JSON_SLICE_CHARS;
    let body: unknown;
    try {
      body = large ? await parseJsonInTurns(text, nextTurn, JSON_SLICE_CHARS) : JSON.parse(text);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      // Malformed JSON is left to the route's validator, which answers its own 400 when it
      // reads it: it is not parsed again.
      c.req.json = () => Promise.reject(error);
      return next();
    }
    if (mayHoldUnstorableText(text)) {
      const found = unstorableTextIn(body);
      if (found) throw new ApiError(400, `${found.field} ${found.problem}`);
    }
    // Hono's c.req.json() parses the cached text anew on every call (its validator's, then a
    // handler's): this value, parsed once, is what they read. Nothing changes a body it reads.
    c.req.json = <T>() => Promise.resolve(body as T);
    if (large) await nextTurn();
  }
  await next();
});

/**
 * Routes whose body is bytes, never JSON, whatever its Content-Type says: a "Made it" photo (its
 * type is told by its bytes) and a library zip. Read as text here, its bytes would be decoded as UTF-8 and lost.
 */
const RAW_BODIES: ReadonlySet<string> = new Set([
  'POST /api/user/photos',
  'POST /api/user/library.zip',
]);

/**
 * Whether a body is read as JSON: by this check, or by any route (Hono's validator reads
 * application/json and any application/…+json; the curation import, the same). Wider than
 * theirs, so that no body they parse goes unchecked.
 */
function isJson(contentType: string | undefined): boolean {
  return /^application\/([^;]*\+)?json\b/i.test(contentType?.trim() ?? '');
}
