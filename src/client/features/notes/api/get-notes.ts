import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { type Note, NotesResponseSchema } from '#shared/schemas/note.schema.ts';

/** Keys of the signed-in user's notes, one per video; logout's `queryClient.clear()` empties them. */
export const noteKeys = {
  all: ['user', 'notes'] as const,
  video: (videoId: string) => ['user', 'notes', videoId] as const,
};

/** The user's notes on a video, in time order (GET /user/notes?videoId=). */
export async function getNotesOfVideo(videoId: string, signal?: AbortSignal): Promise<Note[]> {
  const { notes } = await apiRequest(`/user/notes?videoId=${encodeURIComponent(videoId)}`, {
    schema: NotesResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return notes;
}

/** The signed-in user's notes on a video; asked only while signed in. */
export function useVideoNotes(videoId: string) {
  const signedIn = useAuthStore((state) => state.status === 'signed-in');
  return useQuery({
    queryKey: noteKeys.video(videoId),
    queryFn: ({ signal }) => getNotesOfVideo(videoId, signal),
    enabled: signedIn,
  });
}
