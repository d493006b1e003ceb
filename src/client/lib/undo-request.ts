import { t } from '@lingui/core/macro';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from '#client/stores/toast-store.ts';
import { type UndoResponse, UndoResponseSchema } from '#shared/schemas/undo.schema.ts';
import { apiRequest } from './api-client.ts';
import { errorText } from './error-text.ts';

/** Puts back what a removal took, given the `undo` token it answered (docs/product.md, "Lists", Undo). */
function requestUndo(undo: string): Promise<UndoResponse> {
  return apiRequest('/user/undo', { method: 'POST', body: { undo }, schema: UndoResponseSchema });
}

/**
 * An Undo press: puts back what was removed, then reads what it changed afresh (`refresh`,
 * the queries' key). A refusal (too late, added back meanwhile) says why in a red toast.
 */
export async function undoAndRefresh(
  queryClient: QueryClient,
  undo: string,
  refresh: QueryKey,
): Promise<void> {
  try {
    await requestUndo(undo);
  } catch (error) {
    toast(errorText(error) || t`Could not undo`, 'red');
  }
  await queryClient.invalidateQueries({ queryKey: refresh });
}
