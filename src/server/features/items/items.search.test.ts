import type { Item } from '@shared/api-types';
import { ALL_WORDS_COUNT_HEADER } from '@shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { QueryWord } from '../search/understand';
import { wordQueries } from './items.search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.database.db);
  const listings: [string, string][] = [
    ['خيمة عائلية كبيرة', 'تتسع لستة أشخاص، مع الأوتاد والحبال.'],
    ['إضاءة LED للتخييم', 'كشاف يعمل بالبطارية طوال الليل.'],
    ['مُكَيِّف متنقّل', 'تبريد سريع للمجالس الخارجية.'],
    ['مكيـــف صحراوي', 'مناسب للاستراحات.'],
    ['كرسى رحلات قابل للطي', 'خفيف وسهل الحمل.'],
    ['آلة قهوة مختصة', 'تحضير إسبريسو للمناسبات.'],
    ['Canon EOS camera kit', 'Body with two lenses and a bag.'],
    ['Family Tent for 6', 'Waterproof, with poles and pegs.'],
    ['Epson projector Full HD', 'For outdoor cinema nights.'],
    ['Camping stove', 'Two burners; fits in a tent bag.'],
  ];
  for (const [title, description] of listings)
    await createItem(t.database.db, owner.id, { title, description });
});
afterAll(() => t.close());

async function search(term: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/items', query: { searchTerm: term } });
  expect(res.statusCode).toBe(200);
  return res.json<Item[]>().map((item) => item.title);
}

describe('search, whatever way a word is written', () => {
  // [what someone types, the listing that must come first]
  it.each([
    ['خيمه', 'خيمة عائلية كبيرة'], // taa marbuta typed as haa
    ['خيمة', 'خيمة عائلية كبيرة'],
    ['الخيمة', 'خيمة عائلية كبيرة'], // with the article
    ['اضاءه', 'إضاءة LED للتخييم'], // alef without hamza, haa for taa marbuta
    ['أضاءة', 'إضاءة LED للتخييم'],
    ['مكيّف متنقل', 'مُكَيِّف متنقّل'], // tashkeel in the query
    ['متنقل', 'مُكَيِّف متنقّل'], // tashkeel in the title
    ['صحراوي', 'مكيـــف صحراوي'],
    ['كرسي', 'كرسى رحلات قابل للطي'], // alef maqsura for yaa
    ['ألة قهوه', 'آلة قهوة مختصة'], // alef madda and taa marbuta
    ['tents', 'Family Tent for 6'], // English stemming
    ['CANON', 'Canon EOS camera kit'], // any case
    ['camra', 'Canon EOS camera kit'], // a misspelling
    ['projecter', 'Epson projector Full HD'],
    ['٦', 'Family Tent for 6'], // Arabic-Indic digits
    ['أشخاص', 'خيمة عائلية كبيرة'], // a word of the description
  ])('"%s" finds "%s" first', async (term, expected) => {
    expect((await search(term))[0]).toBe(expected);
  });

  it('finds the same listings for every spelling of a word', async () => {
    const spellings = ['مكيف', 'مُكَيِّف', 'مكيـــف', 'المكيف'];
    const results = await Promise.all(spellings.map(async (term) => (await search(term)).sort()));
    for (const result of results) expect(result).toEqual(['مكيـــف صحراوي', 'مُكَيِّف متنقّل']);
  });

  it('puts the listings with every word of a longer term first, spelled closely enough', async () => {
    expect((await search('خيمة كبيرة'))[0]).toBe('خيمة عائلية كبيرة');
    expect((await search('canon camra'))[0]).toBe('Canon EOS camera kit');
  });

  it('finds nothing when no word of the term is in any listing', async () => {
    expect(await search('غواصة حمراء')).toEqual([]);
  });

  it('ranks a match in the title above one in the description', async () => {
    const titles = await search('tent');
    expect(titles.indexOf('Family Tent for 6')).toBeLessThan(titles.indexOf('Camping stove'));
    expect(titles).toContain('Camping stove');
  });

  it('finds nothing for a word no listing has, and treats operators as words', async () => {
    expect(await search('غواصة')).toEqual([]);
    expect(await search('submarine')).toEqual([]);
    for (const odd of ['"', "'", '-', '&|!', '%', '\\', 'tent OR', '(:*)']) {
      const res = await t.app.inject({ url: '/api/items', query: { searchTerm: odd } });
      expect(res.statusCode, odd).toBe(200);
    }
  });
});

describe('a term of several words that no listing has all of (docs/search.md, "Some of the words")', () => {
  const read = async (searchTerm: string) => {
    const res = await t.app.inject({ url: '/api/items', query: { searchTerm } });
    expect(res.statusCode).toBe(200);
    return {
      titles: res.json<Item[]>().map((item) => item.title),
      total: Number(res.headers['x-total-count']),
      allWords: res.headers[ALL_WORDS_COUNT_HEADER],
    };
  };

  it('lists the listings with some of the words, in both languages, and says none has all', async () => {
    for (const term of ['projector camera', 'بروجكتر كاميرا']) {
      const found = await read(term);
      expect(found.titles.sort(), term).toEqual(['Canon EOS camera kit', 'Epson projector Full HD']);
      expect(found, term).toMatchObject({ total: 2, allWords: '0' });
    }
  });

  it('puts those with every word first, then those with more words, then those with rarer ones', async () => {
    // Every word: the tent that says كبيرة; more words: none; a rarer word: the stove says "tent"
    // as the family tent does, but "stove" only once.
    const bigTent = await read('خيمة كبيرة');
    expect(bigTent.titles[0]).toBe('خيمة عائلية كبيرة');
    expect(bigTent.allWords).toBe('1');
    expect(bigTent.total).toBeGreaterThan(1);
    const stove = await read('stove tent');
    expect(stove.titles[0]).toBe('Camping stove');
    expect(stove.allWords).toBe('1');
    const rarer = await read('epson tent');
    expect(rarer.allWords).toBe('0');
    expect(rarer.titles[0]).toBe('Epson projector Full HD');
    expect(rarer.titles).toEqual(expect.arrayContaining(['Family Tent for 6', 'Camping stove']));
  });

  it('never lets a word the lexicon does not know bring listings of its own beside one it knows', async () => {
    // كبيرة is in no concept: beside خيمة it ranks, it does not find ("كرسي كبيرة" is no tent).
    const chair = await read('كرسي كبيرة');
    expect(chair.titles).toEqual(['كرسى رحلات قابل للطي']);
  });

  it('sends no count of all words for a term of one word', async () => {
    expect((await read('tent')).allWords).toBeUndefined();
  });
});

describe('how many a search finds (X-Total-Count)', () => {
  const total = async (query: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/items', query });
    expect(res.statusCode).toBe(200);
    return { count: Number(res.headers['x-total-count']), rows: res.json<Item[]>().length };
  };

  it('counts every match but a blocked owner’s, on any page, past the last one too', async () => {
    const blocked = await createUser(t.database.db, { suspendedAt: new Date() });
    await createItem(t.database.db, blocked.id, { title: 'Blocked tent', description: 'A tent.' });
    const all = await total({ searchTerm: 'tent' });
    expect(all.count).toBe(all.rows);
    expect(all.count).toBeGreaterThanOrEqual(2);
    expect(await total({ searchTerm: 'tent', limit: '1' })).toEqual({ count: all.count, rows: 1 });
    expect(await total({ searchTerm: 'tent', offset: '50' })).toEqual({ count: all.count, rows: 0 });
    expect(await total({ searchTerm: 'غواصة' })).toEqual({ count: 0, rows: 0 });
  });
});

describe("a read term's full-text queries (wordQueries)", () => {
  const word = (text: string, forms: string[], brand = false): QueryWord => ({
    text,
    forms,
    ownForms: brand ? [text] : [],
    namedCategories: [],
    thingCategories: [],
    brandOrModel: brand,
  });

  it('asks for each reading once, whichever stemmer gave it, typed first and phrases last', async () => {
    const [camera, sony] = await wordQueries(t.database.db, [
      word('camera', ['cameras', 'كاميرا', 'action cam']),
      word('سوني', ['sony'], true),
    ]);
    // Both stemmers read "camera" alike; "cameras" is camera to the English one only. The word
    // as typed comes first, phrases last.
    expect(camera?.any).toBe("('camera') | ('cameras') | ('كامير') | ('كاميرا') | ('action' <-> 'cam')");
    expect(camera?.typed).toBe("('camera')");
    expect(camera?.own).toBe('');
    expect(sony?.own).toBe(sony?.typed);
  });

  it('finds what asking for every writing with both stemmers finds', async () => {
    const writings = ['tents', 'خيمه', 'camping stove', 'مكيف'];
    const [any] = await wordQueries(t.database.db, [word('tents', writings.slice(1))]);
    const each = sql.join(
      writings.map(
        (writing) => sql`phraseto_tsquery('arabic', ${writing}) || phraseto_tsquery('english', ${writing})`,
      ),
      sql` || `,
    );
    const titles = async (query: SQL) =>
      (
        await selectRows<{ title: string }>(
          t.database.db,
          sql`SELECT title FROM items WHERE search_vector @@ (${query}) ORDER BY title`,
        )
      ).map((row) => row.title);
    const found = await titles(sql`${any!.any}::tsquery`);
    expect(found).toEqual(await titles(each));
    expect(found).toEqual(
      expect.arrayContaining(['Camping stove', 'Family Tent for 6', 'خيمة عائلية كبيرة']),
    );
  });
});

describe('ties', () => {
  it('orders listings of one relevance tier nearest first when the searcher gives a position', async () => {
    const owner = await createUser(t.database.db);
    const places = {
      Riyadh: { latitude: 24.7136, longitude: 46.6753 },
      Jeddah: { latitude: 21.4858, longitude: 39.1925 },
      Dammam: { latitude: 26.4207, longitude: 50.0888 },
    };
    for (const [city, point] of Object.entries(places)) {
      await createItem(t.database.db, owner.id, {
        title: `Kayak for two ${city}`,
        description: 'A sit-on-top kayak with two paddles.',
        city,
        latitude: String(point.latitude),
        longitude: String(point.longitude),
      });
    }
    const from = async (point: { latitude: number; longitude: number }) => {
      const res = await t.app.inject({
        url: '/api/items',
        query: { searchTerm: 'kayak', lat: String(point.latitude), lng: String(point.longitude) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Item[]>().map((item) => item.city);
    };
    expect(await from(places.Jeddah)).toEqual(['Jeddah', 'Riyadh', 'Dammam']);
    expect(await from(places.Dammam)).toEqual(['Dammam', 'Riyadh', 'Jeddah']);
    // A better match stays above a nearer weaker one: the word in the title, not only in the text.
    await createItem(t.database.db, owner.id, {
      title: 'Sea trip bundle',
      description: 'Snorkels, fins and a kayak.',
      city: 'Khobar',
      latitude: String(places.Dammam.latitude),
      longitude: String(places.Dammam.longitude),
    });
    expect(await from(places.Dammam)).toEqual(['Dammam', 'Riyadh', 'Jeddah', 'Khobar']);
  });
});
