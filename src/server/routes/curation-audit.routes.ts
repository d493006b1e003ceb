import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { AuditPageSchema } from '#shared/schemas/curation.schema.ts';
import { AuditQuerySchema } from '#shared/schemas/curation-request.schema.ts';
import { listAudit } from '../db/repositories/curation-audit.repository.ts';
import type { Database } from '../db/schema.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import { errorResponses, jsonResponse } from '../http/openapi-responses.ts';
import { openapiQuery } from '../http/openapi-schema.ts';
import { createRouter } from '../http/router.ts';

const readAudit = createRoute({
  method: 'get',
  path: '/audit',
  tags: ['curation'],
  security: [{ token: [] }],
  summary: 'Every curator change, newest first, filtered (curators only)',
  description:
    'Who changed what, when, and the changed fields before and after: role changes, videos ' +
    'added, edited, retired, restored and imported, categories added, edited, deleted and ' +
    'reordered. Filters: the actor’s user id, the action, the target’s kind and id, and a time ' +
    'range (`from` included, `to` not; a bare date as `to` includes that day).',
  request: { query: openapiQuery(AuditQuerySchema) },
  responses: {
    200: jsonResponse(AuditPageSchema, 'A page of entries and the next page’s cursor'),
    ...errorResponses(400, 401, 403),
  },
});

const AuditCursorSchema = z.tuple([z.literal('audit'), z.string()]);

/**
 * A date or date and time as ISO 8601 UTC text, as the audit stores its times. `to` is not
 * included, so a bare date as `to` means the end of that day (UTC): to=2026-12-01 includes it.
 */
function isoOf(text: string | undefined, end = false): string | undefined {
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(text)) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
}

export function curationAuditRoutes({ db }: { db: Kysely<Database> }) {
  return createRouter().openapi(readAudit, async (c) => {
    const query = c.req.valid('query');
    const { entries, next } = await listAudit(db, {
      actor: query.actor,
      action: query.action,
      targetKind: query.targetKind,
      targetId: query.targetId,
      from: isoOf(query.from),
      to: isoOf(query.to, true),
      limit: query.limit,
      after: query.cursor ? decodeCursor(query.cursor, AuditCursorSchema)[1] : undefined,
    });
    return c.json(
      { entries, nextCursor: next === null ? null : encodeCursor(['audit', next]) },
      200,
    );
  });
}
