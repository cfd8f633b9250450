/**
 * The search lexicon's seed data: concepts of the rental domain, each with the ways people write
 * it in Arabic and English (docs/decisions/0039-search-lexicon.md). A migration copies it into the
 * database, where administrators extend it; the search reads the database, never this file.
 */

import type { SearchConceptKind } from '@shared/search';

/** The marketplace's category slugs (migration 0002). */
export type CategorySlug =
  | 'camping'
  | 'tools'
  | 'electronics'
  | 'cameras'
  | 'events'
  | 'sports'
  | 'vehicles'
  | 'home'
  | 'kids'
  | 'fashion'
  | 'music'
  | 'gaming';

export interface LexiconConcept {
  /** A stable id in English kebab case, unique across the lexicon: `tent`, `drill`, `brand-sony`, `ps5`. */
  key: string;
  /** The category whose listings this concept names, or null when it spans several (a brand like Sony). */
  category: CategorySlug | null;
  /**
   * `thing`: an object people rent (tent, drill). `brand`: a maker (Sony, Bosch). `model`: a product line or
   * model (PS5, iPad, A7). `category`: a word naming a whole category (أدوات، إلكترونيات، camping gear).
   */
  kind: SearchConceptKind;
  /**
   * Arabic forms, each a word or short phrase as people type it: the standard spelling and Gulf/Saudi
   * ones, singular and plural (broken plurals too: خيمة/خيام، أداة/أدوات), without the article ال.
   */
  ar: string[];
  /** English forms: singular and plural, US and UK spellings, the usual synonyms. Lower case. */
  en: string[];
  /**
   * Writings across scripts: English or brand words in Arabic letters (دريل، بروجكتر، سوني، بلايستيشن)
   * and Arabic words in Latin letters (khaima, shinyoor, majlis). Lower case for Latin.
   */
  translit: string[];
}
