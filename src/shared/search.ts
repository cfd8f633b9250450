/**
 * The search lexicon's vocabulary, shared by the server and the admin screens
 * (docs/decisions/0039-search-lexicon.md).
 */

/**
 * `thing`: an object people rent (tent, drill). `brand`: a maker (Sony, Bosch). `model`: a product line
 * or model (PS5, iPad, A7). `category`: a word naming a whole category (أدوات, electronics).
 */
export const SEARCH_CONCEPT_KINDS = ['thing', 'brand', 'model', 'category'] as const;
export type SearchConceptKind = (typeof SEARCH_CONCEPT_KINDS)[number];

/** Arabic, English, or written across scripts (دريل, khaima). */
export const SEARCH_TERM_LANGUAGES = ['ar', 'en', 'translit'] as const;
export type SearchTermLanguage = (typeof SEARCH_TERM_LANGUAGES)[number];
