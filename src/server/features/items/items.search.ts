/**
 * Search over items, in PostgreSQL (migration 0005): the term and the items
 * go through the same `ajjir_search_normalize`, so أ/إ/آ/ا, ة/ه, ى/ي,
 * tashkeel, tatweel and the definite article do not matter. A match is
 * either full text (the Arabic and English stemmers, title weighted above
 * description) or a close spelling of every word of the term in the title
 * (trigrams), so "camra" finds "camera". Relevance adds the two.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { items } from '../../db/schema';
import type { QueryWord } from '../search';

/**
 * How close a misspelled word must be to a word of a title (pg_trgm's strict
 * word similarity, 0 to 1, which compares whole words). PostgreSQL's default,
 * 0.5, misses "camra" for "camera" (0.44); much lower lets unrelated words in
 * ("camping" is 0.27 from "camra").
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
/** What a random page read costs against a sequential one, within a search (withSearchSettings). */
const SEARCH_RANDOM_PAGE_COST = 1.1;
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

/** The term as both stemmers read it (websearch syntax: quotes, `or`, `-` to leave a word out). */
const fullTextQuery = (term: string) => {
  const normalized = sql`ajjir_search_normalize(${term})`;
  return sql`(websearch_to_tsquery('arabic', ${normalized}) || websearch_to_tsquery('english', ${normalized}))`;
};

/**
 * The words a title must be close to: those typed to be found, not those left out (`-word`) nor
 * the `or` between words, and only those with a letter or digit (punctuation alone has no trigram,
 * and the trigram index would then test every title). Compared one by one; a longer term is
 * matched on its first ones.
 */
export function wordsToFind(term: string): string[] {
  // A token is a quoted phrase (its words), or a word; a leading `-` leaves either out.
  const tokens = term.match(/-?"[^"]*"?|\S+/g) ?? [];
  return tokens
    .filter((token) => !token.startsWith('-') && token.toLowerCase() !== 'or')
    .flatMap((token) => token.replaceAll('"', ' ').split(/\s+/))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_FUZZY_WORDS);
}

/** What PostgreSQL makes of a term: whether full text narrows the listings, and the words to find. */
export interface TermAnalysis {
  fullText: boolean;
  words: string[];
}

/**
 * Reads the term as PostgreSQL normalises it, not as typed. A full-text query may have no word
 * at all (stop words, `ال` alone: `numnode` 0), and `querytree` keeps the part of it an index can
 * look up and answers `T` when nothing is left: a query of only negations (`-tent`), or
 * `camera or -tent`, matches nearly every listing. A word to find that
 * normalises to no trigram (`ال` alone) would make the trigram index test every title.
 */
export async function analyseTerm(db: Db, term: string): Promise<TermAnalysis> {
  const words = wordsToFind(term);
  const [row] = await selectRows<{ narrows: boolean; words: string[] }>(
    db,
    sql`SELECT numnode(query) > 0 AND querytree(query) <> 'T' AS narrows,
      coalesce(array_agg(word ORDER BY position)
        FILTER (WHERE cardinality(show_trgm(ajjir_search_normalize(word))) > 0), '{}') AS words
      FROM (SELECT ${fullTextQuery(term)} AS query) AS typed_term
      LEFT JOIN unnest(ARRAY[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS typed(word, position) ON true
      GROUP BY query`,
  );
  return { fullText: row?.narrows ?? false, words: row?.words ?? [] };
}

/**
 * The search for `term`, or null when it can match nothing worth looking for: no word to find
 * and no full-text word required (docs/decisions/0031-bounded-public-queries.md).
 */
export function searchTerm(term: string, analysis: TermAnalysis): SearchTerm | null {
  const query = fullTextQuery(term);
  // Every word must be close to a word of the title: comparing the whole phrase instead lets a title
  // that shares one word of two pass ("خيمة كبيرة" would find every "كبيرة").
  const words = analysis.words.map((word) => sql`ajjir_search_normalize(${word})`);
  if (!analysis.fullText && words.length === 0) return null;
  // `<<%` is strict word similarity above the threshold set by `withSearchSettings`; it uses the trigram index.
  const closeSpelling = sql.join(
    words.map((word) => sql`${word} <<% ${searchTitle}`),
    sql` AND `,
  );
  const similarity = sql.join(
    words.map((word) => sql`strict_word_similarity(${word}, ${searchTitle})`),
    sql` + `,
  );
  const matches = [
    ...(analysis.fullText ? [sql`${searchVector} @@ ${query}`] : []),
    ...(words.length > 0 ? [sql`(${closeSpelling})`] : []),
  ];
  return {
    condition: sql`(${sql.join(matches, sql` OR `)})`,
    rank: sql<number>`(ts_rank(${searchVector}, ${query})${words.length > 0 ? sql` + (${similarity}) / ${words.length}` : sql``})`,
  };
}

/**
 * Runs the queries of one search in a transaction whose trigram threshold is
 * ours: set_config(…, true) lasts until the transaction ends, so a pooled
 * connection goes back as it came.
 */
export function withSearchSettings<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // random_page_cost: a search's full-text query holds every writing of each word (dozens of
    // words). Costed for spinning disks (4), reading the index for them looked dearer than testing
    // every listing, and PostgreSQL read all 20,000 rows (57 ms) instead of the index (3 ms).
    // Our data sits in memory or on SSDs, where a random read costs little more than a sequential one.
    await tx.execute(
      sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('random_page_cost', ${String(SEARCH_RANDOM_PAGE_COST)}, true)`,
    );
    return run(tx);
  });
}

/**
 * The writings worth asking for: a phrase that holds a one-word writing of the same set finds
 * nothing that word alone does not ("arabian tent" beside "tent"), so it is left out. A query of
 * a few dozen words, most of them single, lets PostgreSQL read the full-text index rather than
 * test every listing against a hundred phrases.
 */
export function distinctWritings(writings: readonly string[]): string[] {
  const unique = [...new Set(writings)];
  const single = new Set(unique.filter((writing) => !writing.includes(' ')));
  return unique.filter(
    (writing) => !writing.includes(' ') || !writing.split(' ').some((part) => single.has(part)),
  );
}

/**
 * An Arabic word as a title may write it with ل joined before it ("جهاز لتنقية الهواء"): the
 * Arabic stemmer takes a joined و or ب, or لل, off an indexed word, but not a lone ل, so the title's
 * "لتنقية" is indexed as such and "تنقية" would not find it (docs/search.md, "Reading a query").
 */
function withJoinedLam(word: string): string[] {
  return /^[\u0621-\u064A]{3,}$/.test(word) && !word.startsWith('ل') ? [`ل${word}`] : [];
}

/**
 * A word's full-text queries, as tsquery texts: any of its writings (as typed, or a form the
 * lexicon knows), its own writings (a brand or model as its own concepts write it: Sony, not
 * PlayStation), and as typed.
 */
export interface WordQueries {
  /** Every form the lexicon knows, of the word's concepts and the narrower ones they cover. */
  any: string;
  /** A brand's or model's own forms (Sony, not PlayStation); empty for other words. */
  own: string;
  /** The forms of the word's own concepts, not the narrower ones: what `ts_rank` weighs. */
  concept: string;
  typed: string;
}

/**
 * Each word's queries, from one statement. A writing is read by both stemmers, words in order
 * (`phraseto_tsquery`), and each distinct reading is asked for once: the two stemmers agree on
 * most words (camera, a7), and repeating them made the query twice as long for nothing (ts_rank's
 * figures do not change: it counts each lexeme once). The word as typed comes first and phrases
 * last: PostgreSQL tests the alternatives in order and stops at the first that matches, and a
 * phrase costs more to test than a word (docs/decisions/0040-search-speed.md).
 */
export async function wordQueries(db: Db, words: readonly QueryWord[]): Promise<WordQueries[]> {
  if (words.length === 0) return [];
  const writingsOf = (word: QueryWord) => ({
    any: distinctWritings([word.text, ...withJoinedLam(word.text), ...word.forms]),
    own: word.brandOrModel ? distinctWritings([word.text, ...word.ownForms]) : [],
    concept: distinctWritings([word.text, ...word.ownForms]),
    typed: [word.text],
  });
  const asked = [...new Set(words.flatMap((word) => Object.values(writingsOf(word)).flat()))];
  const rows = await selectRows<{ writing: string; reading: string; phrase: boolean }>(
    db,
    sql`SELECT asked.writing, read.query::text AS reading, numnode(read.query) > 1 AS phrase
      FROM unnest(ARRAY[${sql.join(
        asked.map((writing) => sql`${writing}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS asked(writing, position)
      CROSS JOIN LATERAL (VALUES (1, phraseto_tsquery('arabic', asked.writing)),
        (2, phraseto_tsquery('english', asked.writing))) AS read(stemmer, query)
      WHERE numnode(read.query) > 0
      ORDER BY asked.position, read.stemmer`,
  );
  const readings = new Map<string, { reading: string; phrase: boolean }[]>();
  for (const row of rows) readings.set(row.writing, [...(readings.get(row.writing) ?? []), row]);
  // Any of the writings: each reading once, in the writings' order, words before phrases.
  const queryOf = (writings: string[]) => {
    const read = writings.flatMap((writing) => readings.get(writing) ?? []);
    const ordered = [...read.filter((r) => !r.phrase), ...read.filter((r) => r.phrase)];
    return [...new Set(ordered.map((r) => `(${r.reading})`))].join(' | ');
  };
  return words.map((word) => {
    const writings = writingsOf(word);
    return {
      any: queryOf(writings.any),
      own: queryOf(writings.own),
      concept: queryOf(writings.concept),
      typed: queryOf(writings.typed),
    };
  });
}

/**
 * A query handed to the statement as a value computed when it runs, not a constant the planner
 * reads: PostgreSQL estimates a long OR of lexemes by adding a floor frequency for each lexeme its
 * statistics do not list, so a word with sixty forms looked like one listing in eight, and the
 * planner tested every listing (or every listing of a city) against it rather than read the
 * full-text index (docs/decisions/0040-search-speed.md). A value it cannot read is estimated as a
 * rare match, and a search's words are rare: the index is read first.
 */
const tsQuery = (text: string) => sql`(SELECT ${text}::tsquery)`;

/** The title's words alone (weight A, migration 0005). */
const titleVector = sql`ts_filter(${searchVector}, '{a}')`;

/** A word the lexicon does not know (no form, no category): found by its spelling in titles too. */
const isUnknown = (word: QueryWord) => word.forms.length === 0 && word.namedCategories.length === 0;

/**
 * A listing has the word: in any of its forms (`any`, from wordQueries), in a category it names,
 * or, for a word the lexicon does not know, close in spelling to a title word.
 */
function wordCondition(word: QueryWord, any: string, unknown: boolean): SQL {
  const ways = [sql`${searchVector} @@ ${tsQuery(any)}`];
  if (word.namedCategories.length > 0) ways.push(sql`${items.categoryId} IN ${word.namedCategories}`);
  if (unknown) ways.push(sql`${word.text} <<% ${searchTitle}`);
  return sql`(${sql.join(ways, sql` OR `)})`;
}

/**
 * How a listing ranks for a read term (docs/search.md, "Ranking"), higher first:
 * - every word in the title, as typed or in a form the lexicon knows: +4;
 * - and as typed (not another spelling, language or a typo's correction): +1;
 * - a brand or model word in the title: +1, so "PS5" puts the PlayStation above a wheel whose
 *   description mentions it;
 * - the listing is in a category the words name, or whose things they name: +0.3;
 * - how well the words' own concepts match title and description (ts_rank, title first): under 1;
 * - a word the lexicon does not know, close in spelling to a title word: up to +0.3.
 * Words are required as the lexicon reads them (any form of each); `optional` words only rank.
 */
export function lexiconSearch(
  words: readonly QueryWord[],
  queries: readonly WordQueries[],
): SearchTerm | null {
  if (words.length === 0) return null;
  // wordQueries answers one entry per word, in the words' order.
  const read = words.map((word, index) => {
    const queriesOfWord = queries[index];
    if (!queriesOfWord) throw new Error(`lexiconSearch: no queries for word ${index} ("${word.text}")`);
    return { word, queries: queriesOfWord };
  });
  // Every word (a word of stop words alone asks for nothing, as && with an empty query did).
  const allOf = (texts: string[]) =>
    tsQuery(
      texts
        .filter((text) => text !== '')
        .map((text) => `(${text})`)
        .join(' & '),
    );
  const typedWords = read.filter(({ word }) => !word.typo);
  const typed = typedWords.length > 0 ? allOf(typedWords.map(({ queries }) => queries.typed)) : null;
  const expanded = allOf(read.map(({ queries }) => queries.any));
  const unknown = words.filter(isUnknown);
  const perWord = read.map(({ word, queries }) => wordCondition(word, queries.any, unknown.includes(word)));
  // The whole query in the title, not a word of it (ts_rank would count one).
  const inTitle = (query: SQL) => sql`CASE WHEN ${titleVector} @@ ${query} THEN 1 ELSE 0 END`;
  const typo =
    unknown.length > 0
      ? sql`0.3 * (${sql.join(
          unknown.map((word) => sql`strict_word_similarity(${word.text}, ${searchTitle})`),
          sql` + `,
        )}) / ${unknown.length}`
      : sql`0`;
  const brands = read.filter(({ word }) => word.brandOrModel);
  const categories = [
    ...new Set(words.flatMap((word) => [...word.namedCategories, ...word.thingCategories])),
  ];
  const parts = [
    sql`4 * ${inTitle(expanded)}`,
    ...(typed ? [inTitle(typed)] : []),
    ...(brands.length > 0 ? [inTitle(allOf(brands.map(({ queries }) => queries.own)))] : []),
    ...(categories.length > 0
      ? [sql`CASE WHEN ${items.categoryId} IN ${categories} THEN 0.3 ELSE 0 END`]
      : []),
    sql`ts_rank(${searchVector}, ${allOf(read.map(({ queries }) => queries.concept))})`,
    typo,
  ];
  return {
    condition: sql`(${sql.join(perWord, sql` AND `)})`,
    rank: sql<number>`(${sql.join(parts, sql` + `)})`,
  };
}

/**
 * Listings with some of the words, for a term of two words or more (docs/search.md, "Some of the
 * words"), each typed word alone: any the lexicon knows, in any of its forms, or, when it knows none
 * of them, any typed word. So an adjective the lexicon does not know ("كبيرة") never brings in
 * listings of its own beside "خيمة", and a typed run it knows only as one ("بلاي ستيشن") none.
 * `matched` says, for each word, whether a listing has it; `counted` which words count in
 * `search_words`, the page's first order after having every word.
 */
export interface SomeWordsSearch {
  condition: SQL;
  matched: SQL[];
  counted: boolean[];
}

export function someWordsSearch(
  words: readonly QueryWord[],
  queries: readonly WordQueries[],
  read: readonly QueryWord[],
): SomeWordsSearch | null {
  if (words.length < 2) return null;
  const matched = words.map((word, index) => {
    const any = queries[index]?.any;
    if (any === undefined) throw new Error(`someWordsSearch: no queries for word ${index} ("${word.text}")`);
    return wordCondition(word, any, isUnknown(word));
  });
  const known = words.map((word) => !isUnknown(word));
  const counted = known.some(Boolean) ? known : words.map(() => read.every(isUnknown));
  const finding = matched.filter((_, index) => counted[index]);
  if (finding.length === 0) return null;
  return { condition: sql`(${sql.join(finding, sql` OR `)})`, matched, counted };
}
