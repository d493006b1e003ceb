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
