import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { categoryNotEmptyMessage, ServerMessage } from '#shared/messages.ts';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
} from '#shared/schemas/category.schema.ts';
import {
  AddCategoryBodySchema,
  CategoryOrderBodySchema,
  EditCategoryBodySchema,
} from '#shared/schemas/curation-request.schema.ts';
import { isUniqueViolation, isWriteConflict } from '../db/errors.ts';
import { listCategories } from '../db/repositories/category.repository.ts';
import {
  addCategory,
  deleteCategory,
  editCategory,
  reorderCategories,
} from '../db/repositories/curation-category.repository.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi-responses.ts';
import { idParams } from '../http/params.ts';
import { createRouter } from '../http/router.ts';

const security = [{ token: [] }];
const tags = ['curation'];

const add = createRoute({
  method: 'post',
  path: '/categories',
  tags,
  security,
  summary: 'Add a category, at the end of the order (curators only)',
  description:
    '`label` is the short name the home page’s filter shows (the name when not given). A name ' +
    'another category has, in any case, is 409. Recorded in the audit.',
  request: { body: jsonBody(AddCategoryBodySchema) },
  responses: {
    201: jsonResponse(CategoryResponseSchema, 'The category'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const edit = createRoute({
  method: 'patch',
  path: '/categories/{categoryId}',
  tags,
  security,
  summary: 'Rename a category, or change its filter label or description (curators only)',
  request: { params: idParams('categoryId'), body: jsonBody(EditCategoryBodySchema) },
  responses: {
    200: jsonResponse(CategoryResponseSchema, 'The category, changed'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/categories/{categoryId}',
  tags,
  security,
  summary: 'Delete an empty category (curators only)',
  description:
    'A category that still holds videos (retired ones count: they may be restored) is 409, ' +
    'with their count in the message and as `videos`. Recorded in the audit.',
  request: { params: idParams('categoryId') },
  responses: {
    200: jsonResponse(CategoriesResponseSchema, 'The categories left, in order'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const reorder = createRoute({
  method: 'put',
  path: '/categories/order',
  tags,
  security,
  summary: 'Put the categories in a new order (curators only)',
  description:
    '`categoryIds` names every category once, in the order GET /categories is to answer them. ' +
    'A list that is not exactly today’s categories is 409 (one was added or deleted meanwhile). ' +
    'Recorded in the audit.',
  request: { body: jsonBody(CategoryOrderBodySchema) },
  responses: {
    200: jsonResponse(CategoriesResponseSchema, 'The categories, in their new order'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const notFound = () => new ApiError(404, ServerMessage.categoryNotFound);
const nameTaken = () => new ApiError(409, ServerMessage.categoryNameTaken);

export function curationCategoryRoutes({ db }: { db: Kysely<Database> }) {
  return createRouter()
    .openapi(add, async (c) => {
      let added: Awaited<ReturnType<typeof addCategory>>;
      try {
        added = await addCategory(db, c.var.user, c.req.valid('json'));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      if (added.outcome === 'name-taken') throw nameTaken();
      return c.json({ category: added.category }, 201);
    })
    .openapi(edit, async (c) => {
      const { categoryId } = c.req.valid('param');
      let edited: Awaited<ReturnType<typeof editCategory>>;
      try {
        edited = await editCategory(db, c.var.user, categoryId, c.req.valid('json'));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      if (edited.outcome === 'not-found') throw notFound();
      if (edited.outcome === 'name-taken') throw nameTaken();
      return c.json({ category: edited.category }, 200);
    })
    .openapi(remove, async (c) => {
      const { categoryId } = c.req.valid('param');
      let deleted: Awaited<ReturnType<typeof deleteCategory>>;
      try {
        deleted = await deleteCategory(db, c.var.user, categoryId);
      } catch (error) {
        // A video added to it meanwhile: its foreign key stops the delete.
        if (isWriteConflict(error)) throw new ApiError(409, ServerMessage.curationConflict);
        throw error;
      }
      if (deleted.outcome === 'not-found') throw notFound();
      if (deleted.outcome === 'not-empty') {
        throw new ApiError(409, categoryNotEmptyMessage(deleted.videos), {
          videos: deleted.videos,
        });
      }
      return c.json({ categories: await listCategories(db) }, 200);
    })
    .openapi(reorder, async (c) => {
      const outcome = await reorderCategories(db, c.var.user, c.req.valid('json').categoryIds);
      if (outcome.outcome === 'mismatch') {
        throw new ApiError(409, ServerMessage.categoryOrderMismatch);
      }
      return c.json({ categories: outcome.categories }, 200);
    });
}
