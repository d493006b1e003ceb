import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { SettingsResponseSchema, type UserSettings } from '#shared/schemas/progress.schema.ts';

export const settingsKeys = { all: ['user', 'settings'] as const };

export async function getSettings(signal?: AbortSignal): Promise<UserSettings> {
  const { settings } = await apiRequest('/user/settings', {
    schema: SettingsResponseSchema,
    signal,
  });
  return settings;
}

export async function updateSettings(settings: UserSettings): Promise<UserSettings> {
  const answer = await apiRequest('/user/settings', {
    method: 'PATCH',
    body: settings,
    schema: SettingsResponseSchema,
  });
  return answer.settings;
}

/** The signed-in user's settings (whether history is paused). */
export function useSettings() {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => getSettings(signal),
    enabled: signedIn,
  });
}

/** Pauses or resumes history; the cache takes the server's answer. */
export function useSetHistoryPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...settingsKeys.all, 'update'],
    mutationFn: (historyPaused: boolean) => updateSettings({ historyPaused }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.all, settings),
    onError: (error) => console.warn('Could not change the history setting', error),
  });
}
