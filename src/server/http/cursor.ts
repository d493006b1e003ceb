import type { z } from 'zod';
import { ApiError } from './api-error.ts';

/**
 * Opaque page cursors, shared by the catalogue and every library list: a JSON array of the
 * position's keys (each list puts its own name first, so one list's cursor is refused by
 * another), as base64url. The client only hands back what it was given.
 */
export function encodeCursor(keys: readonly string[]): string {
  return btoa(JSON.stringify(keys)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The keys of a cursor this server gave out, or 400 naming `cursor` for anything else. */
export function decodeCursor<T>(text: string, schema: z.ZodType<T>): T {
  try {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
    const json = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return schema.parse(JSON.parse(json));
  } catch {
    throw new ApiError(400, 'cursor: cursor is not one this server gave out');
  }
}
