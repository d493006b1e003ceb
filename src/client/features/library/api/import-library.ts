import { useMutation } from '@tanstack/react-query';
import { apiRequest, requestError } from '#client/lib/api-client.ts';
import { tokenStorage } from '#client/lib/token-storage.ts';
import {
  type LibraryFile,
  type LibraryImport,
  LibraryImportResponseSchema,
} from '#shared/schemas/library.schema.ts';
import { checkLibraryZip, isZip, readLibraryFile } from '../library-file.ts';

/** POST /api/user/library: merges a library file into the user's library; answers the report. */
export async function importLibrary(file: LibraryFile): Promise<LibraryImport> {
  const answer = await apiRequest('/user/library', {
    method: 'POST',
    body: file,
    schema: LibraryImportResponseSchema,
  });
  return answer.imported;
}

/**
 * POST /api/user/library.zip: merges a library zip (the file, and Made it posts with their
 * photos) into the user's library; answers the report.
 */
export async function importLibraryZip(zip: Blob): Promise<LibraryImport> {
  const token = tokenStorage.read();
  const response = await fetch('/api/user/library.zip', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/zip',
      ...(token ? { authorization: token } : {}),
    },
    body: zip,
  });
  if (!response.ok) throw await requestError(response);
  return LibraryImportResponseSchema.parse(await response.json()).imported;
}

/**
 * Import: a zip is sent as it is (after a size check); a JSON file is read and checks the chosen file (a bad one fails with LibraryFileError, nothing
 * sent), sends it, and then lets the app refresh what it has cached of the lists and playlists
 * (`onImported`: this feature does not know their keys).
 */
export function useImportLibrary(onImported: () => void) {
  return useMutation({
    mutationKey: ['library', 'import'],
    mutationFn: async (chosen: Blob) =>
      (await isZip(chosen))
        ? importLibraryZip(checkLibraryZip(chosen))
        : importLibrary(await readLibraryFile(chosen)),
    onSuccess: () => onImported(),
  });
}
