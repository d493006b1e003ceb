import * as z from 'zod/mini';
import { DisplayNameSchema, HandleSchema } from './handle.schema.ts';

/*
 * What clients send, kept apart from what the API answers (profile.schema.ts), as the other
 * request schemas are.
 */

/**
 * `PUT /api/user/profile`: `{ handle, displayName }`, both given. A null handle gives the handle
 * up (the public page goes, and anyone may take the handle); a null display name shows the first
 * and last name.
 */
export const UpdateProfileBodySchema = z.object({
  handle: z.nullable(HandleSchema),
  displayName: z.nullable(DisplayNameSchema),
});
export type ProfileChange = z.infer<typeof UpdateProfileBodySchema>;
