import { createRoute } from '@hono/zod-openapi';
import { type Kysely, sql } from 'kysely';
import { HealthResponseSchema } from '#shared/schemas/health.schema.ts';
import type { Database } from '../db/schema.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/api-error.ts';
import { jsonResponse } from '../http/openapi-responses.ts';
import { createRouter } from '../http/router.ts';

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['operations'],
  summary: 'For load balancers: whether the database answers, and the running version',
  responses: {
    200: jsonResponse(HealthResponseSchema, 'Up: the database answered'),
    503: jsonResponse(
      HealthResponseSchema,
      'Down: the database did not answer within a second; Retry-After says when to ask again',
    ),
  },
});

/**
 * How long the database may take to answer a health check. A database that is away is told
 * sooner than this: a refused or broken connection fails the check at once.
 */
const DATABASE_TIMEOUT_MS = 1000;

export function healthRoutes({ db, version }: { db: Kysely<Database>; version: string }) {
  return createRouter().openapi(health, async (c) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS);
    });
    const up = await Promise.race([sql`select 1`.execute(db), timeout]).then(
      () => true,
      () => false,
    );
    clearTimeout(timer);
    c.header('Cache-Control', 'no-store');
    if (up) return c.json({ status: 'ok' as const, database: 'up' as const, version }, 200);
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ status: 'unavailable' as const, database: 'down' as const, version }, 503);
  });
}
