import { monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

/** A new row id: a ULID, so ids sort by creation time (newest-first lists order by id). */
export function newId(): string {
  return nextUlid().toLowerCase();
}

export function nowIso(): string {
  return new Date().toISOString();
}
