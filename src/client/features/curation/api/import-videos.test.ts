import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { ServerMessage } from '#shared/messages.ts';
import { importVideos } from './import-videos.ts';

/** An XMLHttpRequest that answers as soon as the body is sent. */
function answeringXhr(status: number, body: unknown) {
  return class {
    upload = {};
    onload?: () => void;
    status = 0;
    responseText = '';
    open() {}
    setRequestHeader() {}
    send() {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('importVideos refused', () => {
  it('throws the server’s first message with its code', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      answeringXhr(413, { errors: [ServerMessage.importTooLarge], codes: ['import_too_large'] }),
    );
    const error = await importVideos({ kind: 'csv', body: 'url', onStage: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 413,
      message: ServerMessage.importTooLarge,
      code: 'import_too_large',
    });
  });
});
