import {
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  SqliteAdapter,
  sql,
} from 'kysely';
import type { Video } from '#shared/schemas/video.schema.ts';
import type { Database } from '../schema.ts';
import { findCategoryId, toVideo, type VideoColumns, videoColumns } from './video.repository.ts';

/**
 * Catalogue search (docs/product.md, "Filters"). The text is split into words; a video matches
 * when every word occurs, ignoring case, somewhere in its title, category name, creator or
 * description. Matches come in three ranks, newest first within each:
 *   0  every word occurs in the title;
 *   1  every word occurs in the title, the category name or the creator;
 *   2  the rest (some word occurs only in the description).
 * Pages are keyset pages over (rank, published_at desc, id desc).
 */
export type SearchRank = 0 | 1 | 2;
const RANKS: SearchRank[] = [0, 1, 2];

/** Position in a search's order: its rank, then newest published first, then id. */
export interface SearchCursor {
  rank: SearchRank;
  publishedAt: string;
  id: string;
}

export interface SearchFilter {
  text: string;
  category?: string | undefined;
  limit: number;
  after?: SearchCursor | undefined;
}

/** Words shorter than this have no trigram: they are matched by scanning, newest first. */
const TRIGRAM = 3;

/**
 * SQLite: how many of the newest candidate rows a page first scans before it asks the full-text
 * index instead. A word on more than ~1 in 40 videos fills a page within the window (no index
 * needed); a rarer one has few enough index hits to fetch them all and sort.
 */
const SCAN_WINDOW = 2000;

interface SearchWord {
  /** `lower(column) like` pattern: the word with %, _ and \ escaped, between wildcards. */
  pattern: string;
  /** The word as an FTS5 string (a phrase), or null when too short for a trigram. */
  ftsPhrase: string | null;
  /** Categories whose name contains the word. */
  categoryIds: string[];
}

type Where = Expression<SqlBool>;

export async function searchVideos(
  db: Kysely<Database>,
  filter: SearchFilter,
): Promise<{ videos: Video[]; next: SearchCursor | null }> {
  const words = await parseWords(db, filter.text);
  let categoryId: string | undefined;
  if (filter.category) {
    categoryId = await findCategoryId(db, filter.category);
    if (!categoryId) return { videos: [], next: null };
  }
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const found: Array<{ row: VideoColumns; rank: SearchRank }> = [];
  const firstRank = filter.after?.rank ?? 0;
  for (const rank of RANKS.filter((r) => r >= firstRank)) {
    const need = filter.limit + 1 - found.length;
    if (need <= 0) break;
    const query: TierQuery = {
      rank,
      words,
      categoryId,
      after: filter.after?.rank === rank ? filter.after : undefined,
      need,
    };
    const rows = sqlite ? await sqliteTier(db, query) : await scanTier(db, query);
    for (const row of rows) found.push({ row, rank });
  }
  const page = found.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    found.length > filter.limit && last
      ? { rank: last.rank, publishedAt: last.row.published_at, id: last.row.id }
      : null;
  const now = new Date();
  return { videos: page.map(({ row }) => toVideo(row, now)), next };
}

/** Distinct lower-cased words, each with the categories whose name holds it. */
async function parseWords(db: Kysely<Database>, text: string): Promise<SearchWord[]> {
  const distinct = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
  const categories = await db.selectFrom('categories').select(['id', 'category_name']).execute();
  return distinct.map((word) => ({
    pattern: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    ftsPhrase: [...word].length >= TRIGRAM ? `"${word.replaceAll('"', '""')}"` : null,
    categoryIds: categories
      .filter((c) => c.category_name.toLowerCase().includes(word))
      .map((c) => c.id),
  }));
}

interface TierQuery {
  rank: SearchRank;
  words: SearchWord[];
  categoryId: string | undefined;
  after: SearchCursor | undefined;
  need: number;
}

function contains(column: 'title' | 'creator' | 'description', word: SearchWord): Where {
  return sql<SqlBool>`lower(${sql.ref(`videos.${column}`)}) like ${word.pattern} escape '\\'`;
}

function anyOf(conditions: Where[]): Where {
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

function allOf(conditions: Where[]): Where {
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The word is in the title, the category name or the creator. */
function inTitleCategoryOrCreator(word: SearchWord): Where {
  const conditions = [contains('title', word), contains('creator', word)];
  if (word.categoryIds.length > 0) {
    conditions.push(sql<SqlBool>`videos.category_id in (${sql.join(word.categoryIds)})`);
  }
  return anyOf(conditions);
}

/** Exactly the videos of one rank (per row: the test every strategy ends with). */
function isOfRank(rank: SearchRank, words: SearchWord[]): Where {
  const allInTitle = allOf(words.map((w) => contains('title', w)));
  const allNamed = allOf(words.map(inTitleCategoryOrCreator));
  if (rank === 0) return allInTitle;
  if (rank === 1) return sql<SqlBool>`(${allNamed} and not ${allInTitle})`;
  const allAnywhere = allOf(
    words.map((w) => anyOf([inTitleCategoryOrCreator(w), contains('description', w)])),
  );
  return sql<SqlBool>`(${allAnywhere} and not ${allNamed})`;
}

/** The category filter and the keyset position, on `videos`. */
function pageBounds(query: TierQuery): Where[] {
  const bounds: Where[] = [];
  if (query.categoryId) bounds.push(sql<SqlBool>`videos.category_id = ${query.categoryId}`);
  if (query.after) {
    const { publishedAt, id } = query.after;
    bounds.push(sql<SqlBool>`(videos.published_at, videos.id) < (${publishedAt}, ${id})`);
  }
  return bounds;
}

/**
 * One rank's rows, newest first. PostgreSQL's planner picks between the trigram indexes
 * (rare words) and walking the (published_at, id) index (common ones) from its statistics.
 */
async function scanTier(db: Kysely<Database>, query: TierQuery): Promise<VideoColumns[]> {
  return db
    .selectFrom('videos')
    .innerJoin('categories', 'categories.id', 'videos.category_id')
    .select(videoColumns)
    .where(allOf([...pageBounds(query), isOfRank(query.rank, query.words)]))
    .orderBy('videos.published_at', 'desc')
    .orderBy('videos.id', 'desc')
    .limit(query.need)
    .execute();
}

/**
 * SQLite's planner cannot weigh the FTS5 index against the date order, so the choice is made
 * here: scan the newest SCAN_WINDOW candidates; if that fills the page the words are common and
 * we are done. Otherwise the words are rare: fetch every index hit and sort those.
 */
async function sqliteTier(db: Kysely<Database>, query: TierQuery): Promise<VideoColumns[]> {
  const match = ftsMatch(query.rank, query.words);
  if (!match) return scanTier(db, query);
  const bounds = pageBounds(query);
  const where = bounds.length > 0 ? sql`where ${allOf(bounds)}` : sql``;
  const window = sql`select rowid as rid from videos ${where}
    order by published_at desc, id desc limit ${SCAN_WINDOW}`;
  const fromWindow = await rowsOf(db, window, query);
  if (fromWindow.length === query.need) return fromWindow;
  const hits = sql`select rowid as rid from video_search where video_search match ${match}`;
  return rowsOf(db, hits, query, bounds);
}

/** The rank's rows among the `rid`s a subquery yields, driven by that subquery (cross join). */
async function rowsOf(
  db: Kysely<Database>,
  candidates: RawBuilder<unknown>,
  query: TierQuery,
  bounds: Where[] = [],
): Promise<VideoColumns[]> {
  const { rows } = await sql<VideoColumns>`
    select ${sql.join(videoColumns.map((c) => sql.ref(c)))}
    from (${candidates}) as candidates
    cross join videos on videos.rowid = candidates.rid
    join categories on categories.id = videos.category_id
    where ${allOf([...bounds, isOfRank(query.rank, query.words)])}
    order by videos.published_at desc, videos.id desc
    limit ${query.need}`.execute(db);
  return rows;
}

/**
 * The FTS5 query that holds every video of a rank, or null when no word can narrow it (all too
 * short, or each also naming a category, which the index does not hold). Rank 0 needs every
 * word in the title; rank 1 in the title or creator (or a category); rank 2 anywhere.
 */
function ftsMatch(rank: SearchRank, words: SearchWord[]): string | null {
  const columns = rank === 0 ? '{title} : ' : rank === 1 ? '{title creator} : ' : '';
  const narrowing = words.filter(
    (w) => w.ftsPhrase !== null && (rank === 0 || w.categoryIds.length === 0),
  );
  if (narrowing.length === 0) return null;
  return narrowing.map((w) => `${columns}${w.ftsPhrase}`).join(' AND ');
}
