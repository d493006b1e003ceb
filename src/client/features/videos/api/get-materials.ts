import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import type { CommonMaterial } from '#shared/schemas/material.schema.ts';

/** GET /api/materials: the materials most recent projects need, commonest first. */
export async function getMaterials(signal?: AbortSignal): Promise<CommonMaterial[]> {
  const { materials } = await apiRequest('/materials', {
    // Imported when asked for: the first load of / carries no zod (scripts/first-load-size.mjs).
    schema: () =>
      import('#shared/schemas/material.schema.ts').then((s) => s.CommonMaterialsResponseSchema),
    signal,
  });
  return materials;
}

export function getMaterialsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.materials,
    queryFn: ({ signal }) => getMaterials(signal),
    // Suggestions only: what a visit saw first is good enough for the rest of it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The material suggestions, asked for only once `enabled` (the field is used). */
export function useMaterials(enabled: boolean) {
  return useQuery({ ...getMaterialsQueryOptions(), enabled });
}
