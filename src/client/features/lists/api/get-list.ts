import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { type ListName, ListPageSchemas } from '#shared/schemas/list.schema.ts';
import { LIST_PAGE_SIZE } from '#shared/schemas/page.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

/** A list answer unwrapped: the videos, the next page's cursor (null: no more) and the size. */
export interface ListAnswer {
  videos: Video[];
  nextCursor: string | null;
  total: number;
}

function answerOf(
  videos: Video[],
  fields: { nextCursor?: string | null | undefined; total?: number | undefined },
): ListAnswer {
  // Without the page fields the answer is the whole list (docs/product.md, "API").
  return { videos, nextCursor: fields.nextCursor ?? null, total: fields.total ?? videos.length };
}

/** Each list answers under its own name (`likes`, `watchlater`, `history`); these unwrap it. */
export const listAnswerSchemas: { [L in ListName]: z.ZodMiniType<ListAnswer> } = {
  likes: z.pipe(
    ListPageSchemas.likes,
    z.transform((body) => answerOf(body.likes, body)),
  ),
  watchlater: z.pipe(
    ListPageSchemas.watchlater,
    z.transform((body) => answerOf(body.watchlater, body)),
  ),
  history: z.pipe(
    ListPageSchemas.history,
    z.transform((body) => answerOf(body.history, body)),
  ),
};

/** Keys of the signed-in user's lists; the shell's `queryClient.clear()` at logout empties them. */
export const listKeys = {
  /** What every key of one list starts with: its pages, what it holds, its mutations. */
  list: (list: ListName) => ['user', list] as const,
  /** The list a page at a time: what the list pages show. */
  pages: (list: ListName) => ['user', list, 'pages'] as const,
  /** Whether one video is in the list: what the Like and Save buttons show. */
  holds: (list: ListName, videoId: string) => ['user', list, 'holds', videoId] as const,
};

export async function getListPage(
  list: ListName,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListAnswer> {
  const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/user/${list}?${params}`, { schema: listAnswerSchemas[list], signal });
}

/** Whether the list holds the video, at any length of the list (the list narrowed to it). */
export async function getListHolds(
  list: ListName,
  videoId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await apiRequest(`/user/${list}/${encodeURIComponent(videoId)}`, {
    schema: listAnswerSchemas[list],
    signal,
  });
  return answer.videos.some((video) => video._id === videoId);
}

export function getListPagesQueryOptions(list: ListName) {
  return infiniteQueryOptions({
    queryKey: listKeys.pages(list),
    queryFn: ({ pageParam, signal }) => getListPage(list, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** Whether the signed-in user's list holds the video; asked for only while someone is signed in. */
export function useListHolds(list: ListName, videoId: string) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({
    queryKey: listKeys.holds(list, videoId),
    queryFn: ({ signal }) => getListHolds(list, videoId, signal),
    enabled: signedIn,
  });
}

/** The same list a page at a time (keyset cursor), for the list pages' infinite scroll. */
export function useListPages(list: ListName) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useInfiniteQuery({ ...getListPagesQueryOptions(list), enabled: signedIn });
}

/**
 * Replaces the cached list with what a write answered (docs/product.md, "Lists"): the paged copy
 * becomes one first page of it (its cursor, when the list is longer than the server's cap,
 * leads on to the rest), and the video written, when there is one, is known to be in the list
 * or not.
 */
export function replaceList(
  queryClient: QueryClient,
  list: ListName,
  answer: ListAnswer,
  written?: { videoId: string; holds: boolean },
): void {
  queryClient.setQueryData<InfiniteData<ListAnswer, string | undefined>>(listKeys.pages(list), {
    pages: [answer],
    pageParams: [undefined],
  });
  if (written) queryClient.setQueryData(listKeys.holds(list, written.videoId), written.holds);
}
