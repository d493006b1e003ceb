import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { catalogueKeys } from '#client/lib/catalogue-keys.ts';
import { tokenStorage } from '#client/lib/token-storage.ts';
import { toast } from '#client/stores/toast-store.ts';
import {
  type ImportProblem,
  ImportRefusedSchema,
  ImportResultSchema,
} from '#shared/schemas/curation.schema.ts';
import { ErrorBodySchema } from '#shared/schemas/error.schema.ts';
import { type ImportFileKind, importedMessage } from '../import-file.ts';
import { curationKeys } from './curation-keys.ts';

/** How far a send has got: the upload's share (0 to 1), then the server's check and write. */
export type ImportStage = { stage: 'uploading'; fraction: number } | { stage: 'checking' };

export interface ImportRequest {
  kind: ImportFileKind;
  /** The file's text: CSV as it is, JSON in the `{ videos }` envelope. */
  body: string;
  onStage(stage: ImportStage): void;
}

/** The answer: every row written, or nothing written and every problem by row. */
export type ImportOutcome =
  | { outcome: 'imported'; imported: number }
  | { outcome: 'refused'; problems: ImportProblem[] };

/** The server's first message, or a plain one when the answer holds none (a proxy's page). */
function messageOf(status: number, data: unknown): string {
  const parsed = ErrorBodySchema.safeParse(data);
  if (parsed.success && parsed.data.errors[0]) return parsed.data.errors[0];
  if (status === 413) return t`The file is too large to import.`;
  if (status === 415) return t`The file must be CSV or JSON.`;
  return status
    ? t`The import failed (${status}). Try again.`
    : t`The import failed (no answer). Try again.`;
}

/**
 * POST /api/curation/videos/import. Sent with XMLHttpRequest, not apiRequest's fetch, because
 * only XHR reports upload progress (upload.onprogress), which a 2 MB file on a slow line needs.
 * A 400 with `problems` is an answer (the refusal), not a failure; other non-2xx answers throw
 * ApiRequestError as apiRequest does.
 */
export function importVideos({ kind, body, onStage }: ImportRequest): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/curation/videos/import');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', kind === 'csv' ? 'text/csv' : 'application/json');
    const token = tokenStorage.read();
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onStage({ stage: 'uploading', fraction: event.loaded / event.total });
      }
    };
    // Every byte is sent: what is left is the server's work (checking, then writing every row).
    xhr.upload.onload = () => onStage({ stage: 'checking' });
    xhr.onerror = () =>
      reject(new ApiRequestError(0, t`The server could not be reached. Try again.`));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status === 201) {
        const parsed = ImportResultSchema.safeParse(data);
        if (parsed.success) resolve({ outcome: 'imported', imported: parsed.data.imported });
        else {
          reject(new ApiRequestError(xhr.status, t`The server answered in an unexpected way.`));
        }
        return;
      }
      const refused = xhr.status === 400 ? ImportRefusedSchema.safeParse(data) : null;
      if (refused?.success && refused.data.problems.length > 0) {
        resolve({ outcome: 'refused', problems: refused.data.problems });
        return;
      }
      const code = ErrorBodySchema.safeParse(data).data?.codes?.[0];
      reject(new ApiRequestError(xhr.status, messageOf(xhr.status, data), data, code));
    };
    onStage({ stage: 'uploading', fraction: 0 });
    xhr.send(body);
  });
}

/**
 * The import's mutation: on success the catalogue everyone sees (every cached page, the filters'
 * materials, the curation list) is fetched again, and the audit, which records each row.
 */
export function useImportVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...curationKeys.all, 'import'],
    mutationFn: importVideos,
    onSuccess: (answer) => {
      if (answer.outcome === 'refused') return;
      toast(importedMessage(answer.imported));
      for (const queryKey of [
        [...curationKeys.all, 'videos'],
        [...curationKeys.all, 'audit'],
        catalogueKeys.videos,
        catalogueKeys.materials,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
