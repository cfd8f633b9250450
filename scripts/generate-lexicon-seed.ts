/**
 * Writes migration 0018, the search lexicon's seed, from src/server/features/search/lexicon:
 *
 *   npx tsx scripts/generate-lexicon-seed.ts
 *
 * The statements add what is missing and never change what is there (ON CONFLICT DO NOTHING), so
 * a later seed migration made the same way keeps what administrators edited. A test checks that
 * the migration is what this writes (docs/decisions/0039-search-lexicon.md).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEXICON, LEXICON_LINKS } from '../src/server/features/search/lexicon';
import { lexiconSeedSql } from '../src/server/features/search/lexicon-seed';

const target = fileURLToPath(new URL('../migrations/0018_search_lexicon_seed.sql', import.meta.url));
writeFileSync(target, lexiconSeedSql(LEXICON, LEXICON_LINKS));
console.log(`${LEXICON.length} concepts written to ${target}`);
