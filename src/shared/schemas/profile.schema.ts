import * as z from 'zod/mini';
import { PlaylistSummarySchema } from './playlist.schema.ts';
import { UserSchema } from './user.schema.ts';

/** `PUT /api/user/profile`: the user, with the handle and display name as now stored. */
export const ProfileResponseSchema = z.object({ user: UserSchema });

/**
 * `GET /api/users/{handle}`: what anyone may see of a user who chose a handle (docs/product.md,
 * "Public profile"). Never the email, the first and last name apart from a display name, or
 * anything private: only the playlists their owner made public.
 */
export const PublicProfileSchema = z.object({
  handle: z.string(),
  /** The display name, or the first and last name when the user has set none. */
  displayName: z.string(),
  joinedAt: z.string().check(z.describe('YYYY-MM: the month the user signed up (UTC)')),
  playlists: z.array(PlaylistSummarySchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
