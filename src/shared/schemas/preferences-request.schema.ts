import * as z from 'zod/mini';
import { LOCALE_TAGS } from '../locales.ts';

// What clients send, kept apart from what the API answers (preferences.schema.ts), as the other
// request schemas are: the web app never parses a request.

const LANGUAGES = LOCALE_TAGS.join(', ');

function languageOrNull(name: string) {
  return z.optional(
    z.nullable(z.enum(LOCALE_TAGS, { error: `${name} must be one of ${LANGUAGES}, or null` })),
  );
}

/**
 * `{ language?, showCaptions?, captionsLanguage?, autoplay? }`: the preferences to change, at
 * least one; those left out stay as they are. A null language goes back to "not chosen".
 */
export const UpdatePreferencesBodySchema = z
  .object({
    language: languageOrNull('language'),
    showCaptions: z.optional(z.boolean({ error: 'showCaptions must be true or false' })),
    captionsLanguage: languageOrNull('captionsLanguage'),
    autoplay: z.optional(z.boolean({ error: 'autoplay must be true or false' })),
  })
  .check(
    z.refine(
      (body) =>
        body.language !== undefined ||
        body.showCaptions !== undefined ||
        body.captionsLanguage !== undefined ||
        body.autoplay !== undefined,
      'name at least one of language, showCaptions, captionsLanguage and autoplay',
    ),
  );
export type PreferencesChange = z.infer<typeof UpdatePreferencesBodySchema>;
