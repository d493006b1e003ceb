import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import type { UserPreferences } from '#shared/schemas/preferences.schema.ts';
import type { PreferencesChange } from '#shared/schemas/preferences-request.schema.ts';

export const preferencesKeys = { all: ['user', 'preferences'] as const };

// The language menu is in every page's side menu: its schema (and zod) load with the first
// request, not with the first page.
const responseSchema = () =>
  import('#shared/schemas/preferences.schema.ts').then((m) => m.PreferencesResponseSchema);

export async function getPreferences(signal?: AbortSignal): Promise<UserPreferences> {
  const { preferences } = await apiRequest('/user/preferences', {
    schema: await responseSchema(),
    signal,
  });
  return preferences;
}

export async function updatePreferences(change: PreferencesChange): Promise<UserPreferences> {
  const answer = await apiRequest('/user/preferences', {
    method: 'PATCH',
    body: change,
    schema: await responseSchema(),
  });
  return answer.preferences;
}

/** The signed-in user's language and captions, as their account keeps them. */
export function usePreferences() {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({
    queryKey: preferencesKeys.all,
    queryFn: ({ signal }) => getPreferences(signal),
    enabled: signedIn,
  });
}

/**
 * Changes some of the signed-in user's preferences. The cache shows the change at once (a read
 * still on its way is called off, so it cannot bring the old choice back) and then takes the
 * server's answer.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...preferencesKeys.all, 'update'],
    mutationFn: updatePreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferencesKeys.all });
      queryClient.setQueryData<UserPreferences>(preferencesKeys.all, (current) =>
        current ? { ...current, ...change } : current,
      );
    },
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKeys.all, preferences),
    onError: (error) => console.warn('Could not save the language or captions setting', error),
  });
}
