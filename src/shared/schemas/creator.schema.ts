import * as z from 'zod/mini';
import { VideoSchema } from './video.schema.ts';

export const CreatorSchema = z.object({
  slug: z.string().check(z.describe('What names the creator in /creator/{slug}')),
  name: z.string().check(z.describe('The creator as its newest video in the catalogue names it')),
});
export type Creator = z.infer<typeof CreatorSchema>;

/** GET /api/creators/{slug}: the creator and a page of its videos, newest first. */
export const CreatorPageSchema = z.object({
  creator: CreatorSchema,
  videos: z.array(VideoSchema),
  nextCursor: z.nullable(z.string()),
});
export type CreatorPage = z.infer<typeof CreatorPageSchema>;
