import { createRoute } from '@hono/zod-openapi';
import { type Kysely, sql } from 'kysely';
import { HealthResponseSchema } from '#shared/schemas/health.schema.ts';
import type { Database } from '../db/schema.ts';
import { jsonResponse } from '../http/openapi-responses.ts';
import { createRouter } from '../http/router.ts';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['operations'],
  summary: 'For load balancers: whether the database answers, and the running version',
  responses: {
    200: jsonResponse(HealthResponseSchema, 'Up: the database answered'),
    503: jsonResponse(HealthResponseSchema, 'Down: the database did not answer'),
  },
});

/** How long the database may take to answer a health check. */
const DATABASE_TIMEOUT_MS = 2000;

export function healthRoutes({ db, version }: { db: Kysely<Database>; version: string }) {
  return createRouter().openapi(health, async (c) => {
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS).unref();
    });
    const up = await Promise.race([sql`select 1`.execute(db), timeout]).then(
      () => true,
      () => false,
    );
    c.header('Cache-Control', 'no-store');
    return up
      ? c.json({ status: 'ok' as const, database: 'up' as const, version }, 200)
      : c.json({ status: 'unavailable' as const, database: 'down' as const, version }, 503);
  });
}
