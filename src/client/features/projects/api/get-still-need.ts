import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { type NeededMaterial, StillNeedResponseSchema } from '#shared/schemas/project.schema.ts';
import { projectKeys } from './project-keys.ts';

/** "What I still need": the unticked materials of all To try projects, by material. */
export async function getStillNeed(signal?: AbortSignal): Promise<NeededMaterial[]> {
  const { materials } = await apiRequest('/user/projects/still-need', {
    schema: StillNeedResponseSchema,
    signal,
  });
  return materials;
}

export function getStillNeedQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.stillNeed(),
    queryFn: ({ signal }) => getStillNeed(signal),
  });
}

export function useStillNeed() {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({ ...getStillNeedQueryOptions(), enabled: signedIn });
}
