import type { Note } from '#shared/schemas/note.schema.ts';

/** Notes in the server's time order: by moment, then as written (ids are time-ordered). */
export function sortedByTime(notes: readonly Note[]): Note[] {
  return [...notes].sort(
    (a, b) => a.seconds - b.seconds || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
}
