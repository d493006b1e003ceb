import { ServerMessage } from '#shared/messages.ts';
import { errorBody } from '../http/error-body.ts';
import { sendRepresentation } from '../http/representation.ts';
import { createRouter } from '../http/router.ts';
import type { ThumbnailStore } from '../thumbnails/thumbnail-store.ts';

/** Longer than any catalogue id or videoLink: not worth a database read. */
const MAX_ID_LENGTH = 200;

/**
 * GET /thumbnails/{videoId}: a catalogue video's thumbnail from our own origin (YouTube's image,
 * or CraftReel's artwork when that cannot be had; thumbnails/thumbnail-store.ts). Not part of the
 * JSON API: the web app's <img> elements load it. An unknown id is a 404 in the API's error shape.
 */
export function thumbnailRoutes({ thumbnails }: { thumbnails: ThumbnailStore }) {
  return createRouter().get('/:videoId', async (c) => {
    const videoId = c.req.param('videoId');
    const thumbnail = videoId.length <= MAX_ID_LENGTH ? await thumbnails.get(videoId) : undefined;
    if (!thumbnail) return c.json(errorBody([ServerMessage.videoNotFound]), 404);
    c.header('X-Content-Type-Options', 'nosniff');
    if (thumbnail.source === 'artwork') {
      // An SVG opened on its own is a document: it may draw, never run anything.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    return sendRepresentation(c, thumbnail.rep, thumbnail.cacheControl);
  });
}
