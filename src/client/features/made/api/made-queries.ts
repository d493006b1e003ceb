import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest, statusOf } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import {
  MadeGalleryPageSchema,
  MadePostResponseSchema,
  MadePostsPageSchema,
  type MadePostWithVideo,
} from '#shared/schemas/made-post.schema.ts';
import { madeKeys } from './made-keys.ts';

function pageQuery(cursor: string | undefined): string {
  return cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
}

/** A 404 (no such video, post or handle) stays one: asking again will not change it. */
const retryUnlessMissing = (failureCount: number, error: unknown) =>
  statusOf(error) !== 404 && failureCount < 1;

/** `GET /api/videos/{videoId}/made`: the video's gallery, newest first, `summary` on page one. */
export function getGallery(videoId: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(`/videos/${encodeURIComponent(videoId)}/made${pageQuery(cursor)}`, {
    schema: MadeGalleryPageSchema,
    signal,
  });
}

export function galleryQueryOptions(videoId: string) {
  return infiniteQueryOptions({
    queryKey: madeKeys.gallery(videoId),
    queryFn: ({ pageParam, signal }) => getGallery(videoId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    retry: retryUnlessMissing,
  });
}

/** The video's gallery, a page at a time ("Show more"). */
export function useGallery(videoId: string) {
  return useInfiniteQuery(galleryQueryOptions(videoId));
}

/** `GET /api/user/made`: the signed-in user's own posts (hidden ones too), newest first. */
export function getMyPosts(cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(`/user/made${pageQuery(cursor)}`, { schema: MadePostsPageSchema, signal });
}

/** The user's own posts; asked for only while someone is signed in. */
export function useMyPosts() {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: madeKeys.mine(),
      queryFn: ({ pageParam, signal }) => getMyPosts(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
    enabled: signedIn,
  });
}

/** `GET /api/users/{handle}/made`: a maker's public posts with their videos. */
export function getMakerPosts(handle: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(`/users/${encodeURIComponent(handle)}/made${pageQuery(cursor)}`, {
    schema: MadePostsPageSchema,
    signal,
  });
}

export function useMakerPosts(handle: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: madeKeys.maker(handle),
      queryFn: ({ pageParam, signal }) => getMakerPosts(handle, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      retry: retryUnlessMissing,
    }),
  );
}

/** `GET /api/made/{postId}`: a public post, or the caller's own in any state. */
export async function getMadePost(
  postId: string,
  signal?: AbortSignal,
): Promise<MadePostWithVideo> {
  const { post } = await apiRequest(`/made/${encodeURIComponent(postId)}`, {
    schema: MadePostResponseSchema,
    signal,
  });
  return post;
}

export function madePostQueryOptions(postId: string) {
  return queryOptions({
    queryKey: madeKeys.one(postId),
    queryFn: ({ signal }) => getMadePost(postId, signal),
    retry: retryUnlessMissing,
  });
}

/** One post for its own page. */
export function useMadePost(postId: string) {
  return useQuery(madePostQueryOptions(postId));
}
