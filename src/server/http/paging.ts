import type { z } from 'zod';
import { LIST_CAP } from '#shared/schemas/page.schema.ts';
import type { PageQuery } from '#shared/schemas/page-request.schema.ts';
import type { PageOf } from '../db/page.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** Which page of a library list a request asks for. */
export interface PageRequest<P> {
  /** Entries to answer at most. */
  limit: number;
  /** The decoded cursor: the position to continue after; undefined for the first page. */
  after: P | undefined;
  /** Whether the request asked for a page (`limit` or `cursor`) rather than the whole list. */
  paged: boolean;
}

/** The whole list, up to LIST_CAP: what a request without paging parameters, or a write, gets. */
export const WHOLE_LIST: PageRequest<never> = { limit: LIST_CAP, after: undefined, paged: false };

/** A request's page; a cursor this server did not give out for this very list is 400. */
export function pageRequest<P>(query: PageQuery, cursorSchema: z.ZodType<P>): PageRequest<P> {
  return {
    limit: query.limit ?? LIST_CAP,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, cursorSchema),
    paged: query.limit !== undefined || query.cursor !== undefined,
  };
}

/**
 * `nextCursor` and `total` for an answer: always on a paged answer, and on a whole-list answer
 * only when it was cut at LIST_CAP, so that an answer under the cap keeps the spec's shape.
 * `cursorKeys` turns the last entry's id into the cursor's keys (the list's name first).
 */
export function pageFieldsOf(
  page: Pick<PageOf<unknown>, 'next' | 'total'>,
  request: Pick<PageRequest<unknown>, 'paged'>,
  cursorKeys: (lastId: string) => readonly string[],
): { nextCursor?: string | null; total?: number } {
  if (!request.paged && page.next === null) return {};
  return {
    nextCursor: page.next === null ? null : encodeCursor(cursorKeys(page.next)),
    total: page.total,
  };
}
