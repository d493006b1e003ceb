import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { jsonResponse } from '#client/testing/render-with-providers.tsx';
import { ServerMessage } from '#shared/messages.ts';
import { ApiRequestError, apiRequest } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

/** The error apiRequest throws for the stubbed answer. */
async function refusalOf(answer: Response): Promise<ApiRequestError> {
  fetchMock.mockResolvedValue(answer);
  const error = await apiRequest('/user/likes', { schema: z.object({}) }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('apiRequest refused', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => vi.unstubAllGlobals());

  it('carries the first message and its code', async () => {
    const error = await refusalOf(
      jsonResponse(
        {
          errors: [ServerMessage.invalidToken, 'email: Invalid email address'],
          codes: ['invalid_token', 'validation'],
        },
        401,
      ),
    );
    expect(error).toMatchObject({
      status: 401,
      message: ServerMessage.invalidToken,
      code: 'invalid_token',
    });
  });

  it('keeps a code it does not know, and the message beside it', async () => {
    const error = await refusalOf(
      jsonResponse({ errors: ['A refusal of a newer server.'], codes: ['newer_code'] }, 409),
    );
    expect(error).toMatchObject({ message: 'A refusal of a newer server.', code: 'newer_code' });
  });

  it('reads an answer without codes (an older server) by its message, with no code', async () => {
    const error = await refusalOf(jsonResponse({ errors: [ServerMessage.playlistExists] }, 409));
    expect(error.message).toBe(ServerMessage.playlistExists);
    expect(error.code).toBeUndefined();
  });
});
