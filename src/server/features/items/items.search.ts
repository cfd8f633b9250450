/**
 * Search over items, in PostgreSQL (migration 0005): the term and the items
 * go through the same `ajjir_search_normalize`, so أ/إ/آ/ا, ة/ه, ى/ي,
 * tashkeel, tatweel and the definite article do not matter. A match is
 * either full text (the Arabic and English stemmers, title weighted above
 * description) or a close spelling of every word of the term in the title
 * (trigrams), so "camra" finds "camera". Relevance adds the two.
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
/** Words of a term compared one by one; a longer term is matched on its first ones. */
const MAX_FUZZY_WORDS = 6;

const searchVector = sql`${items}.search_vector`;
const searchTitle = sql`${items}.search_title`;

export interface SearchTerm {
  /** The item matches the term. */
  condition: SQL;
  /** Higher is better. */
  rank: SQL<number>;
}

/** The words of a term, as typed (each is normalized in SQL, as the titles are). */
function wordsOf(term: string): string[] {
  return term.split(/\s+/).filter(Boolean).slice(0, MAX_FUZZY_WORDS);
}

export function searchTerm(term: string): SearchTerm {
  const normalized = sql`ajjir_search_normalize(${term})`;
  const query = sql`(websearch_to_tsquery('arabic', ${normalized}) || websearch_to_tsquery('english', ${normalized}))`;
  // Every word must be close to a word of the title: comparing the whole phrase instead lets a title
  // that shares one word of two pass ("خيمة كبيرة" would find every "كبيرة").
  const words = wordsOf(term).map((word) => sql`ajjir_search_normalize(${word})`);
  const closeSpelling = sql.join(
    words.map((word) => sql`${word} <<% ${searchTitle}`),
    sql` AND `,
  );
  const similarity = sql.join(
    words.map((word) => sql`strict_word_similarity(${word}, ${searchTitle})`),
    sql` + `,
  );
  return {
    // `<<%` is strict word similarity above the threshold set by `withSearchSettings`; it uses the trigram index.
    condition: words.length > 0 ? sql`(${searchVector} @@ ${query} OR (${closeSpelling}))` : sql`false`,
    rank: sql<number>`(ts_rank(${searchVector}, ${query}) + (${similarity}) / ${words.length || 1})`,
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
