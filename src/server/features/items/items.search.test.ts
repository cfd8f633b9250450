import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../../shared/api-types';
import { createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

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

  it('needs every word of a longer term, spelled closely enough', async () => {
    expect(await search('خيمة كبيرة')).toEqual(['خيمة عائلية كبيرة']);
    expect(await search('كبيرة غواصة')).toEqual([]);
    expect(await search('canon camra')).toEqual(['Canon EOS camera kit']);
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
