import * as z from 'zod/mini';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});
