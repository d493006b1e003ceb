import { i18n } from '@lingui/core';
import { ApiRequestError } from './api-client.ts';

/** Says an API error's message in the active language by its code; undefined for a code it does not know. */
export type ErrorTranslator = (code: string, english: string) => string | undefined;

let translator: ErrorTranslator | undefined;

/**
 * Gives errorText the app's words for error codes (src/client/features/errors, fetched with its
 * catalogue after the first render: src/client/start-app.tsx). Until then, and in English, an
 * API error shows the API's own English message.
 */
export function installErrorTexts(translate: ErrorTranslator): void {
  translator = translate;
}

/**
 * The words to show for an error: for an API answer, the reader's language's text for its code
 * (docs/decisions/0015-error-codes.md), or the body's English message in English, for a code this
 * client does not know, and before the texts are loaded; for any other error, its message; ''
 * when there is nothing to say, so callers can fall back to their own.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (i18n.locale === 'en' || !error.code || !translator) return error.message;
    return translator(error.code, error.message) ?? error.message;
  }
  if (error instanceof Error) return error.message;
  return '';
}
