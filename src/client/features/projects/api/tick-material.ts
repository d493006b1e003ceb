import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isSignInProblem } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { toast } from '#client/stores/toast-store.ts';
import {
  type Project,
  ProjectResponseSchema,
  type ProjectsPage,
} from '#shared/schemas/project.schema.ts';
import { projectKeys } from './project-keys.ts';

export interface Tick {
  index: number;
  have: boolean;
}

/** Ticks (have) or unticks one of a project's materials; answers the project. */
export async function tickMaterial(
  videoId: string,
  { index, have }: Tick,
): Promise<Project | null> {
  const path = `/user/projects/${encodeURIComponent(videoId)}/materials/${index}`;
  const { project } = await apiRequest(path, {
    method: 'PUT',
    body: { have },
    schema: ProjectResponseSchema,
  });
  return project;
}

/** A checklist's mutation: the list and "what I still need" follow what the server answers. */
export function useTickMaterial(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...projectKeys.all, 'tick', videoId],
    mutationFn: (tick: Tick) => tickMaterial(videoId, tick),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.one(videoId), project);
      // The list's card shows the answer at once: were it to wait for the list's refetch, the
      // box would untick for a moment between the answer and the refetch.
      queryClient.setQueryData(projectKeys.list(), (page: ProjectsPage | undefined) =>
        page && project
          ? {
              ...page,
              projects: page.projects.map((one) => (one.video._id === videoId ? project : one)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.stillNeed() });
    },
    onError: (error) => {
      if (isSignInProblem(error)) toast(Message.loginFirst, 'red');
      else toast(t`Could not update the checklist. Try again.`, 'red');
    },
  });
}
