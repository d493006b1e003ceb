import type { Kysely } from 'kysely';
import { isLocale } from '#shared/locales.ts';
import type { UserPreferences } from '#shared/schemas/preferences.schema.ts';
import type { PreferencesChange } from '#shared/schemas/preferences-request.schema.ts';
import { type Owner, ownerIs } from '../page.ts';
import type { Database } from '../schema.ts';

/** A stored language, or null for none chosen (or one no longer offered). */
function localeOrNull(value: string | null | undefined) {
  return isLocale(value) ? value : null;
}

/**
 * The owner's language, captions and autoplay; undefined when the owner is gone or signed out. A
 * user without a settings row has every default (nothing chosen, no captions, autoplay on).
 */
export async function preferencesOf(
  db: Kysely<Database>,
  owner: Owner,
): Promise<UserPreferences | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_settings as s', 's.user_id', 'users.id')
    .select(['s.language', 's.show_captions', 's.captions_language', 's.autoplay'])
    .where(ownerIs(owner))
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    language: localeOrNull(row.language),
    showCaptions: Number(row.show_captions ?? 0) === 1,
    captionsLanguage: localeOrNull(row.captions_language),
    autoplay: Number(row.autoplay ?? 1) === 1,
  };
}

/**
 * Changes the preferences named in `change`, leaving the others; false when the owner is gone or
 * signed out. One upsert on the settings row, then the row read back.
 */
export async function updatePreferences(
  db: Kysely<Database>,
  owner: Owner,
  change: PreferencesChange,
): Promise<UserPreferences | undefined> {
  const values = {
    ...(change.language !== undefined && { language: change.language }),
    ...(change.showCaptions !== undefined && { show_captions: change.showCaptions ? 1 : 0 }),
    ...(change.captionsLanguage !== undefined && { captions_language: change.captionsLanguage }),
    ...(change.autoplay !== undefined && { autoplay: change.autoplay ? 1 : 0 }),
  };
  const result = await db
    .insertInto('user_settings')
    .columns(['user_id', 'language', 'show_captions', 'captions_language', 'autoplay'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => [
          'users.id',
          s.val(values.language ?? null).as('language'),
          s.val(values.show_captions ?? 0).as('show_captions'),
          s.val(values.captions_language ?? null).as('captions_language'),
          s.val(values.autoplay ?? 1).as('autoplay'),
        ])
        .where(ownerIs(owner)),
    )
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .executeTakeFirst();
  if ((result.numInsertedOrUpdatedRows ?? 0n) === 0n) return undefined;
  return preferencesOf(db, owner);
}
