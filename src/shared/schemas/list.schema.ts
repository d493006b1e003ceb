import * as z from 'zod/mini';
import { pageFields } from './page.schema.ts';
import { undoField } from './undo.schema.ts';
import { VideoSchema } from './video.schema.ts';

/** The three per-user video lists; each answers under its own key, newest first. */
export const LIST_NAMES = ['likes', 'watchlater', 'history'] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** The answer of every call on one list: its videos under the list's own name. */
type ListResponseSchema<L extends ListName> = z.ZodMiniObject<
  Record<L, z.ZodMiniArray<typeof VideoSchema>>
>;

function listResponseSchema<L extends ListName>(list: L): ListResponseSchema<L> {
  // A computed key widens to string; the shape holds exactly the one key `list`.
  const shape = { [list]: z.array(VideoSchema) } as Record<L, z.ZodMiniArray<typeof VideoSchema>>;
  return z.object(shape);
}

export const LikesResponseSchema = listResponseSchema('likes');
export const WatchLaterResponseSchema = listResponseSchema('watchlater');
export const HistoryResponseSchema = listResponseSchema('history');

/** Each list's answer schema by list name: the server's routes and the client's fetchers share it. */
export const ListResponseSchemas: { [L in ListName]: ListResponseSchema<L> } = {
  likes: LikesResponseSchema,
  watchlater: WatchLaterResponseSchema,
  history: HistoryResponseSchema,
};

/**
 * The same answers with what paging adds beside the list: `nextCursor` and `total`, present on
 * a paged answer and on a whole-list answer cut at LIST_CAP (docs/product.md, "API").
 */
type ListPageSchema<L extends ListName> = z.ZodMiniObject<
  Record<L, z.ZodMiniArray<typeof VideoSchema>> & typeof pageFields
>;

function listPageSchema<L extends ListName>(list: L): ListPageSchema<L> {
  return z.extend(ListResponseSchemas[list], pageFields) as ListPageSchema<L>;
}

export const ListPageSchemas: { [L in ListName]: ListPageSchema<L> } = {
  likes: listPageSchema('likes'),
  watchlater: listPageSchema('watchlater'),
  history: listPageSchema('history'),
};

/** A removal's answer: the list without the video, and the token that undoes it (undo.schema.ts). */
type ListRemovalSchema<L extends ListName> = z.ZodMiniObject<
  Record<L, z.ZodMiniArray<typeof VideoSchema>> & typeof pageFields & typeof undoField
>;

function listRemovalSchema<L extends ListName>(list: L): ListRemovalSchema<L> {
  return z.extend(ListPageSchemas[list], undoField) as ListRemovalSchema<L>;
}

export const ListRemovalSchemas: { [L in ListName]: ListRemovalSchema<L> } = {
  likes: listRemovalSchema('likes'),
  watchlater: listRemovalSchema('watchlater'),
  history: listRemovalSchema('history'),
};

/**
 * History's answer, as the other lists' with one more field beside it when asked for
 * (`include=watchedAt`): `watchedAt`, when each listed video was last watched (video id → ISO
 * 8601 time). Without it the answer is `{ history: [video…] }` as the spec has it.
 */
export const HistoryPageSchema = z.extend(ListPageSchemas.history, {
  watchedAt: z.optional(z.record(z.string(), z.string())),
});
