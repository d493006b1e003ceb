import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import {
  MadePostResponseSchema,
  type MadePostWithVideo,
  type MadeReportReason,
} from '#shared/schemas/made-post.schema.ts';
import type {
  CreateMadePostBody,
  EditMadePostBody,
} from '#shared/schemas/made-post-request.schema.ts';
import { NoContentSchema, ReportedSchema } from '../made-response.ts';
import { madeKeys } from './made-keys.ts';

/** `POST /api/user/made`: a new post; answers it with its video. */
export async function createMadePost(body: CreateMadePostBody): Promise<MadePostWithVideo> {
  const { post } = await apiRequest('/user/made', {
    method: 'POST',
    body,
    schema: MadePostResponseSchema,
  });
  return post;
}

/** `PATCH /api/user/made/{postId}`: the fields given change; photoIds replaces the photos. */
export async function editMadePost(
  postId: string,
  body: EditMadePostBody,
): Promise<MadePostWithVideo> {
  const { post } = await apiRequest(`/user/made/${encodeURIComponent(postId)}`, {
    method: 'PATCH',
    body,
    schema: MadePostResponseSchema,
  });
  return post;
}

/** `DELETE /api/user/made/{postId}`: the post, its photos and its reports go. */
export async function deleteMadePost(postId: string): Promise<void> {
  await apiRequest(`/user/made/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    schema: NoContentSchema,
  });
}

/** `POST /api/made/{postId}/reports`: reports another's public post, once. */
export async function reportMadePost(postId: string, reason: MadeReportReason): Promise<void> {
  await apiRequest(`/made/${encodeURIComponent(postId)}/reports`, {
    method: 'POST',
    body: { reason },
    schema: ReportedSchema,
  });
}

/** Every list and page of posts is read again after a write. */
function useInvalidateMade() {
  const queryClient = useQueryClient();
  return (post?: MadePostWithVideo) => {
    if (post) queryClient.setQueryData(madeKeys.one(post._id), post);
    void queryClient.invalidateQueries({ queryKey: madeKeys.all });
  };
}

export function useCreateMadePost() {
  const invalidate = useInvalidateMade();
  return useMutation({
    mutationKey: [...madeKeys.all, 'create'],
    mutationFn: createMadePost,
    onSuccess: (post) => invalidate(post),
  });
}

export function useEditMadePost(postId: string) {
  const invalidate = useInvalidateMade();
  return useMutation({
    mutationKey: [...madeKeys.all, 'edit', postId],
    mutationFn: (body: EditMadePostBody) => editMadePost(postId, body),
    onSuccess: (post) => invalidate(post),
  });
}

export function useDeleteMadePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...madeKeys.all, 'delete'],
    mutationFn: deleteMadePost,
    onSuccess: (_nothing, postId) => {
      queryClient.removeQueries({ queryKey: madeKeys.one(postId) });
      void queryClient.invalidateQueries({ queryKey: madeKeys.all });
    },
  });
}

export function useReportMadePost(postId: string) {
  return useMutation({
    mutationKey: [...madeKeys.all, 'report', postId],
    mutationFn: (reason: MadeReportReason) => reportMadePost(postId, reason),
  });
}
