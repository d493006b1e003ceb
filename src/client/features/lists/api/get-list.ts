import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
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
  /** The whole list (up to the server's cap): what the Like and Save buttons look in. */
  list: (list: ListName) => ['user', list] as const,
  /** The list a page at a time: what the list pages show. */
  pages: (list: ListName) => ['user', list, 'pages'] as const,
};

export async function getList(list: ListName, signal?: AbortSignal): Promise<Video[]> {
  const answer = await apiRequest(`/user/${list}`, { schema: listAnswerSchemas[list], signal });
  return answer.videos;
}

export async function getListPage(
  list: ListName,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListAnswer> {
  const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/user/${list}?${params}`, { schema: listAnswerSchemas[list], signal });
}

export function getListQueryOptions(list: ListName) {
  return queryOptions({
    queryKey: listKeys.list(list),
    queryFn: ({ signal }) => getList(list, signal),
  });
}

export function getListPagesQueryOptions(list: ListName) {
  return infiniteQueryOptions({
    queryKey: listKeys.pages(list),
    queryFn: ({ pageParam, signal }) => getListPage(list, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** One of the user's lists, newest first; asked for only while someone is signed in. */
export function useList(list: ListName) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({ ...getListQueryOptions(list), enabled: signedIn });
}

/** The same list a page at a time (keyset cursor), for the list pages' infinite scroll. */
export function useListPages(list: ListName) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useInfiniteQuery({ ...getListPagesQueryOptions(list), enabled: signedIn });
}

/**
 * Replaces the cached list with what a write answered (docs/product.md, "Lists"): the whole
 * list, and the paged copy as one first page of it (its cursor, when the list is longer than
 * the server's cap, leads on to the rest).
 */
export function replaceList(queryClient: QueryClient, list: ListName, answer: ListAnswer): void {
  queryClient.setQueryData(listKeys.list(list), answer.videos);
  queryClient.setQueryData<InfiniteData<ListAnswer, string | undefined>>(listKeys.pages(list), {
    pages: [answer],
    pageParams: [undefined],
  });
}
