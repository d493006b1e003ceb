import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { type LibraryFile, LibraryFileSchema } from '#shared/schemas/library.schema.ts';
import { libraryFileName } from '../library-file.ts';

/** GET /api/user/library: the signed-in user's whole library, as one file. */
export function getLibraryFile(): Promise<LibraryFile> {
  return apiRequest('/user/library', { schema: LibraryFileSchema });
}

/** Hands the file to the browser as a download (a Blob behind an `<a download>`). */
function download(file: LibraryFile): void {
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = libraryFileName(file);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export: fetches the library with the stored token and downloads it. */
export function useExportLibrary() {
  return useMutation({
    mutationKey: ['library', 'export'],
    mutationFn: async () => {
      const file = await getLibraryFile();
      download(file);
      return file;
    },
  });
}
