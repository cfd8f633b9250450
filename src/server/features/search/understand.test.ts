/**
 * Reading a term (understand.ts) against the seeded lexicon: places, request words, joined
 * prefixes, forms of several words, narrower concepts and typos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { findPlaceInWords } from './places';
import { oneLetterLess, termWords, understandTerm, usesSearchSyntax } from './understand';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

const read = (term: string) => understandTerm(test.database.db, term);

describe('reading a search term', () => {
  it('takes the place out of the term, with its linking word, in either language', async () => {
    expect(findPlaceInWords(termWords('tent in riyadh'))).toMatchObject({
      place: { city: { name: 'Riyadh' } },
      rest: ['tent'],
    });
    expect(findPlaceInWords(termWords('كاميرا في جده'))).toMatchObject({
      place: { city: { name: 'Jeddah' } },
      rest: ['كاميرا'],
    });
    // The longest name first: "al khobar" is Khobar, leaving nothing.
    expect(findPlaceInWords(termWords('Al Khobar'))).toMatchObject({
      place: { city: { name: 'Khobar' } },
      rest: [],
    });
    expect(findPlaceInWords(termWords('drill'))).toEqual({ place: null, rest: ['drill'] });
  });

  it('drops the words of a request, and keeps a word that is all there is', async () => {
    expect((await read('ابغى بلايستيشن للويكند')).words.map((w) => w.text)).toEqual(['بلايستيشن']);
    expect((await read('rent a ps5')).words.map((w) => w.text)).toEqual(['ps5']);
    expect((await read('rent')).words.map((w) => w.text)).toEqual(['rent']);
  });

  it('widens a word to its other spellings, plurals and language', async () => {
    const [tents] = (await read('خيام')).words;
    expect(tents?.forms).toEqual(expect.arrayContaining(['خيمه', 'tent', 'tents']));
    const [drill] = (await read('شنيور')).words;
    expect(drill?.forms).toEqual(expect.arrayContaining(['دريل', 'drill']));
  });

  it('reads a word with a joined و or ب, and a form of several words as one', async () => {
    expect((await read('وخيمة')).words[0]?.forms).toContain('tent');
    const words = (await read('بلاي ستيشن')).words;
    expect(words).toHaveLength(1);
    expect(words[0]?.brandOrModel).toBe(true);
  });

  it('covers narrower concepts: a camera search finds the GoPro', async () => {
    const [camera] = (await read('كاميرا')).words;
    expect(camera?.forms).toEqual(expect.arrayContaining(['gopro', 'camera']));
    expect(camera?.ownForms).not.toContain('gopro');
  });

  it('reads a misspelling one letter from a known form as that form, marked a typo', async () => {
    const [generator] = (await read('genrator')).words;
    expect(generator).toMatchObject({ typo: true });
    expect(generator?.forms).toContain('generator');
    const [tent] = (await read('tnet')).words;
    expect(tent?.forms).toContain('tent');
    expect(oneLetterLess('abc')).toEqual(['abc', 'bc', 'ac', 'ab']);
  });

  it('names the category a word stands for', async () => {
    const [tools] = (await read('أدوات')).words;
    expect(tools?.namedCategories).toEqual([2]);
  });

  it('leaves a term in the full-text syntax to be searched as written', () => {
    for (const term of ['"camping stove"', 'tent -big', 'tent or stove'])
      expect(usesSearchSyntax(term)).toBe(true);
    for (const term of ['tent', 'خيمة كبيرة', 'x-ray']) expect(usesSearchSyntax(term)).toBe(false);
  });
});
