import { ApiRequestError } from './api-client.ts';

/**
 * The words to show for an error: for an API answer, the reader's language's text for its code
 * (the body's English message where this client has no text for the code); for any other
 * error, its message; '' when there is nothing to say, so callers can fall back to their own.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error) return error.message;
  return '';
}
