import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import {
  type LibraryFile,
  type LibraryImport,
  LibraryImportResponseSchema,
} from '#shared/schemas/library.schema.ts';
import { readLibraryFile } from '../library-file.ts';

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
 * Import: reads and checks the chosen file (a bad one fails with LibraryFileError, nothing
 * sent), sends it, and then lets the app refresh what it has cached of the lists and playlists
 * (`onImported`: this feature does not know their keys).
 */
export function useImportLibrary(onImported: () => void) {
  return useMutation({
    mutationKey: ['library', 'import'],
    mutationFn: async (chosen: Blob) => importLibrary(await readLibraryFile(chosen)),
    onSuccess: () => onImported(),
  });
}
