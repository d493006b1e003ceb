import * as z from 'zod/mini';
import { VideoSchema } from './video.schema.ts';

/** What a user can follow. */
export const FOLLOW_KINDS = ['creator', 'category'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const FollowSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  target: z
    .string()
    .check(z.describe("A creator's slug (kind creator) or a category's _id (kind category)")),
  createdAt: z.string().check(z.describe('When the user followed it (ISO 8601)')),
});
export type Follow = z.infer<typeof FollowSchema>;

/** GET /api/user/follows, and the answer of a follow or an unfollow. */
export const FollowsResponseSchema = z.object({ follows: z.array(FollowSchema) });

export const FollowingVideoSchema = z.object({
  video: VideoSchema,
  isNew: z
    .boolean()
    .check(z.describe('It entered the catalogue after the visit before this first page')),
});
export type FollowingVideo = z.infer<typeof FollowingVideoSchema>;

/** GET /api/user/following: a page of the followed creators' and categories' videos. */
export const FollowingPageSchema = z.object({
  videos: z.array(FollowingVideoSchema),
  nextCursor: z.nullable(z.string()),
  follows: z.number().check(z.describe('How many creators and categories the user follows')),
});
export type FollowingPage = z.infer<typeof FollowingPageSchema>;
