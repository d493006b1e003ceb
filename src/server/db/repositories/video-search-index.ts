import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../schema.ts';

/**
 * SQLite: what a search asks of the FTS5 trigram index `video_search` (migrations
 * 2026-11-24T10-00-video-search and 2026-11-25T09-00-search-category-and-lowercase), and how many
 * hits to expect. The index only narrows: every hit is checked against its row afterwards.
 */

/** The text columns the index holds, as fts5vocab names them. */
export type IndexedColumn = 'title' | 'creator' | 'description';
const TEXT_COLUMNS: IndexedColumn[] = ['title', 'creator', 'description'];
type ColumnCounts = Record<IndexedColumn, number>;

/**
 * How many videos hold each trigram in each column, as the index said when last asked. Only a
 * guide to which trigrams to ask for and whether a word is rare: a stale or another database's
 * count costs speed, never correctness. Counting a common trigram reads its whole list, so
 * counts are kept for a while rather than read per search.
 */
const trigramCounts = new LRUCache<string, ColumnCounts>({ max: 50_000, ttl: 10 * 60_000 });

export type TrigramCounts = Map<string, ColumnCounts>;

export async function countTrigrams(
  db: Kysely<Database>,
  trigrams: Iterable<string>,
): Promise<TrigramCounts> {
  const counts: TrigramCounts = new Map();
  for (const trigram of new Set(trigrams)) {
    let cached = trigramCounts.get(trigram);
    if (!cached) {
      const { rows } = await sql<{ col: string; doc: number }>`
        select col, doc from video_search_terms where term = ${trigram}`.execute(db);
      cached = { title: 0, creator: 0, description: 0 };
      for (const row of rows) {
        if (TEXT_COLUMNS.includes(row.col as IndexedColumn)) {
          cached[row.col as IndexedColumn] = Number(row.doc);
        }
      }
      trigramCounts.set(trigram, cached);
    }
    counts.set(trigram, cached);
  }
  return counts;
}

/**
 * What reading one video off a trigram's list costs, next to checking one hit against its row
 * (~0.1 µs against ~1 µs, measured on 100,000 videos).
 */
const LISTED_VIDEO_COST = 0.1;

/** More trigrams than this per word narrow no further in practice. */
const MOST_TRIGRAMS = 3;

export interface WordTerms {
  /** The FTS5 query of the chosen trigrams, `("ngf" AND "gfi")`. */
  terms: string;
  /** At most this many videos hold the word in the columns asked. */
  maxHits: number;
}

/**
 * The trigrams of a word worth asking for within `columns`. FTS5 keeps one list of videos per
 * trigram for all columns, so a trigram costs what it has in every column but narrows only by
 * what it has in the columns asked: "hed" narrows "hedgehog" to its 451 titles, as "edg" does,
 * but its list holds every video (every description says "finished"). So: the set that costs
 * least to read plus check, chosen greedily from the counts.
 */
export function wordTerms(
  trigrams: string[],
  columns: IndexedColumn[],
  counts: TrigramCounts,
): WordTerms {
  const listed = (t: string) => {
    const c = counts.get(t);
    return c ? c.title + c.creator + c.description : 0;
  };
  const hits = (t: string) => {
    const c = counts.get(t);
    return c ? columns.reduce((sum, column) => sum + c[column], 0) : 0;
  };
  const cost = (set: string[]) =>
    LISTED_VIDEO_COST * set.reduce((sum, t) => sum + listed(t), 0) + Math.min(...set.map(hits));
  let chosen: string[] = [];
  let best = Number.POSITIVE_INFINITY;
  while (chosen.length < MOST_TRIGRAMS) {
    let next: string[] | undefined;
    for (const t of trigrams) {
      if (chosen.includes(t)) continue;
      const candidate = [...chosen, t];
      if (cost(candidate) < best) {
        best = cost(candidate);
        next = candidate;
      }
    }
    if (!next) break;
    chosen = next;
  }
  return {
    terms: `(${chosen.map(quoted).join(' AND ')})`,
    maxHits: Math.min(...chosen.map(hits)),
  };
}

/** The FTS5 column filter for `columns`, `{title creator} : `. */
export function columnFilter(columns: IndexedColumn[]): string {
  return `{${columns.join(' ')}} : `;
}

/**
 * The FTS5 query for the videos of one category: its key, the trigram the migration wrote into
 * the `category` column (a private-use mark and the id's last two characters, which substr()
 * counts in characters, as spreading the string does here). Other categories may share it.
 */
export function categoryTerm(categoryId: string): string {
  const key = `\u{E000}${[...`__${categoryId}`].slice(-2).join('')}`;
  return `{category} : ${quoted(key)}`;
}

function quoted(trigram: string): string {
  return `"${trigram.replaceAll('"', '""')}"`;
}
