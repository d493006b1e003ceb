import { ApiRequestError } from '#client/lib/api-client.ts';
import { readErrorBody } from '#client/lib/error-body.ts';
import { tokenStorage } from '#client/lib/token-storage.ts';
import { type MadePhoto, MadePhotoResponseSchema } from '#shared/schemas/made-post.schema.ts';

export interface UploadPhotoOptions {
  /** Told the share of the bytes sent so far, 0 to 1, as the upload goes. */
  onProgress?: (sent: number) => void;
  /** Aborts the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * `POST /api/user/photos` with the file's bytes as the body (the server tells the type by the
 * bytes). XMLHttpRequest rather than fetch: only it reports the upload's progress. Resolves to
 * the stored photo; rejects with an ApiRequestError (status, message, code) as apiRequest does,
 * or with an AbortError when `signal` aborts it.
 */
export function uploadPhoto(file: Blob, { onProgress, signal }: UploadPhotoOptions = {}) {
  return new Promise<MadePhoto>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', '/api/user/photos');
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokenStorage.read();
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const errorBody = readErrorBody(data);
        const message = errorBody ? (errorBody.errors[0] ?? '') : xhr.statusText;
        reject(new ApiRequestError(xhr.status, message, data, errorBody?.codes?.[0]));
        return;
      }
      try {
        onProgress?.(1);
        resolve(MadePhotoResponseSchema.parse(data).photo);
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('The photo could not be sent: the network failed.'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    onProgress?.(0);
    xhr.send(file);
  });
}
