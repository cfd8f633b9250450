/**
 * Search over items, in PostgreSQL (migration 0005): the term and the items
 * go through the same `ajjir_search_normalize`, so أ/إ/آ/ا, ة/ه, ى/ي,
 * tashkeel, tatweel and the definite article do not matter. A match is
 * either full text (the Arabic and English stemmers, title weighted above
 * description) or a close spelling of the title by trigrams, so "camra" finds
 * "camera". Relevance adds the two.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';

/**
 * How close a misspelled word must be to a word of a title (pg_trgm's strict
 * word similarity, 0 to 1, which compares whole words). PostgreSQL's default,
 * 0.5, misses "camra" for "camera" (0.44); much lower lets unrelated words in
 * ("camping" is 0.27 from "camra").
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

const searchVector = sql`${items}.search_vector`;
const searchTitle = sql`${items}.search_title`;

export interface SearchTerm {
  /** The item matches the term. */
  condition: SQL;
  /** Higher is better. */
  rank: SQL<number>;
}

export function searchTerm(term: string): SearchTerm {
  const normalized = sql`ajjir_search_normalize(${term})`;
  const query = sql`(websearch_to_tsquery('arabic', ${normalized}) || websearch_to_tsquery('english', ${normalized}))`;
  return {
    // `<<%` is strict word similarity above the threshold set by `withSearchSettings`; it uses the trigram index.
    condition: sql`(${searchVector} @@ ${query} OR ${normalized} <<% ${searchTitle})`,
    rank: sql<number>`(ts_rank(${searchVector}, ${query}) + strict_word_similarity(${normalized}, ${searchTitle}))`,
  };
}

/**
 * Runs the queries of one search in a transaction whose trigram threshold is
 * ours: set_config(…, true) lasts until the transaction ends, so a pooled
 * connection goes back as it came.
 */
export function withSearchSettings<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return run(tx);
  });
}
