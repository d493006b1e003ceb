import { ServerMessage } from '#shared/messages.ts';
import { ApiError } from '../http/api-error.ts';

/** Why a photo was refused, each with the status a route answers it with. */
export const PHOTO_REFUSALS = {
  /** Not a JPEG, PNG, WebP or AVIF by its bytes (whatever its name or Content-Type said). */
  unsupported_type: 415,
  /** Over MAX_PHOTO_BYTES: refused before it is decoded. */
  too_large: 413,
  /** Its header declares more pixels than the pixel limit (a decompression bomb, or a panorama). */
  too_many_pixels: 422,
  /** Of an accepted type by its first bytes, but damaged or truncated: it does not decode. */
  unreadable: 422,
  /** Decoding and encoding took longer than the time limit. */
  timed_out: 422,
  /** Too many photos are waiting to be processed in this process: try again shortly. */
  busy: 503,
} as const;

export type PhotoRefusal = keyof typeof PHOTO_REFUSALS;

const MESSAGES: Record<PhotoRefusal, string> = {
  unsupported_type: ServerMessage.photoUnsupportedType,
  too_large: ServerMessage.photoTooLarge,
  too_many_pixels: ServerMessage.photoTooManyPixels,
  unreadable: ServerMessage.photoUnreadable,
  timed_out: ServerMessage.photoTimedOut,
  busy: ServerMessage.photoBusy,
};

/**
 * A photo the pipeline refuses, with why and the HTTP status a route answers it with (an ApiError,
 * so app.onError answers it in the one error shape); any other error out of the pipeline is a
 * fault of ours (a 500), never the photo's.
 */
export class PhotoError extends ApiError {
  declare readonly status: (typeof PHOTO_REFUSALS)[PhotoRefusal];

  constructor(
    readonly reason: PhotoRefusal,
    options?: { cause?: unknown },
  ) {
    super(PHOTO_REFUSALS[reason], MESSAGES[reason]);
    if (options?.cause !== undefined) this.cause = options.cause;
    this.name = 'PhotoError';
  }
}
