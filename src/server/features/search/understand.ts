/**
 * What a search term asks for (docs/search.md, "Reading a query"): the place it names, and for
 * each other word the ways the lexicon knows of writing it (other spellings, plurals, the other
 * language, brands in both scripts) and the categories it names. One database round trip.
 */

import type { SearchConceptKind } from '@shared/search';
import { normalizeForSearch } from '@shared/search-normalize';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { findPlaceInWords, type PlaceMatch } from './places';

/** Words of a term read one by one; a longer term is read on its first ones. */
export const MAX_QUERY_WORDS = 6;
/** The longest lexicon form, in words, looked for in a term ("بلاي ستيشن ٥"). */
const MAX_FORM_WORDS = 3;
/** Letters a prefix-stripped word keeps at least: و + سم is not وسم. */
const MIN_STRIPPED_LETTERS = 3;
/**
 * Words that say how one asks, not what for: a wish (ابي، ابغى، ودي), renting itself (ايجار، rent),
 * when (للويكند، today), and the small words of a request (a, for, with, مع). Folded, as typed words
 * are. They leave the term before it is searched, so "ابغى بلايستيشن للويكند" searches the PlayStation.
 */
const REQUEST_WORDS = new Set(
  [
    ...[
      'ابي',
      'ابغى',
      'ابغي',
      'أبغى',
      'أبي',
      'ودي',
      'بغيت',
      'نبي',
      'نبغى',
      'ابحث',
      'دور',
      'عندكم',
      'يوجد',
      'فيه',
    ],
    ...[
      'ايجار',
      'إيجار',
      'تأجير',
      'تاجير',
      'استئجار',
      'للايجار',
      'للإيجار',
      'للتأجير',
      'اجار',
      'أجار',
      'مؤجر',
    ],
    ...[
      'ويكند',
      'الويكند',
      'للويكند',
      'اليوم',
      'بكرة',
      'بكره',
      'عطلة',
      'للعطلة',
      'يومي',
      'يوم',
      'ايام',
      'أيام',
    ],
    ...['مع', 'او', 'أو', 'من', 'على', 'عن', 'الى', 'إلى', 'لي', 'عشان', 'حق'],
    ...[
      'rent',
      'rental',
      'rentals',
      'renting',
      'hire',
      'lease',
      'for',
      'a',
      'an',
      'the',
      'with',
      'to',
      'and',
    ],
    ...['weekend', 'today', 'tomorrow', 'need', 'want', 'looking', 'i', 'me', 'my', 'please'],
  ].map(normalizeForSearch),
);

/** Arabic conjunctions and prepositions written joined to the next word: و ف ب ك ل. */
const JOINED_PREFIX = /^[وفبكل](?=[\u0621-\u064A])/;

export interface QueryWord {
  /** The typed word (or the typed words of one form: "بلاي ستيشن"), folded. */
  text: string;
  /** The lexicon's other forms of it and of the narrower concepts it covers, folded; empty when unknown. */
  forms: string[];
  /** The forms of the concepts it names itself, not of narrower ones: what a brand bonus looks for. */
  ownForms: string[];
  /** Categories the word names as a whole ("أدوات": tools). */
  namedCategories: number[];
  /** Categories of the things it names ("كاميرا": cameras), to rank those listings first. */
  thingCategories: number[];
  /** It names a brand or a model (Sony, PS5): a listing titled with it ranks above a shared word. */
  brandOrModel: boolean;
  /** Read as a misspelling of a form the lexicon knows ("genrator"): it ranks below what was typed. */
  typo?: boolean;
}

export interface UnderstoodTerm {
  words: QueryWord[];
  /**
   * Each typed word read alone, when the lexicon read some as one form ("wedding dress"): a listing
   * with some of the words is found by them (docs/search.md, "Some of the words"). Else `words`.
   */
  singleWords: QueryWord[];
  place: PlaceMatch | null;
}

interface ConceptRow {
  matched: string;
  kind: SearchConceptKind;
  category_id: number | null;
  forms: string[];
  own_forms: string[];
}

/** Whether a term uses the full-text syntax (quotes, `-word`, `or`): then it is read as written. */
export function usesSearchSyntax(term: string): boolean {
  return /"|(^|\s)-\S|\sor\s/i.test(term);
}

/** The term's words, folded, with letters or digits, at most MAX_QUERY_WORDS. */
export function termWords(term: string): string[] {
  return normalizeForSearch(term)
    .split(/[\s,،؛;/|]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_QUERY_WORDS);
}

/** A word and, for an Arabic word with a joined و ف ب ك ل, the word without it. */
function spellings(word: string): string[] {
  const stripped = word.replace(JOINED_PREFIX, () => '');
  return stripped !== word && stripped.length >= MIN_STRIPPED_LETTERS ? [word, stripped] : [word];
}

/** Every run of 1..MAX_FORM_WORDS words from `start`, longest first, in each spelling of its first word. */
function runsFrom(words: readonly string[], start: number): string[][] {
  const word = words[start];
  // Past the last word there is no run (the loop below would make none either).
  if (word === undefined) return [];
  const runs: string[][] = [];
  for (let length = Math.min(MAX_FORM_WORDS, words.length - start); length >= 1; length -= 1) {
    const rest = words.slice(start + 1, start + length);
    for (const first of spellings(word)) runs.push([first, ...rest]);
  }
  return runs;
}

export async function understandTerm(db: Db, term: string): Promise<UnderstoodTerm> {
  const { place, rest: placeless } = findPlaceInWords(termWords(term));
  // Request words go, unless nothing else is left ("rent" alone is still looked for).
  const wanted = placeless.filter((word) => !REQUEST_WORDS.has(word));
  const rest = wanted.length > 0 || place ? wanted : placeless;
  const candidates = [...new Set(rest.flatMap((_, i) => runsFrom(rest, i).map((run) => run.join(' '))))];
  const known = await conceptsMatching(db, sql`matched.normalized IN ${candidates}`, candidates.length);
  const words = readWords(rest, known);
  const singleWords = words.length < rest.length ? readEachWord(rest, known) : undefined;
  // A word the lexicon does not know may be a typo of one it knows ("genrator", "tnet").
  const unknown = words.filter((word) => word.forms.length === 0 && isTypoCandidate(word.text));
  if (unknown.length === 0) return { words, singleWords: singleWords ?? words, place };
  const typos = new Map(
    await Promise.all(unknown.map(async (word) => [word, await typoConcepts(db, word.text)] as const)),
  );
  const read = words.map((word) => {
    const concepts = typos.get(word);
    return !concepts || concepts.length === 0 ? word : { ...wordOf(word.text, concepts), typo: true };
  });
  return { words: read, singleWords: singleWords ?? read, place };
}

/** Long enough for a one-letter difference to say little: four letters or more, one word, no digit. */
function isTypoCandidate(word: string): boolean {
  return word.length >= 4 && !/[\s\d]/.test(word);
}

/** The word with one letter fewer, in every position, and itself. */
export function oneLetterLess(word: string): string[] {
  const letters = [...word];
  return [
    ...new Set([word, ...letters.map((_, i) => [...letters.slice(0, i), ...letters.slice(i + 1)].join(''))]),
  ];
}

/** The concepts of the lexicon's words one typo from `word` (search_terms_variants_idx). */
function typoConcepts(db: Db, word: string): Promise<ConceptRow[]> {
  const variants = sql.join(
    oneLetterLess(word).map((variant) => sql`${variant}`),
    sql`, `,
  );
  return conceptsMatching(db, sql`matched.variants && ARRAY[${variants}]::text[]`, 1, word);
}

/**
 * Concepts whose forms `where` picks, each with every form of itself and of the narrower concepts
 * it covers (search_concept_links, three levels at most), keyed by the form that matched, or by
 * `as` (a typo's own spelling).
 */
async function conceptsMatching(db: Db, where: SQL, candidates: number, as?: string): Promise<ConceptRow[]> {
  if (candidates === 0) return [];
  return selectRows<ConceptRow>(
    db,
    sql`WITH RECURSIVE found AS (
        SELECT DISTINCT ${as === undefined ? sql`matched.normalized` : sql`${as}::text`} AS matched,
          concept.id, concept.kind, concept.category_id
        FROM search_terms AS matched
        JOIN search_concepts AS concept ON concept.id = matched.concept_id
        WHERE ${where}
      ), covered AS (
        SELECT found.matched, found.id AS root, found.id AS concept_id, 0 AS depth FROM found
        UNION
        SELECT covered.matched, covered.root, link.narrower_id, covered.depth + 1
        FROM covered JOIN search_concept_links AS link ON link.broader_id = covered.concept_id
        WHERE covered.depth < 3
      )
      SELECT found.matched, found.kind, found.category_id, array_agg(DISTINCT form.normalized) AS forms,
        array_agg(DISTINCT form.normalized) FILTER (WHERE covered.depth = 0) AS own_forms
      FROM found
      JOIN covered ON covered.matched = found.matched AND covered.root = found.id
      JOIN search_terms AS form ON form.concept_id = covered.concept_id
      GROUP BY found.matched, found.id, found.kind, found.category_id`,
  );
}

/** Reads the words left to right, each time as the longest run the lexicon knows. */
function readWords(words: readonly string[], rows: readonly ConceptRow[]): QueryWord[] {
  const byForm = new Map<string, ConceptRow[]>();
  for (const row of rows) byForm.set(row.matched, [...(byForm.get(row.matched) ?? []), row]);
  const read: QueryWord[] = [];
  let start = 0;
  while (start < words.length) {
    const known = runsFrom(words, start).find((run) => byForm.has(run.join(' ')));
    const length = known?.length ?? 1;
    const text = words.slice(start, start + length).join(' ');
    // No run known: the word alone, with no concept.
    read.push(wordOf(text, (known && byForm.get(known.join(' '))) ?? []));
    start += length;
  }
  return read;
}

/** Each word alone, in the first of its spellings the lexicon knows (the concepts were read with the runs). */
function readEachWord(words: readonly string[], rows: readonly ConceptRow[]): QueryWord[] {
  return words.map((word) => {
    const known = spellings(word).find((spelling) => rows.some((row) => row.matched === spelling));
    return wordOf(word, known === undefined ? [] : rows.filter((row) => row.matched === known));
  });
}

function wordOf(text: string, concepts: readonly ConceptRow[]): QueryWord {
  const categoriesOf = (kinds: SearchConceptKind[]) => [
    ...new Set(
      concepts.flatMap((c) => (kinds.includes(c.kind) && c.category_id !== null ? [c.category_id] : [])),
    ),
  ];
  return {
    text,
    forms: [...new Set(concepts.flatMap((c) => c.forms))].filter((form) => form !== text).sort(),
    ownForms: [...new Set(concepts.flatMap((c) => c.own_forms))].sort(),
    namedCategories: categoriesOf(['category']),
    thingCategories: categoriesOf(['thing', 'model', 'brand']),
    brandOrModel: concepts.some((c) => c.kind === 'brand' || c.kind === 'model'),
  };
}
