import * as z from 'zod/mini';
import { UserSchema } from './user.schema.ts';

/** `PUT /api/user/profile`: the user, with the handle and display name as now stored. */
export const ProfileResponseSchema = z.object({ user: UserSchema });

/** A public playlist as a profile lists it. */
export const PublicPlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** There only when the playlist has one. */
  description: z.optional(z.string()),
  videoCount: z.number().check(z.int(), z.nonnegative()),
  /** Its first video's (by the playlist's order) thumbnail's path; null when it is empty. */
  thumbnail: z.nullable(z.string()),
});
export type PublicPlaylist = z.infer<typeof PublicPlaylistSchema>;

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
  playlists: z.array(PublicPlaylistSchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
