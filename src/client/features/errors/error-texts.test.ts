import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#client/i18n/activate-locale.ts';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { errorText, installErrorTexts } from '#client/lib/error-text.ts';
import { speakInTest } from '#client/testing/locale.ts';
import {
  categoryNotEmptyMessage,
  ServerMessage,
  tooManyAttemptsMessage,
} from '#shared/messages.ts';
import { translateError } from './error-texts.ts';

/*
 * errorText (src/client/lib/error-text.ts) says an API error in the reader's language by its
 * code, from this folder's `errors` catalogue, and keeps the API's English words in English and
 * for a code the web app does not know.
 */

const playlistExists = () =>
  new ApiRequestError(409, ServerMessage.playlistExists, undefined, 'playlist_exists');

beforeAll(() => installErrorTexts(translateError));

afterEach(() => activateLocale('en'));

describe('errorText in Hindi', () => {
  beforeEach(async () => {
    await speakInTest('hi');
  });

  it("says an API error's code in Hindi", () => {
    expect(errorText(playlistExists())).toBe('यह प्लेलिस्ट पहले से मौजूद है');
  });

  it("says a message with a number in Hindi, the number read from the API's English", () => {
    const error = new ApiRequestError(
      429,
      tooManyAttemptsMessage(300),
      undefined,
      'too_many_attempts',
    );
    const text = errorText(error);
    expect(text).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 5 मिनट बाद फिर से कोशिश करें।');
    expect(text).toContain('5');
  });

  it("keeps the API's English for a code it does not know", () => {
    const error = new ApiRequestError(409, 'Something newer went wrong.', undefined, 'newer_code');
    expect(errorText(error)).toBe('Something newer went wrong.');
  });

  it("gives any other error's own message", () => {
    expect(errorText(new Error('The network is down'))).toBe('The network is down');
  });
});

describe('errorText in Arabic', () => {
  it("counts with Arabic's own plural cases: two videos are said in the dual", async () => {
    await speakInTest('ar');
    const error = new ApiRequestError(
      409,
      categoryNotEmptyMessage(2),
      undefined,
      'category_not_empty',
    );
    expect(errorText(error)).toBe(
      'لا تزال هذه الفئة تحتوي على فيديوهين. انقل ما فيها إلى فئة أخرى أولًا.',
    );
  });
});

describe('errorText in English', () => {
  it("gives the API's English message unchanged", async () => {
    await activateLocale('en');
    expect(errorText(playlistExists())).toBe(ServerMessage.playlistExists);
  });
});
