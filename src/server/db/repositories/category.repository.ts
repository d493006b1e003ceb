import type { Kysely } from 'kysely';
import type { Category } from '#shared/schemas/category.schema.ts';
import type { Database } from '../schema.ts';

const columns = ['id', 'category_name', 'label', 'description'] as const;

interface CategoryColumns {
  id: string;
  category_name: string;
  label: string;
  description: string;
}

function toCategory(row: CategoryColumns): Category {
  return {
    _id: row.id,
    categoryName: row.category_name,
    label: row.label,
    description: row.description,
  };
}

export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(columns)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toCategory);
}

export async function findCategory(
  db: Kysely<Database>,
  id: string,
): Promise<Category | undefined> {
  const row = await db
    .selectFrom('categories')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCategory(row);
}
