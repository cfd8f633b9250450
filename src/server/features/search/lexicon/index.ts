/**
 * The lexicon's seed, all categories (docs/decisions/0039-search-lexicon.md). Migration 0018 holds
 * it as SQL (scripts/generate-lexicon-seed.ts); the search reads the database.
 */
import { CAMERAS } from './cameras';
import { CAMPING } from './camping';
import { ELECTRONICS } from './electronics';
import { EVENTS } from './events';
import { FASHION } from './fashion';
import { GAMING } from './gaming';
import { GENERAL } from './general';
import { HOME } from './home';
import { KIDS } from './kids';
import { MUSIC } from './music';
import { SPORTS } from './sports';
import { TOOLS } from './tools';
import type { LexiconConcept } from './types';
import { VEHICLES } from './vehicles';

export { LEXICON_LINKS } from './links';
export type { LexiconConcept } from './types';

export const LEXICON: readonly LexiconConcept[] = [
  ...CAMPING,
  ...TOOLS,
  ...ELECTRONICS,
  ...CAMERAS,
  ...EVENTS,
  ...SPORTS,
  ...VEHICLES,
  ...HOME,
  ...KIDS,
  ...FASHION,
  ...MUSIC,
  ...GAMING,
  ...GENERAL,
];
