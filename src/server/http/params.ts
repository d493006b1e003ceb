import { z } from '@hono/zod-openapi';

/** A path parameter holding an id: non-empty and of a sane length. */
export function idParams<const N extends string>(...names: N[]) {
  const shape = Object.fromEntries(
    names.map((name) => [
      name,
      z
        .string()
        .min(1, `${name} is required`)
        .max(200, `${name} is too long`)
        .openapi({ param: { name, in: 'path' } }),
    ]),
  ) as Record<N, z.ZodString>;
  return z.object(shape);
}
