import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { type Project, ProjectResponseSchema } from '#shared/schemas/project.schema.ts';
import { projectKeys } from './project-keys.ts';

/** The user's project of one video, or null when the user does not track it. */
export async function getProject(videoId: string, signal?: AbortSignal): Promise<Project | null> {
  const { project } = await apiRequest(`/user/projects/${encodeURIComponent(videoId)}`, {
    schema: ProjectResponseSchema,
    signal,
  });
  return project;
}

export function getProjectQueryOptions(videoId: string) {
  return queryOptions({
    queryKey: projectKeys.one(videoId),
    queryFn: ({ signal }) => getProject(videoId, signal),
  });
}

/** The video's project for the video page's control; asked for only while signed in. */
export function useProject(videoId: string) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({ ...getProjectQueryOptions(videoId), enabled: signedIn });
}
