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
import {
  type CraftFilter,
  craftConditions,
  IN_CATALOGUE,
  materialCheckFor,
  toVideos,
  type VideoColumns,
  videoColumns,
} from './video.repository.ts';
import {
  categoryTerm,
  columnFilter,
  countTrigrams,
  type IndexedColumn,
  type TrigramCounts,
  type WordTerms,
  wordTerms,
} from './video-search-index.ts';

/**
 * Catalogue search (docs/product.md, "Filters"). The text is split into words; a video matches
 * when every word occurs, ignoring case, somewhere in its title, category name, creator or
 * description. Matches come in three ranks, newest first within each:
 *   0  every word occurs in the title;
 *   1  every word occurs in the title, the category name or the creator;
 *   2  the rest (some word occurs only in the description).
 * Pages are keyset pages over (rank, published_at desc, id desc). How each rank's rows are
 * found, and why, is in docs/performance.md ("Search, second pass").
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
  /** Craft facts every match must have: bounds of every query, as the category is. */
  craft?: CraftFilter | undefined;
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

/**
 * How many of the newest rows (within the page's bounds) a rank reads before it asks the index,
 * when the index cannot tell that its words are rare: common words fill a page there. SQLite
 * probes only words its index counts call common, so a wider probe fills more pages at once;
 * PostgreSQL probes every word, and a rare word pays for the whole window.
 */
export const PROBE_WINDOW = { sqlite: 1000, postgres: 500 };

/**
 * After a probe that found some matches but not a page: walk on, newest first, when at the
 * probe's rate the page fills within this many more rows; otherwise the words are rare there,
 * and the index is asked.
 */
const WALK_ON_ROWS = 4000;

/**
 * SQLite: a rank whose index hits are at most this many is read through the index (every hit,
 * sorted by date). More means the words are common: walking newest first fills a page sooner.
 */
export const INDEX_HITS_LIMIT = 2000;

interface SearchWord {
  /** `like` pattern: the word with %, _ and \ escaped, between wildcards. */
  pattern: string;
  /** The word's distinct trigrams; none when it is too short to have one. */
  trigrams: string[];
  /** Categories whose name contains the word. */
  categoryIds: string[];
}

type Where = Expression<SqlBool>;

/** One search: the database, its dialect, and what every query of it shares. */
interface Search {
  db: Kysely<Database>;
  sqlite: boolean;
  words: SearchWord[];
  categoryId: string | undefined;
  /** The category, the craft facts and, for short text, the recent window. */
  bounds: Where[];
  limit: number;
  after: SearchCursor | undefined;
}

export async function searchVideos(
  db: Kysely<Database>,
  filter: SearchFilter,
): Promise<{ videos: Video[]; next: SearchCursor | null }> {
  const categories = await categoriesFor(db, filter.category);
  let categoryId: string | undefined;
  if (filter.category) {
    categoryId = categories.find((c) => c.chosen)?.id;
    if (!categoryId) return { videos: [], next: null };
  }
  const search: Search = {
    db,
    sqlite: db.getExecutor().adapter instanceof SqliteAdapter,
    words: parseWords(
      filter.text,
      categories.filter((c) => !categoryId || c.id === categoryId),
    ),
    categoryId,
    bounds: [
      IN_CATALOGUE,
      ...(categoryId ? [sql<SqlBool>`videos.category_id = ${categoryId}`] : []),
      ...craftConditions(filter.craft ?? {}, await materialCheckFor(db, filter.craft?.material)),
    ],
    limit: filter.limit,
    after: filter.after,
  };
  const recentOnly = search.words.every((w) => w.trigrams.length === 0);
  const found = recentOnly ? await rankedRecent(search) : await rankByRank(search);
  const page = found.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    found.length > filter.limit && last
      ? { rank: last.rank, publishedAt: last.row.published_at, id: last.row.id }
      : null;
  const names = new Map(categories.map((c) => [c.id, c.category_name]));
  const rows = page.map(({ row: { category_id, ...row } }) => ({
    ...row,
    category_name: names.get(category_id) ?? '',
  }));
  return { videos: await toVideos(db, rows, filter.now ?? new Date()), next };
}

/**
 * Every category (a handful), each marked when it is the one `idOrName` names, by id or by name
 * in any case (as findCategoryId, in the same query).
 */
async function categoriesFor(db: Kysely<Database>, idOrName: string | undefined) {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'category_name'])
    .select((eb) => {
      const chosen: Expression<SqlBool> =
        idOrName === undefined
          ? sql<SqlBool>`0 = 1`
          : eb.or([
              eb('id', '=', idOrName),
              eb(eb.fn('lower', ['category_name']), '=', idOrName.toLowerCase()),
            ]);
      return sql<SqlBool>`${chosen}`.as('chosen');
    })
    .execute();
  // SQLite answers 1 or 0, PostgreSQL true or false.
  return rows.map((row) => ({ ...row, chosen: Boolean(Number(row.chosen)) }));
}

/**
 * A video's columns but its category's name, which comes from the categories the search read
 * first (a handful): no query joins `categories`.
 */
type Row = Omit<VideoColumns, 'category_name'> & { category_id: string };

const columns = () =>
  sql.join([
    ...videoColumns.filter((c) => c !== 'categories.category_name').map((c) => sql.ref(c)),
    sql.ref('videos.category_id'),
  ]);

type Found = Array<{ row: Row; rank: SearchRank }>;

const ofRank = (rows: Row[], rank: SearchRank): Found => rows.map((row) => ({ row, rank }));

/** One rank's part of a page. */
interface Tier {
  rank: SearchRank;
  /** The search's bounds and, in the cursor's rank, the cursor. */
  bounds: Where[];
  need: number;
}

/**
 * Up to limit + 1 matches after the cursor, best rank first. How a rank's rows are found:
 * SQLite reads a rank whose index hits are few (its own counts say so) straight through the
 * index. Otherwise the newest rows are probed: a rank whose matches fill the page there is done;
 * one dense enough there walks on; a rare one is read through the index (on PostgreSQL together
 * with the later ranks the probe found nothing of). Neither planner can make this choice well
 * (see sqliteRank and postgresRanks).
 */
async function rankByRank(search: Search): Promise<Found> {
  const counts = search.sqlite
    ? await countTrigrams(
        search.db,
        search.words.flatMap((w) => w.trigrams),
      )
    : undefined;
  const { after } = search;
  const found: Found = [];
  let probe: Probe | undefined;
  let rank: SearchRank | undefined = after?.rank ?? 0;
  while (rank !== undefined) {
    const need = search.limit + 1 - found.length;
    if (need <= 0) break;
    const tier: Tier = {
      rank,
      bounds: after?.rank === rank ? [...search.bounds, before(after)] : search.bounds,
      need,
    };
    let through: SearchRank = rank;
    if (counts) {
      found.push(...ofRank(await sqliteRank(search, tier, counts), rank));
    } else {
      if (!probe?.ranks.includes(rank)) probe = await probeRanks(search, tier);
      const ranks = await postgresRanks(search, tier, probe);
      found.push(...ranks.found);
      through = ranks.through;
    }
    rank = RANKS.find((r) => r > through);
  }
  return found;
}

/**
 * Whether a rank with `found` matches among the `window` newest rows fills a page, or should
 * walk on to fill it: at that rate within WALK_ON_ROWS more rows.
 */
function walksOn(found: number, need: number, window: number): boolean {
  return found >= need || (found > 0 && (need - found) * window <= WALK_ON_ROWS * found);
}

/**
 * SQLite: its planner cannot weigh the FTS5 index against the date order, so the choice is
 * made here, from the index's own counts (video-search-index.ts). Few hits: read them all.
 * Maybe many: probe the newest rows (its queries cost no round trip, so each rank probes for
 * itself and stops at a full page), walk on if dense there, else read the hits within the
 * bounds (the category's key among the terms, so the index leaves other categories out) when
 * at most INDEX_HITS_LIMIT, else walk.
 */
async function sqliteRank(search: Search, tier: Tier, counts: TrigramCounts): Promise<Row[]> {
  const { need } = tier;
  const ofRank = isOfRank(search, tier.rank);
  const walkAll = () => walk(search, everyVideo, [...tier.bounds, ofRank], need);
  const index = indexTerms(search, tier.rank, counts);
  // Nothing narrows this rank in the index (every word short, or naming a category): walk.
  if (!index) return walkAll();
  if (index.maxHits <= INDEX_HITS_LIMIT) return sqliteHits(search, tier, index.match);
  const window = PROBE_WINDOW.sqlite;
  const probe = await walk(search, newest(search, tier.bounds, window), [ofRank], need);
  const more = await walkOn(search, tier, probe, window);
  if (more) return more;
  const match = search.categoryId
    ? `${index.match} AND ${categoryTerm(search.categoryId)}`
    : index.match;
  return (await sqliteFewHits(search, tier, match)) ?? walkAll();
}

/**
 * The page from a rank's probe when its matches fill it there, or when they are dense enough
 * there and a walk onward fills it (bounded too: past WALK_ON_ROWS rows the words were rarer
 * than they looked); otherwise undefined.
 */
async function walkOn(
  search: Search,
  tier: Tier,
  probe: Row[],
  window: number,
): Promise<Row[] | undefined> {
  const { need } = tier;
  if (probe.length >= need) return probe.slice(0, need);
  const last = probe.at(-1);
  if (!last || !walksOn(probe.length, need, window)) return undefined;
  const onward = newest(search, [...tier.bounds, before(last)], WALK_ON_ROWS);
  const more = await walk(search, onward, [isOfRank(search, tier.rank)], need - probe.length);
  return probe.length + more.length === need ? [...probe, ...more] : undefined;
}

/** PostgreSQL: what the newest rows within a rank's bounds hold of that rank and later ones. */
interface Probe {
  /** The ranks it speaks for. */
  ranks: SearchRank[];
  /** Per rank, its matches there, newest first (as many as fit in the page, best rank first). */
  rows: Map<SearchRank, Row[]>;
  /** Per rank, how many of the window's rows match it. */
  counts: Map<SearchRank, number>;
}

/**
 * PostgreSQL: every match among the newest rows, ranked in one pass, with each rank's count, so
 * that the ranks rare there can be read through the index together (a round trip costs more
 * than the pass). Past a cursor the window starts at the cursor, and speaks for the cursor's
 * rank alone.
 */
async function probeRanks(search: Search, tier: Tier): Promise<Probe> {
  const pastCursor = tier.bounds.length > search.bounds.length;
  const last = pastCursor ? tier.rank : 2;
  const ranks = RANKS.filter((r) => r >= tier.rank && r <= last);
  const window = newest(search, tier.bounds, PROBE_WINDOW.postgres);
  const { rows } = await sql<Row & { search_rank: number; in_window: number }>`
    select * from (
      select found.*, count(*) over (partition by found.search_rank) as in_window
      from (
        select ${columns()}, ${rankOf(search)} as search_rank from ${window.from}
        where ${ranksBetween(search, tier.rank, last)}
      ) as found
    ) as ranked
    order by search_rank, published_at desc, id desc
    limit ${tier.need}`.execute(search.db);
  const probe: Probe = { ranks, rows: new Map(), counts: new Map() };
  for (const { search_rank, in_window, ...row } of rows) {
    const r = Number(search_rank) as SearchRank;
    probe.rows.set(r, [...(probe.rows.get(r) ?? []), row]);
    probe.counts.set(r, Number(in_window));
  }
  return probe;
}

/**
 * PostgreSQL: a rank's rows, told by the probe, and the last rank they cover. Its planner would
 * choose between the trigram indexes and a walk by date from LIKE estimates that are off by
 * several times for words in 0.4–2 % of rows (the choice flipped between two ANALYZEs of the
 * same data; a wrong walk read 12,000 rows), and that assume a word is spread evenly over
 * categories (for "paper" among Paintings it walked the whole category). A rank rare among the
 * newest rows is read through the index with the later ranks the probe found nothing of.
 */
async function postgresRanks(
  search: Search,
  tier: Tier,
  probe: Probe,
): Promise<{ found: Found; through: SearchRank }> {
  const { rank } = tier;
  const newestRows = probe.rows.get(rank) ?? [];
  const inWindow = probe.counts.get(rank) ?? 0;
  const window = PROBE_WINDOW.postgres;
  if (newestRows.length >= tier.need || walksOn(inWindow, tier.need, window)) {
    const rows = await walkOn(search, tier, newestRows, window);
    if (rows) return { found: ofRank(rows, rank), through: rank };
  }
  let through: SearchRank = rank;
  for (const r of probe.ranks) {
    if (r === through + 1 && !probe.counts.get(r)) through = r;
  }
  return { found: await postgresHits(search, tier, through), through };
}

/**
 * PostgreSQL: the matches of ranks tier.rank to `through`, by rank, newest first, found through
 * the trigram indexes. A materialized CTE keeps the planner from turning this into a walk.
 * Sorted as narrow rows; only the page's rows are read whole.
 */
async function postgresHits(search: Search, tier: Tier, through: SearchRank): Promise<Found> {
  const rank = through === tier.rank ? sql<number>`${sql.lit(tier.rank)}` : rankOf(search);
  const { rows } = await sql<Row & { search_rank: number }>`
    with hits as materialized (
      select videos.id, videos.published_at, ${rank} as search_rank from videos
      where ${allOf([...tier.bounds, ranksBetween(search, tier.rank, through)])}
    ), page as (
      select id, search_rank from hits
      order by search_rank, published_at desc, id desc limit ${tier.need}
    )
    select ${columns()}, page.search_rank
    from page join videos on videos.id = page.id
    order by page.search_rank, videos.published_at desc, videos.id desc`.execute(search.db);
  return rows.map(({ search_rank, ...row }) => ({ row, rank: Number(search_rank) as SearchRank }));
}

/** The row comes after `after`'s position in the catalogue's order. */
function before(after: { publishedAt: string; id: string } | Row): Where {
  const [publishedAt, id] =
    'publishedAt' in after ? [after.publishedAt, after.id] : [after.published_at, after.id];
  return sql<SqlBool>`(videos.published_at, videos.id) < (${publishedAt}, ${id})`;
}

/**
 * Up to limit + 1 matches among the newest videos. Common short text fills the page from its
 * first rank within a few rows; rare text is ranked in one pass over the window (small, so
 * reading it once beats walking it once per rank).
 */
async function rankedRecent(search: Search): Promise<Found> {
  const { after } = search;
  const window = newest(search, search.bounds, RECENT_WINDOW);
  const firstRank = after?.rank ?? 0;
  const need = search.limit + 1;
  const first = await walk(
    search,
    window,
    after ? [before(after), isOfRank(search, firstRank)] : [isOfRank(search, firstRank)],
    need,
  );
  if (first.length === need) return ofRank(first, firstRank);
  const rank = rankOf(search);
  const conditions = [matchesAnywhere(search)];
  if (after) {
    conditions.push(
      sql<SqlBool>`(${rank} > ${after.rank} or (${rank} = ${after.rank} and ${before(after)}))`,
    );
  }
  const { rows } = await sql<Row & { search_rank: number }>`
    select ${columns()}, ${rank} as search_rank
    from ${window.from}
    where ${allOf(conditions)}
    order by search_rank, ${window.order}
    limit ${need}`.execute(search.db);
  return rows.map(({ search_rank, ...row }) => ({ row, rank: Number(search_rank) as SearchRank }));
}

/** Rows to walk in the catalogue's order, as `videos`, and that order. */
interface Walkable {
  from: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

const everyVideo: Walkable = {
  from: sql`videos`,
  order: sql`videos.published_at desc, videos.id desc`,
};

/**
 * The newest `size` videos within `bounds`, in one query with what is asked of them: the
 * subquery's order carries through (no sort), so a walk stops as soon as its page is full.
 */
function newest(search: Search, bounds: Where[], size: number): Walkable {
  const where = bounds.length > 0 ? sql`where ${allOf(bounds)}` : sql``;
  if (search.sqlite) {
    // Keys first (from the date index alone), then each row by rowid.
    return {
      from: sql`(select rowid as rid, published_at, id from videos ${where}
          order by published_at desc, id desc limit ${size}) as newest
        cross join videos on videos.rowid = newest.rid`,
      order: sql`newest.published_at desc, newest.id desc`,
    };
  }
  return {
    from: sql`(select * from videos ${where}
        order by published_at desc, id desc limit ${size}) as videos`,
    order: sql`videos.published_at desc, videos.id desc`,
  };
}

/** Up to `need` rows of `walkable` that meet `conditions`, in the catalogue's order. */
async function walk(
  search: Search,
  walkable: Walkable,
  conditions: Where[],
  need: number,
): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select ${columns()} from ${walkable.from}
    where ${allOf(conditions)}
    order by ${walkable.order}
    limit ${need}`.execute(search.db);
  return rows;
}

/** The FTS5 query a rank's matches all answer, with the cross join that keeps the index first. */
const hitsOf = (match: string) =>
  sql`(select rowid as rid from video_search where video_search match ${match}) as hits
    cross join videos on videos.rowid = hits.rid`;

/** SQLite: every hit of `match` checked and sorted by date; only the page's rows read whole. */
async function sqliteHits(search: Search, tier: Tier, match: string): Promise<Row[]> {
  const conditions = [...tier.bounds, isOfRank(search, tier.rank)];
  const { rows } = await sql<Row>`
    select ${columns()} from videos
    where videos.rowid in (
      select videos.rowid from ${hitsOf(match)}
      where ${allOf(conditions)}
      order by videos.published_at desc, videos.id desc
      limit ${tier.need})
    order by videos.published_at desc, videos.id desc`.execute(search.db);
  return rows;
}

/** SQLite: as sqliteHits when `match` has at most INDEX_HITS_LIMIT hits within the bounds. */
async function sqliteFewHits(
  search: Search,
  tier: Tier,
  match: string,
): Promise<Row[] | undefined> {
  const bounded = tier.bounds.length > 0 ? sql`where ${allOf(tier.bounds)}` : sql``;
  const { rows: hits } = await sql<{ rid: number }>`
    select videos.rowid as rid from ${hitsOf(match)} ${bounded}
    limit ${INDEX_HITS_LIMIT + 1}`.execute(search.db);
  if (hits.length > INDEX_HITS_LIMIT) return undefined;
  if (hits.length === 0) return [];
  const { rows } = await sql<Row>`
    select ${columns()} from videos
    where videos.rowid in (
      select videos.rowid from videos
      where videos.rowid in (select value from json_each(${JSON.stringify(hits.map((h) => h.rid))}))
        and ${isOfRank(search, tier.rank)}
      order by videos.published_at desc, videos.id desc
      limit ${tier.need})
    order by videos.published_at desc, videos.id desc`.execute(search.db);
  return rows;
}

/** The columns each rank's index query looks in. */
const RANK_COLUMNS: Record<SearchRank, IndexedColumn[]> = {
  0: ['title'],
  1: ['title', 'creator'],
  2: ['title', 'creator', 'description'],
};

/**
 * The FTS5 query that holds every video of a rank, or undefined when no word can narrow it (all
 * too short, or each also naming a category, which the index does not hold as text). Rank 0
 * needs every word in the title; rank 1 in the title or creator (or a category); rank 2 anywhere.
 */
function indexTerms(
  search: Search,
  rank: SearchRank,
  counts: TrigramCounts,
): { match: string; maxHits: number } | undefined {
  const columns = RANK_COLUMNS[rank];
  const narrowing: WordTerms[] = search.words
    .filter((w) => w.trigrams.length > 0 && (rank === 0 || w.categoryIds.length === 0))
    .map((w) => wordTerms(w.trigrams, columns, counts));
  if (narrowing.length === 0) return undefined;
  return {
    match: narrowing.map((w) => `${columnFilter(columns)}${w.terms}`).join(' AND '),
    maxHits: Math.min(...narrowing.map((w) => w.maxHits)),
  };
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
 * Distinct lower-cased words, each with the categories whose name holds it (of `categories`:
 * only the filtered one, when there is one, as no other category's videos can be in the answer).
 */
function parseWords(
  text: string,
  categories: Array<{ id: string; category_name: string }>,
): SearchWord[] {
  const distinct = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
  return distinct.map((word) => ({
    pattern: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    trigrams: trigramsOf(word),
    categoryIds: categories
      .filter((c) => c.category_name.toLowerCase().includes(word))
      .map((c) => c.id),
  }));
}

function like(text: Expression<unknown>, word: SearchWord): Where {
  return sql<SqlBool>`${text} like ${word.pattern} escape '\\'`;
}

/**
 * SQLite's LIKE ignores (ASCII) case by itself. PostgreSQL compares stored lower-cased copies
 * (migration 2026-11-25T09-00-search-category-and-lowercase): lower() costs a microsecond a call.
 */
function inTitle(search: Search, word: SearchWord): Where {
  return like(search.sqlite ? sql`videos.title` : sql`videos.search_title`, word);
}

/** The word is in the title, the category name or the creator. */
function inTitleCategoryOrCreator(search: Search, word: SearchWord): Where {
  return inCategoryOr(
    word,
    search.sqlite
      ? [like(sql`videos.title`, word), like(sql`videos.creator`, word)]
      : // lower(title, newline, creator), stored: the word holds no whitespace, so it is in
        // there exactly when it is in the title or the creator.
        [like(sql`videos.search_named`, word)],
  );
}

/** Any of `conditions`, or the video is in a category whose name holds the word. */
function inCategoryOr(word: SearchWord, conditions: Where[]): Where {
  if (word.categoryIds.length === 0) return anyOf(conditions);
  return anyOf([
    ...conditions,
    sql<SqlBool>`videos.category_id in (${sql.join(word.categoryIds)})`,
  ]);
}

/** The word is anywhere: title, category name, creator or description. */
function inAny(search: Search, word: SearchWord): Where {
  if (search.sqlite) {
    return anyOf([inTitleCategoryOrCreator(search, word), like(sql`videos.description`, word)]);
  }
  // lower(title, newline, creator, newline, description), stored.
  return inCategoryOr(word, [like(sql`videos.search_text`, word)]);
}

function anyOf(conditions: Where[]): Where {
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

function allOf(conditions: Where[]): Where {
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

const allInTitle = (search: Search) => allOf(search.words.map((w) => inTitle(search, w)));
const allNamed = (search: Search) =>
  allOf(search.words.map((w) => inTitleCategoryOrCreator(search, w)));
const matchesAnywhere = (search: Search) => allOf(search.words.map((w) => inAny(search, w)));

/** Exactly the videos of one rank (per row: the test every strategy ends with). */
function isOfRank(search: Search, rank: SearchRank): Where {
  return ranksBetween(search, rank, rank);
}

/** The videos of ranks `from` to `through`: within the widest, not within the one before `from`. */
function ranksBetween(search: Search, from: SearchRank, through: SearchRank): Where {
  const widest = withinRank(search, through);
  if (from === 0) return widest;
  return sql<SqlBool>`(${widest} and not ${withinRank(search, (from - 1) as SearchRank)})`;
}

/** The videos of this rank or a better one. */
function withinRank(search: Search, rank: SearchRank): Where {
  if (rank === 0) return allInTitle(search);
  return rank === 1 ? allNamed(search) : matchesAnywhere(search);
}

/** The rank of a matching row, as an SQL expression. */
function rankOf(search: Search) {
  return sql<number>`(case when ${allInTitle(search)} then 0 when ${allNamed(search)} then 1 else 2 end)`;
}
