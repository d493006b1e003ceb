import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { urlOf } from './base-url.ts';

/** The catalogue's first page, straight from the API: what the seed put in the database. */
export async function seededVideos() {
  const response = await fetch(urlOf('/api/videos'));
  if (response.status !== 200) throw new Error(`GET /api/videos answered ${response.status}`);
  const { videos } = VideosPageSchema.parse(await response.json());
  if (videos.length === 0) throw new Error('The seed put no videos in the database');
  return videos;
}
