/**
 * Constraint violations, told apart by the drivers' own codes so repositories can turn a lost
 * race into a 409 or 404 instead of a 500. Duck-typed: no driver is imported here.
 */
function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * A write that met another one: a row made or removed meanwhile (unique or foreign key), or
 * PostgreSQL ending one of two transactions that waited on each other (deadlock, 40P01) or
 * could not be serialised (40001). Retrying is the answer, so the caller says 409.
 */
export function isWriteConflict(error: unknown): boolean {
  const code = codeOf(error);
  return (
    isUniqueViolation(error) || isForeignKeyViolation(error) || code === '40P01' || code === '40001'
  );
}

/**
 * PostgreSQL refuses text holding a NUL character (SQLite stores it): such input can only be
 * a bad request, never a server fault.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = codeOf(error);
  return code === '22021' || code === '22P05';
}

export type AddOutcome = 'added' | 'duplicate' | 'no-such-video';

/**
 * Runs an insert of a video reference and says what became of it: the unique constraint
 * reports a duplicate, the foreign key a video (or parent row) that does not exist.
 */
export async function addOutcomeOf(insert: Promise<unknown>): Promise<AddOutcome> {
  try {
    await insert;
    return 'added';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    if (isForeignKeyViolation(error)) return 'no-such-video';
    throw error;
  }
}

/** Node's socket and name lookup codes for a database server that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for a server going away or not taking connections: admin shutdown (57P01,
 * what pg_terminate_backend and a restart send), crash shutdown (57P02), cannot connect now
 * (57P03, starting up or in recovery), too many connections (53300), and a statement cancelled
 * (57014, statement_timeout). Class 08, connection exceptions, is matched by its prefix.
 */
const POSTGRES_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * node-postgres and pg-pool say a connection broke or never came only in words, with no code:
 * the beginnings of those messages (pg's lib/client.js and pg-pool's index.js).
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'timeout expired',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The database is away (restarting, failing over, unreachable, or busy past SQLite's busy
 * timeout) rather than the request or the code being wrong: the answer is a 503 with
 * Retry-After, and the same request may succeed in a moment. Looks through `cause` and an
 * AggregateError's `errors`, as a connection attempt to several addresses fails with one.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = codeOf(error);
  if (code !== undefined) {
    if (UNREACHABLE_CODES.has(code) || POSTGRES_UNAVAILABLE_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code.startsWith('SQLITE_BUSY')) return true;
  }
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (UNAVAILABLE_MESSAGES.some((start) => message.startsWith(start))) return true;
  if ('cause' in error && isDatabaseUnavailable(error.cause, depth + 1)) return true;
  return (
    error instanceof AggregateError &&
    error.errors.some((inner: unknown) => isDatabaseUnavailable(inner, depth + 1))
  );
}
