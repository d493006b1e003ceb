import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '../../undo/undo-token.ts';

/** node:crypto's HMAC-SHA256: the server's, 2-3 times faster than the portable one. */
export const nodeHmacSha256: HmacSha256 = (key, data) =>
  createHmac('sha256', key).update(data).digest();
