import * as z from 'zod/mini';

/** Every non-2xx answer of the API has this body (docs/product.md, "API" and "API error messages"). */
export const ErrorBodySchema = z.object({
  errors: z.array(z.string()).check(z.minLength(1)),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
