import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { type ListName, ListResponseSchemas } from '#shared/schemas/list.schema.ts';
import type { Video } from '#shared/schemas/video.schema.ts';

/** Each list answers under its own name (`likes`, `watchlater`, `history`); these unwrap it. */
export const listResponseSchemas: { [L in ListName]: z.ZodType<Video[]> } = {
  likes: ListResponseSchemas.likes.transform((body) => body.likes),
  watchlater: ListResponseSchemas.watchlater.transform((body) => body.watchlater),
  history: ListResponseSchemas.history.transform((body) => body.history),
};

/** Keys of the signed-in user's lists; the shell's `queryClient.clear()` at logout empties them. */
export const listKeys = {
  list: (list: ListName) => ['user', list] as const,
};

export async function getList(list: ListName, signal?: AbortSignal): Promise<Video[]> {
  return apiRequest(`/user/${list}`, { schema: listResponseSchemas[list], signal });
}

export function getListQueryOptions(list: ListName) {
  return queryOptions({
    queryKey: listKeys.list(list),
    queryFn: ({ signal }) => getList(list, signal),
  });
}

/** One of the user's lists, newest first; asked for only while someone is signed in. */
export function useList(list: ListName) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({ ...getListQueryOptions(list), enabled: signedIn });
}
