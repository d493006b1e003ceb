import type { Kysely } from 'kysely';
import { DEMO_USER } from '#shared/demo-user.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { isUniqueViolation } from './errors.ts';
import { makeCategory, makeVideo, withCraftFacts } from './factories.ts';
import { findUserByEmail, insertUser } from './repositories/user.repository.ts';
import { insertCraftedVideos } from './repositories/video.repository.ts';
import type { Database } from './schema.ts';
import { seedCategories, seedVideos } from './seed-catalogue.ts';

/**
 * Puts the demo catalogue and the demo user in place. Idempotent: every row has a fixed key
 * and conflicts are skipped, so restarts (or several processes starting at once) add nothing twice.
 * A seed category already there only has its label brought up to date (a database seeded
 * before categories had labels); that upsert is one atomic statement, so racing starts agree.
 * What curators changed stays: a label they set, a seed category they deleted (docs/decisions/0010).
 */
export async function seedDatabase(db: Kysely<Database>, passwords: PasswordHasher): Promise<void> {
  // A seed category a curator deleted stays deleted (docs/decisions/0010): the audit remembers it.
  const deleted = new Set(
    (
      await db
        .selectFrom('curation_audit')
        .select('target_id')
        .where('action', '=', 'category.delete')
        .where('target_kind', '=', 'category')
        .execute()
    ).map((row) => row.target_id),
  );
  const categories = seedCategories
    .map((c, i) => makeCategory(c, i))
    .filter((c) => !deleted.has(c.id));
  if (categories.length > 0) {
    await db
      .insertInto('categories')
      .values(categories)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({ label: eb.ref('excluded.label') }))
          .where('categories.label', '<>', (eb) => eb.ref('excluded.label'))
          // Only a label never set (the label migration filled in the name): a curator's stays.
          .whereRef('categories.label', '=', 'categories.category_name'),
      )
      .execute();
  }
  await insertCraftedVideos(
    db,
    seedVideos.map((video) => withCraftFacts(makeVideo(video), video.craft)),
  );
  if (await findUserByEmail(db, DEMO_USER.email)) return;
  try {
    await insertUser(db, {
      email: DEMO_USER.email,
      passwordHash: await passwords.hash(DEMO_USER.password),
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error; // another process seeded it first
  }
}
