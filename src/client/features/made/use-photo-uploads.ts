import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { serverMessageCode } from '#shared/error-codes.ts';
import { MADE_PHOTO_MAX_BYTES } from '#shared/made-post-bounds.ts';
import { ServerMessage } from '#shared/messages.ts';
import type { MadePhoto } from '#shared/schemas/made-post.schema.ts';
import { uploadPhoto } from './api/upload-photo.ts';

/** One photo of the form: uploading (with its progress), stored, or refused. */
export interface PhotoUpload {
  key: string;
  /** The file's name, which labels its progress bar and its refusal. */
  name: string;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The stored photo, once the server took it. */
  photo?: MadePhoto;
  /** Why the server (or the network) refused it. */
  error?: unknown;
}

/**
 * A file past the server's limit is refused here, as the server would refuse it (413), without
 * sending 15 MB for nothing.
 */
function tooLarge(): ApiRequestError {
  const message = ServerMessage.photoTooLarge;
  return new ApiRequestError(413, message, undefined, serverMessageCode('photoTooLarge'));
}

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

/**
 * The post form's photos: each file picked is uploaded at once, its progress and then its
 * stored photo (or its refusal) kept in order; removing one aborts its upload. Starts with a
 * post's photos when editing it. Uploads still running when the form goes are aborted.
 */
export function usePhotoUploads(initial: readonly MadePhoto[] = []) {
  const [uploads, setUploads] = useState<PhotoUpload[]>(() =>
    initial.map((photo) => ({ key: newKey(), name: '', progress: 1, photo })),
  );
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PhotoUpload>) => {
    setUploads((all) => all.map((one) => (one.key === key ? { ...one, ...change } : one)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({
        key: newKey(),
        name: file.name,
        progress: 0,
        file,
        ...(file.size > MADE_PHOTO_MAX_BYTES ? { error: tooLarge() } : {}),
      }));
      setUploads((all) => [...all, ...added.map(({ file: _file, ...upload }) => upload)]);
      for (const { key, file, error } of added) {
        if (error) continue;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadPhoto(file, {
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
        }).then(
          (photo) => {
            controllers.current.delete(key);
            update(key, { photo, progress: 1 });
          },
          (error: unknown) => {
            controllers.current.delete(key);
            if (error instanceof DOMException && error.name === 'AbortError') return;
            update(key, { error });
          },
        );
      }
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setUploads((all) => all.filter((one) => one.key !== key));
  }, []);

  const photos = uploads.flatMap((one) => (one.photo ? [one.photo] : []));
  const pending = uploads.some((one) => !one.photo);
  return { uploads, photos, pending, add, remove };
}
