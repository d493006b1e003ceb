import { strFromU8, strToU8, type Unzipped, unzipSync, type Zippable, zipSync } from 'fflate';
import { MADE_PHOTO_MAX_BYTES } from '#shared/made-post-bounds.ts';
import { ServerMessage } from '#shared/messages.ts';
import {
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_POSTS_MAX,
  LIBRARY_ZIP_FILE_ENTRY,
  LIBRARY_ZIP_PHOTO_BYTES,
  LIBRARY_ZIP_PHOTO_ENTRY,
} from '#shared/schemas/library.schema.ts';
import { ApiError } from '../http/api-error.ts';

/*
 * The library zip (docs/product.md, "Profile"): `library.json`, the library file, and each "Made
 * it" photo as `photos/{name}.webp`. Made and read with fflate (no dependencies, the same code in
 * Node and in the demo's service worker). Reading is bounded before anything is inflated: only
 * those names, at most one photo entry per photo a file may hold, each entry's declared size
 * within its bound and all of them within the zip's. A photo's bytes are never stored as they
 * come: an import sends each through the photo pipeline again, as an upload is.
 */

/** The most photo entries a zip may hold: four for each post a file may hold. */
const PHOTO_ENTRIES_MAX = LIBRARY_POSTS_MAX * 4;
/** All entries inflated together: the photos' budget and the file's, with room to spare. */
const INFLATED_MAX_BYTES = LIBRARY_ZIP_PHOTO_BYTES + LIBRARY_FILE_MAX_BYTES + 16 * 1024 * 1024;

export interface LibraryZipContents {
  /** library.json as text, not yet parsed. */
  fileText: string;
  /** Each photo entry's bytes by its name (`photos/{name}.webp`). */
  photos: Map<string, Uint8Array>;
}

/** The zip of a library file and its photos (WebP is stored as it is: it does not deflate). */
export function buildLibraryZip(
  fileText: string,
  photos: ReadonlyMap<string, Uint8Array>,
): Uint8Array {
  const entries: Zippable = { [LIBRARY_ZIP_FILE_ENTRY]: [strToU8(fileText), { level: 6 }] };
  for (const [name, bytes] of photos) entries[name] = [bytes, { level: 0 }];
  return zipSync(entries);
}

const unreadable = () => new ApiError(400, ServerMessage.libraryZipUnreadable);

/** A library zip's entries, bounded; a zip that is not one answers 400 libraryZipUnreadable. */
export function readLibraryZip(bytes: Uint8Array): LibraryZipContents {
  let photoEntries = 0;
  let declared = 0;
  let refused = false;
  let unzipped: Unzipped;
  try {
    unzipped = unzipSync(bytes, {
      filter(entry) {
        const isFile = entry.name === LIBRARY_ZIP_FILE_ENTRY;
        const isPhoto = LIBRARY_ZIP_PHOTO_ENTRY.test(entry.name);
        // Folders and anything else a zip tool adds (__MACOSX/, .DS_Store) are passed over.
        if (!isFile && !isPhoto) return false;
        if (isPhoto) photoEntries += 1;
        declared += entry.originalSize;
        const bound = isFile ? LIBRARY_FILE_MAX_BYTES : MADE_PHOTO_MAX_BYTES;
        if (
          entry.originalSize > bound ||
          photoEntries > PHOTO_ENTRIES_MAX ||
          declared > INFLATED_MAX_BYTES
        ) {
          refused = true;
          return false;
        }
        return true;
      },
    });
  } catch {
    throw unreadable();
  }
  const file = unzipped[LIBRARY_ZIP_FILE_ENTRY];
  if (refused || !file) throw unreadable();
  let fileText: string;
  try {
    fileText = strFromU8(file);
  } catch {
    throw unreadable();
  }
  const photos = new Map<string, Uint8Array>();
  for (const [name, entryBytes] of Object.entries(unzipped)) {
    if (name !== LIBRARY_ZIP_FILE_ENTRY) photos.set(name, entryBytes);
  }
  return { fileText, photos };
}
