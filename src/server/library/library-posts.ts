import type { Kysely } from 'kysely';
import {
  LIBRARY_POSTS_MAX,
  LIBRARY_ZIP_PHOTO_BYTES,
  type LibraryPost,
  type ListImport,
} from '#shared/schemas/library.schema.ts';
import { newId, nowIso } from '../db/ids.ts';
import {
  queuePhotoDeletions,
  unqueuePhotoDeletions,
} from '../db/repositories/photo-deletion.repository.ts';
import type { Database } from '../db/schema.ts';
import { deleteStoredPhotos } from '../made/photo-sweep.ts';
import { PhotoError } from '../photos/photo-error.ts';
import {
  type PhotoProcessor,
  type PhotoStore,
  type ProcessedPhoto,
  photoKey,
} from '../photos/photo-store.ts';

/*
 * "Made it" posts in the library zip (docs/product.md, "Profile"; library-zip.ts): an export
 * holds each post with its photos, one WebP a photo (the widest kept); an import sends every
 * photo through the photo pipeline again, as an upload is, and writes the posts only when every
 * photo of every new post was taken. A post whose video the catalogue no longer has is skipped;
 * one the user already has (the same video, posted at the same time) is a duplicate.
 */

export interface PostsExport {
  posts: LibraryPost[];
  /** Each photo's bytes by its entry name in the zip. */
  photos: Map<string, Uint8Array>;
  /** Posts left out (the oldest): past LIBRARY_POSTS_MAX, or past the photos' byte budget. */
  leftOut: number;
}

const entryName = (photoId: string) => `photos/${photoId}.webp`;

/** The user's posts, newest first, with their photos' widest variants from the store. */
export async function exportPosts(
  db: Kysely<Database>,
  store: PhotoStore,
  userId: string,
): Promise<PostsExport> {
  const rows = await db
    .selectFrom('made_posts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const photoRows =
    rows.length === 0
      ? []
      : await db
          .selectFrom('made_photos')
          .select(['id', 'post_id', 'position', 'widths'])
          .where('user_id', '=', userId)
          .where('post_id', 'is not', null)
          .orderBy('position')
          .execute();
  const photosByPost = new Map<string, typeof photoRows>();
  for (const photo of photoRows) {
    const list = photosByPost.get(photo.post_id ?? '') ?? [];
    list.push(photo);
    photosByPost.set(photo.post_id ?? '', list);
  }

  const posts: LibraryPost[] = [];
  const photos = new Map<string, Uint8Array>();
  let bytes = 0;
  for (const row of rows) {
    if (posts.length >= LIBRARY_POSTS_MAX) break;
    const entries: Array<[string, Uint8Array]> = [];
    for (const photo of photosByPost.get(row.id) ?? []) {
      const widths = JSON.parse(photo.widths) as number[];
      const widest = Math.max(...widths);
      const stored = await store.get(photoKey(photo.id, widest));
      if (stored) entries.push([entryName(photo.id), stored.bytes]);
    }
    // A post whose photos the store no longer has cannot be put back: it is left out.
    if (entries.length === 0) continue;
    const size = entries.reduce((sum, [, entry]) => sum + entry.byteLength, 0);
    if (bytes + size > LIBRARY_ZIP_PHOTO_BYTES) break;
    bytes += size;
    for (const [name, entry] of entries) photos.set(name, entry);
    posts.push({
      videoId: row.video_id,
      caption: row.caption,
      minutes: row.minutes,
      felt: row.felt,
      substitutions: row.substitutions,
      visibility: row.visibility,
      ...(row.hidden_at === null ? {} : { hidden: true }),
      createdAt: row.created_at,
      photos: entries.map(([name]) => name),
    });
  }
  return { posts, photos, leftOut: rows.length - posts.length };
}

export interface PostsImportDeps {
  db: Kysely<Database>;
  store: PhotoStore;
  processor: PhotoProcessor | null;
}

/** How long an import waits, in all, for the photo pipeline to have room (it is shared). */
const BUSY_WAIT_MS = 60_000;

async function processWhenFree(processor: PhotoProcessor, bytes: Uint8Array) {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    try {
      return await processor.process(bytes);
    } catch (error) {
      if (!(error instanceof PhotoError && error.reason === 'busy') || Date.now() > deadline) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The posts to write: which of the file's are new, with their photos processed and stored. */
export interface PreparedPosts {
  result: ListImport;
  /** Writes the new posts (one transaction); the photos are stored already. */
  write(): Promise<void>;
  /** Removes the stored photos again (the import did not go through). */
  discard(): Promise<void>;
}

/**
 * Checks and processes the zip's posts before anything is written: the problems (each naming
 * the post and photo, as a bad file's are named) when a photo is missing or refused, else the
 * posts ready to write. Photos are stored as they are processed, and removed again on a problem.
 */
export async function preparePosts(
  { db, store, processor }: PostsImportDeps,
  userId: string,
  posts: readonly LibraryPost[],
  zipPhotos: ReadonlyMap<string, Uint8Array>,
): Promise<{ problems: string[] } | PreparedPosts> {
  const problems: string[] = [];
  posts.forEach((post, i) => {
    post.photos.forEach((name, j) => {
      if (!zipPhotos.has(name)) problems.push(`posts.${i}.photos.${j}: ${name} is not in the zip`);
    });
  });
  if (problems.length > 0) return { problems };

  const videoIds = [...new Set(posts.map((post) => post.videoId))];
  const inCatalogue = new Set(
    videoIds.length === 0
      ? []
      : (
          await db
            .selectFrom('videos')
            .select('id')
            .where('id', 'in', videoIds)
            .where('retired_at', 'is', null)
            .execute()
        ).map((row) => row.id),
  );
  const existing = new Set(
    videoIds.length === 0
      ? []
      : (
          await db
            .selectFrom('made_posts')
            .select(['video_id', 'created_at'])
            .where('user_id', '=', userId)
            .where('video_id', 'in', videoIds)
            .execute()
        ).map((row) => `${row.video_id} ${row.created_at}`),
  );

  const result: ListImport = { added: 0, duplicates: 0, unknown: 0 };
  const fresh: Array<{ post: LibraryPost; index: number }> = [];
  const seen = new Set<string>();
  posts.forEach((post, index) => {
    const key = `${post.videoId} ${post.createdAt}`;
    if (!inCatalogue.has(post.videoId)) result.unknown += 1;
    else if (existing.has(key) || seen.has(key)) result.duplicates += 1;
    else {
      seen.add(key);
      fresh.push({ post, index });
    }
  });
  if (fresh.length > 0 && !processor) {
    throw new PhotoError('busy');
  }

  // Each photo is queued for deletion before its variants are stored, and leaves the queue in the
  // transaction that writes its row: an import that fails, or a process that dies, before then
  // leaves no bytes behind for good (the photo sweep deletes what stays queued).
  const stored: string[] = [];
  const discard = async () => {
    await deleteStoredPhotos(db, store, stored);
  };
  const processed = new Map<string, { id: string; photo: ProcessedPhoto }>();
  try {
    for (const { post, index } of fresh) {
      for (const [j, name] of post.photos.entries()) {
        // A photo named twice in one post is kept once; one named by two posts, once for each.
        if (post.photos.indexOf(name) !== j) continue;
        try {
          const photo = await processWhenFree(
            processor as PhotoProcessor,
            zipPhotos.get(name) as Uint8Array,
          );
          const id = newId();
          await queuePhotoDeletions(db, [id], nowIso());
          stored.push(id);
          await store.put({ id, variants: photo.variants });
          processed.set(`${index}/${name}`, { id, photo });
        } catch (error) {
          if (!(error instanceof PhotoError) || error.reason === 'busy') throw error;
          problems.push(`posts.${index}.photos.${j}: ${error.message}`);
        }
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  if (problems.length > 0) {
    await discard();
    return { problems };
  }

  result.added = fresh.length;
  return {
    result,
    discard,
    async write() {
      if (fresh.length === 0) return;
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        for (const { post, index } of fresh) {
          const postId = newId();
          await trx
            .insertInto('made_posts')
            .values({
              id: postId,
              user_id: userId,
              video_id: post.videoId,
              caption: post.caption.trim(),
              minutes: post.minutes,
              felt: post.felt,
              substitutions: post.substitutions.trim(),
              visibility: post.visibility,
              hidden_at: post.hidden ? at : null,
              created_at: post.createdAt,
              updated_at: at,
            })
            .execute();
          const names = post.photos.filter((name, i) => post.photos.indexOf(name) === i);
          const photoRows = names.flatMap((name, position) => {
            const taken = processed.get(`${index}/${name}`);
            if (!taken) return [];
            return [
              {
                id: taken.id,
                user_id: userId,
                post_id: postId,
                position,
                width: taken.photo.width,
                height: taken.photo.height,
                widths: JSON.stringify(taken.photo.variants.map((variant) => variant.width)),
                placeholder: taken.photo.placeholder,
                created_at: at,
              },
            ];
          });
          if (photoRows.length > 0) await trx.insertInto('made_photos').values(photoRows).execute();
        }
        await unqueuePhotoDeletions(trx, stored);
      });
    },
  };
}
