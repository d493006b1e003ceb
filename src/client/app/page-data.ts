import type { QueryClient } from '@tanstack/react-query';
import { getCategoriesQueryOptions } from '#client/features/videos/api/get-categories.ts';
import { videosQueryKey } from '#client/features/videos/api/get-videos.ts';
import { getVideoQueryOptions } from '#client/features/watch/api/get-video.ts';
import { PAGE_DATA_ID } from '#shared/rendered-page.ts';
import { CategoriesResponseSchema } from '#shared/schemas/category.schema.ts';
import { VideosPageSchema } from '#shared/schemas/video.schema.ts';
import { VideoDetailsResponseSchema } from '#shared/schemas/video-details.schema.ts';

/**
 * The API answers a page was rendered with, by API path (`/videos`, `/categories`,
 * `/video/{videoId}`): the server puts them in the page (an application/json script,
 * PAGE_DATA_ID), so the app starts with the data the page shows instead of asking again.
 */
export type PageAnswers = Record<string, unknown>;

/** The answers in the page, or none (a page that was not rendered with data). */
export function readPageAnswers(document: Document): PageAnswers {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return {};
  try {
    const answers: unknown = JSON.parse(script.textContent);
    return answers && typeof answers === 'object' ? (answers as PageAnswers) : {};
  } catch {
    return {};
  }
}

/**
 * Puts each answer in the query cache under the key its request would have used, parsed with
 * the same schema (an answer that does not parse is left out: the app then asks for it).
 */
export function seedQueryCache(queryClient: QueryClient, answers: PageAnswers): void {
  for (const [path, answer] of Object.entries(answers)) {
    if (path === '/videos') {
      const page = VideosPageSchema.safeParse(answer);
      if (!page.success) continue;
      queryClient.setQueryData(videosQueryKey({}), {
        pages: [page.data],
        pageParams: [undefined],
      });
    } else if (path === '/categories') {
      const parsed = CategoriesResponseSchema.safeParse(answer);
      if (parsed.success) {
        queryClient.setQueryData(getCategoriesQueryOptions().queryKey, parsed.data.categories);
      }
    } else if (path.startsWith('/video/')) {
      const parsed = VideoDetailsResponseSchema.safeParse(answer);
      const videoId = path.slice('/video/'.length);
      if (parsed.success) {
        queryClient.setQueryData(getVideoQueryOptions(videoId).queryKey, parsed.data.video);
      }
    }
  }
}
