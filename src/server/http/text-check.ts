import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.ts';
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
 * deeply nested body cannot exhaust the stack.
 */
export function unstorableTextIn(value: unknown): { field: string; problem: string } | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      const problem = problemOf(item);
      if (problem) return { field: path || 'body', problem };
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.entries() : Object.entries(item);
      for (const [key, child] of entries)
        stack.push([child, path ? `${path}.${key}` : String(key)]);
    }
  }
  return null;
}

/**
 * Refuses text that the two databases would treat differently, before either sees it: SQLite
 * stores a NUL and PostgreSQL refuses it; each rewrites an unpaired surrogate its own way. Any
 * such string in the path, the query or a JSON body is a 400 that names its field, on both.
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
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJson(c.req.header('content-type'))) {
    // Malformed JSON is left to the route's validator, which answers its own 400.
    const body: unknown = await c.req.json().catch(() => undefined);
    const found = unstorableTextIn(body);
    if (found) throw new ApiError(400, `${found.field} ${found.problem}`);
  }
  await next();
});

function isJson(contentType: string | undefined): boolean {
  return /^application\/([a-z0-9.+-]*\+)?json\b/i.test(contentType?.trim() ?? '');
}
