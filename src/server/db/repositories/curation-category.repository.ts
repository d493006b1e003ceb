import { type Kysely, sql } from 'kysely';
import type { Category } from '#shared/schemas/category.schema.ts';
import { makeCategory } from '../factories.ts';
import { newId } from '../ids.ts';
import type { Database } from '../schema.ts';
import { findCategory, listCategories } from './category.repository.ts';
import { type Actor, changedFields, recordAudit } from './curation-audit.repository.ts';

/** A category's fields as the audit records them, in the API's own names. */
function factsOf(category: Category): Record<string, unknown> {
  return {
    categoryName: category.categoryName,
    label: category.label,
    description: category.description,
  };
}

/** Another category of this name, in any case (names find categories in any case). */
async function nameTaken(db: Kysely<Database>, name: string, except?: string): Promise<boolean> {
  let query = db
    .selectFrom('categories')
    .select('id')
    .where(sql`lower(category_name)`, '=', name.toLowerCase());
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export type AddCategoryOutcome =
  | { outcome: 'added'; category: Category }
  | { outcome: 'name-taken' };

/** Adds a category at the end of the order, and records it, in one transaction. */
export async function addCategory(
  db: Kysely<Database>,
  actor: Actor,
  input: { name: string; label?: string | undefined; description?: string | undefined },
): Promise<AddCategoryOutcome> {
  return db.transaction().execute(async (trx) => {
    if (await nameTaken(trx, input.name)) return { outcome: 'name-taken' } as const;
    const last = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    const position = last?.position === null || last === undefined ? 0 : Number(last.position) + 1;
    const row = makeCategory(
      {
        id: newId(),
        name: input.name,
        label: input.label ?? input.name,
        description: input.description ?? '',
      },
      position,
    );
    await trx.insertInto('categories').values(row).execute();
    const category: Category = {
      _id: row.id,
      categoryName: row.category_name,
      label: row.label,
      description: row.description,
    };
    await recordAudit(trx, actor, [
      {
        action: 'category.add',
        targetKind: 'category',
        targetId: row.id,
        before: null,
        after: factsOf(category),
      },
    ]);
    return { outcome: 'added', category } as const;
  });
}

export type EditCategoryOutcome =
  | { outcome: 'edited' | 'unchanged'; category: Category }
  | { outcome: 'not-found' }
  | { outcome: 'name-taken' };

/** Renames a category, or changes its filter label or description, and records it. */
export async function editCategory(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  change: {
    name?: string | undefined;
    label?: string | undefined;
    description?: string | undefined;
  },
): Promise<EditCategoryOutcome> {
  return db.transaction().execute(async (trx) => {
    const was = await findCategory(trx, id);
    if (!was) return { outcome: 'not-found' } as const;
    if (change.name !== undefined && (await nameTaken(trx, change.name, id))) {
      return { outcome: 'name-taken' } as const;
    }
    const next: Category = {
      ...was,
      categoryName: change.name ?? was.categoryName,
      label: change.label ?? was.label,
      description: change.description ?? was.description,
    };
    const changed = changedFields(factsOf(was), factsOf(next));
    if (!changed) return { outcome: 'unchanged', category: was } as const;
    await trx
      .updateTable('categories')
      .set({
        category_name: next.categoryName,
        label: next.label,
        description: next.description,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, [
      { action: 'category.edit', targetKind: 'category', targetId: id, ...changed },
    ]);
    return { outcome: 'edited', category: next } as const;
  });
}

export type DeleteCategoryOutcome =
  | { outcome: 'deleted' }
  | { outcome: 'not-found' }
  | { outcome: 'not-empty'; videos: number };

/**
 * Deletes an empty category, and records it. One that still holds videos, retired ones too
 * (they still belong to it, and may be restored), is refused with their count.
 */
export async function deleteCategory(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
): Promise<DeleteCategoryOutcome> {
  return db.transaction().execute(async (trx) => {
    const was = await findCategory(trx, id);
    if (!was) return { outcome: 'not-found' } as const;
    const count = await trx
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    const videos = Number(count.n);
    if (videos > 0) return { outcome: 'not-empty', videos } as const;
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    await recordAudit(trx, actor, [
      {
        action: 'category.delete',
        targetKind: 'category',
        targetId: id,
        before: factsOf(was),
        after: null,
      },
    ]);
    return { outcome: 'deleted' } as const;
  });
}

export type ReorderOutcome =
  | { outcome: 'reordered' | 'unchanged'; categories: Category[] }
  | { outcome: 'mismatch' };

/**
 * Puts the categories in the given order (every category's id, once each), and records it.
 * A list that is not exactly today's categories (one added or deleted meanwhile) is refused.
 */
export async function reorderCategories(
  db: Kysely<Database>,
  actor: Actor,
  ids: readonly string[],
): Promise<ReorderOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await listCategories(trx);
    const was = current.map((c) => c._id);
    const same = new Set(ids);
    if (same.size !== ids.length || ids.length !== was.length || !was.every((id) => same.has(id))) {
      return { outcome: 'mismatch' } as const;
    }
    if (was.every((id, index) => ids[index] === id)) {
      return { outcome: 'unchanged', categories: current } as const;
    }
    for (const [position, id] of ids.entries()) {
      await trx.updateTable('categories').set({ position }).where('id', '=', id).execute();
    }
    await recordAudit(trx, actor, [
      {
        action: 'category.reorder',
        targetKind: 'category',
        targetId: 'order',
        before: { order: was },
        after: { order: [...ids] },
      },
    ]);
    return { outcome: 'reordered', categories: await listCategories(trx) } as const;
  });
}
