import * as z from 'zod/mini';
import { VideoQuerySchema } from './video-request.schema.ts';

/**
 * GET /api/feeds/videos.atom: the home page's five filters, as GET /api/videos takes them
 * (video-filters.schema.ts), with no page: a feed is the newest videos that match.
 */
export const VideoFeedQuerySchema = z.pick(VideoQuerySchema, {
  category: true,
  search: true,
  difficulty: true,
  time: true,
  material: true,
});
