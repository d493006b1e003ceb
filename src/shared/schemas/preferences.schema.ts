import * as z from 'zod/mini';
import { LOCALE_TAGS } from '../locales.ts';

/**
 * The signed-in user's language, captions and autoplay (docs/product.md, "Language", "Captions"
 * and "Video page"): what GET and PATCH /user/preferences answer. A null language is one the user has not chosen.
 */
export const UserPreferencesSchema = z.object({
  /** The interface language chosen, or null: the browser's languages decide. */
  language: z.nullable(z.enum(LOCALE_TAGS)),
  /** Whether YouTube's player shows captions from the start. */
  showCaptions: z.boolean(),
  /** The captions' language, or null: the interface language. */
  captionsLanguage: z.nullable(z.enum(LOCALE_TAGS)),
  /** Whether the next video plays by itself when one ends (on by default). */
  autoplay: z.boolean(),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

export const PreferencesResponseSchema = z.object({ preferences: UserPreferencesSchema });
