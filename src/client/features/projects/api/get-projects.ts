import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { ProjectsPageSchema } from '#shared/schemas/project.schema.ts';
import { projectKeys } from './project-keys.ts';

/**
 * All the user's projects (the server's whole-list answer, up to its cap), most recently
 * changed first, with the counts of each status; the page splits them into its tabs.
 */
export async function getProjects(signal?: AbortSignal) {
  return apiRequest('/user/projects', { schema: ProjectsPageSchema, signal });
}

export function getProjectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => getProjects(signal),
  });
}

/** The user's projects; asked for only while someone is signed in. */
export function useProjects() {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({ ...getProjectsQueryOptions(), enabled: signedIn });
}
