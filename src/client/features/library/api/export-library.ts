import { useMutation } from '@tanstack/react-query';
import { strFromU8, unzipSync } from 'fflate';
import { requestError } from '#client/lib/api-client.ts';
import { tokenStorage } from '#client/lib/token-storage.ts';
import {
  LIBRARY_ZIP_FILE_ENTRY,
  type LibraryFile,
  LibraryFileSchema,
} from '#shared/schemas/library.schema.ts';
import { libraryFileName } from '../library-file.ts';

/**
 * GET /api/user/library.zip: the signed-in user's whole library with their Made it posts and
 * photos, as one zip, and the library file it holds (read back for what the export left out).
 */
export async function getLibraryZip(): Promise<{ zip: Blob; file: LibraryFile }> {
  const token = tokenStorage.read();
  const response = await fetch('/api/user/library.zip', {
    headers: token ? { authorization: token } : {},
  });
  if (!response.ok) throw await requestError(response);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const entries = unzipSync(bytes, { filter: (entry) => entry.name === LIBRARY_ZIP_FILE_ENTRY });
  const text = strFromU8(entries[LIBRARY_ZIP_FILE_ENTRY] ?? new Uint8Array());
  const file = LibraryFileSchema.parse(JSON.parse(text));
  return { zip: new Blob([bytes], { type: 'application/zip' }), file };
}

/** Hands the zip to the browser as a download (a Blob behind an `<a download>`). */
function download(zip: Blob, name: string): void {
  const url = URL.createObjectURL(zip);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export: fetches the library zip with the stored token and downloads it. */
export function useExportLibrary() {
  return useMutation({
    mutationKey: ['library', 'export'],
    mutationFn: async () => {
      const { zip, file } = await getLibraryZip();
      download(zip, libraryFileName(file));
      return file;
    },
  });
}
