import { type Expression, type Kysely, type SqlBool, SqliteAdapter, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
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
  /** The moment the videos' ages are told from. */
  now?: Date | undefined;
}

/** Words shorter than this have no trigram, so no index can find them. */
const TRIGRAM = 3;

/**
 * A text of 1–2-character words only (what the box holds after one or two key presses) is
 * looked for among the newest RECENT_WINDOW videos (of the category, when one is chosen): a
 * bounded scan, as no index holds such short strings. From 3 characters on, the whole catalogue.
 */
export const RECENT_WINDOW = 1000;

/** SQLite: how many of the newest rows a rank scans before it turns to the index. */
const SCAN_WINDOW = 4000;

/**
 * SQLite: a rank whose index hits are at most this many is read through the index (fetch every
 * hit, sort by date). More hits means the words are common: walking the catalogue newest first
 * fills a page within a few thousand rows.
 */
const INDEX_HITS_LIMIT = 2000;

interface SearchWord {
  /** `lower(column) like` pattern: the word with %, _ and \ escaped, between wildcards. */
  pattern: string;
  /** The word's distinct trigrams; none when it is too short to have one. */
  trigrams: string[];
  /** Categories whose name contains the word. */
  categoryIds: string[];
  /**
   * SQLite: LIKE ignores case by itself. PostgreSQL: lower(column) LIKE, the expression its
   * trigram indexes hold.
   */
  likeIgnoresCase: boolean;
}

type Where = Expression<SqlBool>;

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function searchVideos(
  db: Kysely<Database>,
  filter: SearchFilter,
): Promise<{ videos: Video[]; next: SearchCursor | null }> {
  let categoryId: string | undefined;
  if (filter.category) {
    categoryId = await findCategoryId(db, filter.category);
    if (!categoryId) return { videos: [], next: null };
  }
  const words = await parseWords(db, filter.text, categoryId);
  const recentOnly = words.every((w) => w.trigrams.length === 0);
  const bounds: Where[] = [];
  if (categoryId) bounds.push(sql<SqlBool>`videos.category_id = ${categoryId}`);
  if (recentOnly) {
    const edge = await windowEdge(db, bounds, RECENT_WINDOW);
    if (edge) bounds.push(edge);
  }
  const found = recentOnly
    ? await rankedRecent(db, words, bounds, filter)
    : await rankByRank(db, words, bounds, filter);
  const page = found.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    found.length > filter.limit && last
      ? { rank: last.rank, publishedAt: last.row.published_at, id: last.row.id }
      : null;
  const now = filter.now ?? new Date();
  return { videos: page.map(({ row }) => toVideo(row, now)), next };
}

type Found = Array<{ row: VideoColumns; rank: SearchRank }>;

/** Up to limit + 1 matches after the cursor: one query per rank, best rank first. */
async function rankByRank(
  db: Kysely<Database>,
  words: SearchWord[],
  bounds: Where[],
  filter: SearchFilter,
): Promise<Found> {
  const sqlite = isSqlite(db);
  const indexQueries = sqlite ? await rarestTrigrams(db, words) : new Map<SearchWord, IndexQuery>();
  const found: Found = [];
  const firstRank = filter.after?.rank ?? 0;
  for (const rank of RANKS.filter((r) => r >= firstRank)) {
    const need = filter.limit + 1 - found.length;
    if (need <= 0) break;
    const after = filter.after?.rank === rank ? filter.after : undefined;
    const query: TierQuery = {
      rank,
      words,
      bounds: after ? [...bounds, before(after)] : bounds,
      need,
    };
    const rows = sqlite
      ? await sqliteTier(db, query, indexQueries)
      : filter.category
        ? await postgresCategoryTier(db, query)
        : await scanTier(db, query);
    for (const row of rows) found.push({ row, rank });
  }
  return found;
}

/** The row comes after the cursor's position within the cursor's rank. */
function before(after: SearchCursor): Where {
  return sql<SqlBool>`(videos.published_at, videos.id) < (${after.publishedAt}, ${after.id})`;
}

/**
 * Up to limit + 1 matches among the newest videos. Rare text is ranked in one pass over the
 * window (small, so reading it once beats walking it once per rank).
 */
async function rankedRecent(
  db: Kysely<Database>,
  words: SearchWord[],
  bounds: Where[],
  filter: SearchFilter,
): Promise<Found> {
  // Common short text fills the page from its first rank within a few rows: try that first.
  const firstRank = filter.after?.rank ?? 0;
  const need = filter.limit + 1;
  const first = await scanTier(db, {
    rank: firstRank,
    words,
    bounds: filter.after ? [...bounds, before(filter.after)] : bounds,
    need,
  });
  if (first.length === need) return first.map((row) => ({ row, rank: firstRank }));
  const rank = rankOf(words);
  const conditions = [...bounds, matchesAnywhere(words)];
  const { after } = filter;
  if (after) {
    conditions.push(
      sql<SqlBool>`(${rank} > ${after.rank} or (${rank} = ${after.rank} and ${before(after)}))`,
    );
  }
  const { rows } = await sql<VideoColumns & { search_rank: number }>`
    select ${sql.join(videoColumns.map((c) => sql.ref(c)))}, ${rank} as search_rank
    from videos join categories on categories.id = videos.category_id
    where ${allOf(conditions)}
    order by search_rank, videos.published_at desc, videos.id desc
    limit ${filter.limit + 1}`.execute(db);
  return rows.map((row) => ({ row, rank: Number(row.search_rank) as SearchRank }));
}

/**
 * The bound that keeps the newest `size` videos within `bounds`, or undefined when those
 * bounds hold no more than that.
 */
async function windowEdge(
  db: Kysely<Database>,
  bounds: Where[],
  size: number,
): Promise<Where | undefined> {
  const where = bounds.length > 0 ? sql`where ${allOf(bounds)}` : sql``;
  const { rows } = await sql<{ published_at: string; id: string }>`
    select published_at, id from videos ${where}
    order by published_at desc, id desc limit 1 offset ${size - 1}`.execute(db);
  const oldest = rows[0];
  return (
    oldest &&
    sql<SqlBool>`(videos.published_at, videos.id) >= (${oldest.published_at}, ${oldest.id})`
  );
}

function trigramsOf(word: string): string[] {
  const chars = [...word];
  const trigrams = new Set<string>();
  for (let i = 0; i + TRIGRAM <= chars.length; i++) {
    trigrams.add(chars.slice(i, i + TRIGRAM).join(''));
  }
  return [...trigrams];
}

/**
 * Distinct lower-cased words, each with the categories whose name holds it (only the filtered
 * category, when there is one: no other category's videos can be in the answer).
 */
async function parseWords(
  db: Kysely<Database>,
  text: string,
  categoryId: string | undefined,
): Promise<SearchWord[]> {
  const distinct = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
  let categories = await db.selectFrom('categories').select(['id', 'category_name']).execute();
  if (categoryId) categories = categories.filter((c) => c.id === categoryId);
  return distinct.map((word) => ({
    pattern: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    trigrams: trigramsOf(word),
    categoryIds: categories
      .filter((c) => c.category_name.toLowerCase().includes(word))
      .map((c) => c.id),
    likeIgnoresCase: isSqlite(db),
  }));
}

interface TierQuery {
  rank: SearchRank;
  words: SearchWord[];
  /** The category, the keyset position and the recent window, on `videos`. */
  bounds: Where[];
  need: number;
}

function contains(column: 'title' | 'creator' | 'description', word: SearchWord): Where {
  const ref = sql.ref(`videos.${column}`);
  // SQLite's LIKE already ignores (ASCII) case, as its lower() does: skip a copy per row.
  const text = word.likeIgnoresCase ? ref : sql`lower(${ref})`;
  return sql<SqlBool>`${text} like ${word.pattern} escape '\\'`;
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

const allInTitle = (words: SearchWord[]) => allOf(words.map((w) => contains('title', w)));
const allNamed = (words: SearchWord[]) => allOf(words.map(inTitleCategoryOrCreator));
const matchesAnywhere = (words: SearchWord[]) =>
  allOf(words.map((w) => anyOf([inTitleCategoryOrCreator(w), contains('description', w)])));

/** Exactly the videos of one rank (per row: the test every strategy ends with). */
function isOfRank(rank: SearchRank, words: SearchWord[]): Where {
  if (rank === 0) return allInTitle(words);
  if (rank === 1) return sql<SqlBool>`(${allNamed(words)} and not ${allInTitle(words)})`;
  return sql<SqlBool>`(${matchesAnywhere(words)} and not ${allNamed(words)})`;
}

/** The rank of a matching row, as an SQL expression. */
function rankOf(words: SearchWord[]) {
  return sql<number>`(case when ${allInTitle(words)} then 0 when ${allNamed(words)} then 1 else 2 end)`;
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
    .where(allOf([...query.bounds, isOfRank(query.rank, query.words)]))
    .orderBy('videos.published_at', 'desc')
    .orderBy('videos.id', 'desc')
    .limit(query.need)
    .execute();
}

/**
 * PostgreSQL within a category: its planner assumes a word is spread evenly over categories,
 * so for "paper" among Paintings it walks the whole category by date. Here, as on SQLite: the
 * newest SCAN_WINDOW rows first; if they do not fill the page, every match found through the
 * trigram indexes (a materialized CTE, so the planner cannot turn it back into a walk), sorted.
 */
async function postgresCategoryTier(
  db: Kysely<Database>,
  query: TierQuery,
): Promise<VideoColumns[]> {
  const edge = await windowEdge(db, query.bounds, SCAN_WINDOW);
  const recent = await scanTier(db, edge ? { ...query, bounds: [...query.bounds, edge] } : query);
  if (recent.length === query.need || !edge) return recent;
  const { rows } = await sql<VideoColumns>`
    with hits as materialized (
      select videos.id from videos
      where ${allOf([...query.bounds, isOfRank(query.rank, query.words)])}
    )
    select ${sql.join(videoColumns.map((c) => sql.ref(c)))}
    from hits join videos on videos.id = hits.id
    join categories on categories.id = videos.category_id
    order by videos.published_at desc, videos.id desc
    limit ${query.need}`.execute(db);
  return rows;
}

/**
 * SQLite's planner cannot weigh the FTS5 index against the date order, so the choice is made
 * here. First the newest SCAN_WINDOW rows: common words fill the page there. Otherwise the index
 * hits within the page's bounds: when few, fetch and sort them; when many (words common in the
 * catalogue though not among its newest), walk the catalogue newest first.
 */
async function sqliteTier(
  db: Kysely<Database>,
  query: TierQuery,
  indexQueries: Map<SearchWord, IndexQuery>,
): Promise<VideoColumns[]> {
  const index = ftsMatch(query.rank, query.words, indexQueries);
  if (!index) return scanTier(db, query);
  const { match } = index;
  if (index.maxHits > INDEX_HITS_LIMIT) {
    // Maybe common: the newest rows may fill the page.
    const edge = await windowEdge(db, query.bounds, SCAN_WINDOW);
    const recent = await scanTier(db, edge ? { ...query, bounds: [...query.bounds, edge] } : query);
    if (recent.length === query.need || !edge) return recent;
  }
  const bounded = query.bounds.length > 0 ? sql`where ${allOf(query.bounds)}` : sql``;
  const { rows: hits } = await sql<{ rid: number }>`
    select videos.rowid as rid
    from (select rowid as rid from video_search where video_search match ${match}) as hits
    cross join videos on videos.rowid = hits.rid
    ${bounded}
    limit ${INDEX_HITS_LIMIT + 1}`.execute(db);
  if (hits.length > INDEX_HITS_LIMIT) return scanTier(db, query);
  if (hits.length === 0) return [];
  // Sorted by date as narrow rows first; only the page's rows are read whole.
  const { rows: found } = await sql<VideoColumns>`
    select ${sql.join(videoColumns.map((c) => sql.ref(c)))}
    from videos join categories on categories.id = videos.category_id
    where videos.rowid in (
      select videos.rowid from videos
      where videos.rowid in (select value from json_each(${JSON.stringify(hits.map((h) => h.rid))}))
        and ${isOfRank(query.rank, query.words)}
      order by videos.published_at desc, videos.id desc
      limit ${query.need})
    order by videos.published_at desc, videos.id desc`.execute(db);
  return found;
}

/** Trigrams asked of the index per word: its rarest ones narrow as well as all, at less cost. */
const TRIGRAMS_ASKED = 2;

/** The columns the index holds, as fts5vocab names them. */
type IndexedColumn = 'title' | 'creator' | 'description';
type ColumnCounts = Record<IndexedColumn, number>;

/**
 * How many videos hold each trigram in each column, as the index said when last asked. Only a
 * guide to which trigrams to ask for and whether a word is rare: a stale or another database's
 * count costs speed, never correctness (every hit is checked against its row). Counting a
 * common trigram reads its whole list, so counts are kept for a while rather than read per search.
 */
const trigramCounts = new LRUCache<string, ColumnCounts>({ max: 50_000, ttl: 10 * 60_000 });

/** The columns each rank's index query looks in. */
const RANK_COLUMNS: Record<SearchRank, IndexedColumn[]> = {
  0: ['title'],
  1: ['title', 'creator'],
  2: ['title', 'creator', 'description'],
};

interface IndexQuery {
  /** Per rank: the FTS5 query of the word's rarest trigrams in its columns, `("ngf" AND "gfi")`. */
  terms: Record<SearchRank, string>;
  /** Per rank: at most this many videos hold the word in its columns. */
  maxHits: Record<SearchRank, number>;
}

async function countsOf(db: Kysely<Database>, trigram: string): Promise<ColumnCounts> {
  const cached = trigramCounts.get(trigram);
  if (cached) return cached;
  const { rows } = await sql<{ col: IndexedColumn; doc: number }>`
    select col, doc from video_search_terms where term = ${trigram}`.execute(db);
  const counts: ColumnCounts = { title: 0, creator: 0, description: 0 };
  for (const row of rows) counts[row.col] = Number(row.doc);
  trigramCounts.set(trigram, counts);
  return counts;
}

/**
 * Each long word as FTS5 queries of its rarest trigrams (per rank, as rarity differs by column).
 * Every video holding the word holds them; common trigrams ("ing") have long lists that made a
 * whole-word phrase query slow.
 */
async function rarestTrigrams(
  db: Kysely<Database>,
  words: SearchWord[],
): Promise<Map<SearchWord, IndexQuery>> {
  const counts = new Map<string, ColumnCounts>();
  for (const trigram of new Set(words.flatMap((w) => w.trigrams))) {
    counts.set(trigram, await countsOf(db, trigram));
  }
  const quoted = (trigram: string) => `"${trigram.replaceAll('"', '""')}"`;
  const queries = new Map<SearchWord, IndexQuery>();
  for (const word of words) {
    if (word.trigrams.length === 0) continue;
    const query: IndexQuery = { terms: { 0: '', 1: '', 2: '' }, maxHits: { 0: 0, 1: 0, 2: 0 } };
    for (const rank of RANKS) {
      const inColumns = (trigram: string) => {
        const c = counts.get(trigram);
        return RANK_COLUMNS[rank].reduce((sum, column) => sum + (c?.[column] ?? 0), 0);
      };
      const rarest = [...word.trigrams]
        .sort((a, b) => inColumns(a) - inColumns(b))
        .slice(0, TRIGRAMS_ASKED);
      query.terms[rank] = `(${rarest.map(quoted).join(' AND ')})`;
      query.maxHits[rank] = Math.min(...rarest.map(inColumns));
    }
    queries.set(word, query);
  }
  return queries;
}

/**
 * The FTS5 query that holds every video of a rank, or null when no word can narrow it (all too
 * short, or each also naming a category, which the index does not hold). Rank 0 needs every
 * word in the title; rank 1 in the title or creator (or a category); rank 2 anywhere.
 */
function ftsMatch(
  rank: SearchRank,
  words: SearchWord[],
  indexQueries: Map<SearchWord, IndexQuery>,
): { match: string; maxHits: number } | null {
  const columns = rank === 0 ? '{title} : ' : rank === 1 ? '{title creator} : ' : '';
  const narrowing = words.flatMap((w) => {
    const query = indexQueries.get(w);
    return query && (rank === 0 || w.categoryIds.length === 0) ? [query] : [];
  });
  if (narrowing.length === 0) return null;
  return {
    match: narrowing.map((q) => `${columns}${q.terms[rank]}`).join(' AND '),
    maxHits: Math.min(...narrowing.map((q) => q.maxHits[rank])),
  };
}
