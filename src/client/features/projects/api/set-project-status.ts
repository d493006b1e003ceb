import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isSignInProblem } from '#client/lib/api-client.ts';
import { Message } from '#client/lib/messages.ts';
import { toast } from '#client/stores/toast-store.ts';
import {
  type Project,
  ProjectResponseSchema,
  type ProjectStatus,
} from '#shared/schemas/project.schema.ts';
import { statusChangedMessage } from '../project-status.ts';
import { projectKeys } from './project-keys.ts';

/**
 * Marks the video with a status (a new project, or a change), or stops tracking it (null).
 * Answers the project as it now is (null when no longer tracked).
 */
export async function setProjectStatus(
  videoId: string,
  status: ProjectStatus | null,
): Promise<Project | null> {
  const path = `/user/projects/${encodeURIComponent(videoId)}`;
  const { project } = await apiRequest(path, {
    method: status ? 'PUT' : 'DELETE',
    ...(status ? { body: { status } } : {}),
    schema: ProjectResponseSchema,
  });
  return project;
}

/**
 * The status control's mutation: the answer becomes the cached project, and the list and "what
 * I still need" are fetched again. A toast says what happened, or that signing in is needed.
 */
export function useSetProjectStatus(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...projectKeys.all, 'status', videoId],
    mutationFn: (status: ProjectStatus | null) => setProjectStatus(videoId, status),
    onSuccess: (project, status) => {
      queryClient.setQueryData(projectKeys.one(videoId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.stillNeed() });
      toast(statusChangedMessage(status));
    },
    onError: (error) => {
      if (isSignInProblem(error)) toast(Message.loginFirst, 'red');
      else toast(t`Could not change the project. Try again.`, 'red');
    },
  });
}
