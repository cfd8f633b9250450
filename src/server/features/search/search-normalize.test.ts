/**
 * The TypeScript folding (shared/search-normalize.ts) answers as the database's
 * ajjir_search_normalize does, on words people type and on random text of the same letters.
 */

import { normalizeForSearch } from '@shared/search-normalize';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

async function inDatabase(texts: readonly string[]): Promise<string[]> {
  const rows = await selectRows<{ folded: string }>(
    test.database.db,
    sql`SELECT ajjir_search_normalize(text) AS folded
      FROM unnest(ARRAY[${sql.join(
        texts.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS typed(text, position) ORDER BY position`,
  );
  return rows.map((row) => row.folded);
}

const WORDS = [
  'الخيمة',
  'خيمه',
  'وَالكَامِيرَا',
  'بالدريل',
  'للأطفال',
  'كاميـــرا',
  'إكس بوكس',
  'آيباد',
  'مستشفى',
  'بلايستيشن ٥',
  'PS5 Sony A7 IV',
  'Jeddah جدة',
  'ال',
  'وال ال الـ',
  'فالعود كالسيف',
  'ی ى ٱ',
];

describe('search folding in TypeScript and in the database', () => {
  it('folds the words people type alike', async () => {
    expect(WORDS.map(normalizeForSearch)).toEqual(await inDatabase(WORDS));
  });

  it('folds random text of Arabic and Latin letters, digits, marks and spaces alike', async () => {
    const letters = [...'ابتثجحخدذرسشصضطظعغفقكلمنهوي', ...'أإآٱىةیءؤئ', ...'ًٌٍَُِّْـٰ', ...'٠١٢٣٤٥', ...'aBcZ09 -'];
    const texts = fc.sample(fc.string({ unit: fc.constantFrom(...letters), maxLength: 24 }), 300);
    expect(texts.map(normalizeForSearch)).toEqual(await inDatabase(texts));
  });
});
