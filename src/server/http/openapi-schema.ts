import type { ZodObject, ZodType } from 'zod';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/**
 * The shared contract (src/shared/schemas) is written with `zod/mini`, so that the web app
 * carries only the zod it uses; the server documents it with @hono/zod-openapi, whose generator
 * (@asteasolutions/zod-to-openapi 9) was written for classic zod. Both are zod 4 core schemas,
 * and validation needs nothing more; the generator, though, reads a few members that only
 * classic schemas have:
 *
 * - `meta()`, for the description a schema carries in z.globalRegistry (`z.describe`);
 * - `minLength`, `maxLength` and `format`, for a string's length bounds and a number's
 *   `integer` type (classic derives them from the checks; so do we).
 *
 * This module gives every zod/mini schema class those members, read-only and derived the way
 * classic derives them, when it is first loaded: every route that documents a shared schema
 * goes through the helpers below (openapi-responses.ts uses them too), so it is always loaded
 * before the document is generated. The members go on each class's prototype, which every
 * instance reaches whenever it was built, so the order in which modules load does not matter.
 */

/** The check definitions that carry a bound or a format (zod core's `def` of each check). */
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  format?: string;
}

function checkDefs(schema: core.$ZodType): CheckDef[] {
  // A format schema (z.email(), z.int()) is its own first check, as in classic.
  const own = 'check' in schema._zod.def ? [schema] : [];
  const checks = schema._zod.def.checks ?? [];
  return [...own, ...checks].map((check) => check._zod.def as CheckDef);
}

function boundOf(schema: core.$ZodType, kind: 'min_length' | 'max_length'): number | null {
  const bounds = checkDefs(schema)
    .filter((def) => def.check === kind)
    .map((def) => (kind === 'min_length' ? def.minimum : def.maximum))
    .filter((bound) => bound !== undefined);
  if (bounds.length === 0) return null;
  return kind === 'min_length' ? Math.max(...bounds) : Math.min(...bounds);
}

const classicMembers: PropertyDescriptorMap = {
  meta: {
    value(this: core.$ZodType) {
      return z.globalRegistry.get(this);
    },
  },
  minLength: {
    get(this: core.$ZodType) {
      return boundOf(this, 'min_length');
    },
  },
  maxLength: {
    get(this: core.$ZodType) {
      return boundOf(this, 'max_length');
    },
  },
  format: {
    get(this: core.$ZodType) {
      return checkDefs(this).find((def) => def.format !== undefined)?.format ?? null;
    },
  },
};

/** Every zod/mini schema class: a zod core constructor has an `init`. */
const miniClasses = Object.values(z as Record<string, unknown>).filter(
  (value): value is { prototype: object; init: unknown } =>
    typeof value === 'function' && 'init' in value,
);
for (const miniClass of miniClasses) {
  for (const [name, descriptor] of Object.entries(classicMembers)) {
    if (!(name in miniClass.prototype)) {
      Object.defineProperty(miniClass.prototype, name, { ...descriptor, configurable: true });
    }
  }
}

/**
 * A shared query schema as createRoute's `request.query` wants it: a classic ZodObject with the
 * same shape, so `c.req.valid('query')` is typed from the shared schema itself.
 */
export function openapiQuery<T extends z.ZodMiniObject>(
  schema: T,
): ZodObject<T['shape'], T['_zod']['config']> {
  // A cast, not a conversion: the route validates with the mini schema itself (any zod 4 core
  // schema does), and the generator reads only what the members above supply.
  return schema as unknown as ZodObject<T['shape'], T['_zod']['config']>;
}

/**
 * A shared body or response schema as createRoute's content wants it: a classic ZodType with
 * the same input and output, so `c.req.valid('json')` and `c.json(...)` are typed from it.
 */
export function openapiSchema<T extends core.$ZodType>(
  schema: T,
): ZodType<core.output<T>, core.input<T>> {
  // A cast, not a conversion: see openapiQuery.
  return schema as unknown as ZodType<core.output<T>, core.input<T>>;
}
