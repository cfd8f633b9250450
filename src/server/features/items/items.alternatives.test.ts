/**
 * GET /api/search/alternatives on the demo data: what a search that found nothing offers, and that
 * every count is what following it shows (GET /api/items with the same filters).
 */

import type { SearchAlternatives } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

type Filters = Record<string, string>;

const alternatives = async (filters: Filters) => {
  const res = await t.app.inject({ url: `/api/search/alternatives?${new URLSearchParams(filters)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchAlternatives>();
};

/** How many listings GET /api/items finds with these filters. */
const found = async (filters: Filters) => {
  const res = await t.app.inject({ url: `/api/items?${new URLSearchParams({ ...filters, limit: '1' })}` });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
};

const without = (filters: Filters, ...keys: string[]) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => !keys.includes(key)));

describe('GET /api/search/alternatives', () => {
  it('says a place is unknown and offers the places named most like it, with what each finds', async () => {
    const asked = { searchTerm: 'tent', city: 'Riyadd' };
    expect(await found(asked)).toBe(0);
    const answer = await alternatives(asked);
    expect(answer.place).toEqual({ asked: 'Riyadd', city: null, district: null, termWithout: null });
    expect(answer.placeSpellings[0]).toEqual({
      city: 'Riyadh',
      count: await found({ ...asked, city: 'Riyadh' }),
    });
    expect(answer.placeSpellings[0]!.count).toBeGreaterThan(0);
    expect(answer.withoutFilters).toEqual([{ filter: 'place', count: await found(without(asked, 'city')) }]);
    // Arabic, misspelt the same way.
    const arabic = await alternatives({ searchTerm: 'خيمة', city: 'ريياض' });
    expect(arabic.placeSpellings.map((place) => place.city)).toContain('Riyadh');
  });

  it('reads a place filter by any spelling or district: listings find it, alternatives name it', async () => {
    const riyadh = await found({ searchTerm: 'tent', city: 'Riyadh' });
    expect(riyadh).toBeGreaterThan(0);
    expect(await found({ searchTerm: 'tent', city: 'riyad' })).toBe(riyadh);
    expect(await found({ searchTerm: 'tent', city: 'الرياض' })).toBe(riyadh);
    // العليا is a district of Riyadh and of Khobar: the larger city's.
    expect(await found({ searchTerm: 'tent', city: 'العليا' })).toBe(riyadh);
    const answer = await alternatives({ searchTerm: 'كاميرا', city: 'العليا' });
    expect(answer.place).toEqual({
      asked: 'العليا',
      city: 'Riyadh',
      district: { name: 'Al Olaya', nameAr: 'العليا' },
      termWithout: null,
    });
  });

  it('offers the nearest cities that have matches, nearest first, each count what its link finds', async () => {
    const asked = { searchTerm: 'خيمة', city: 'Abha' };
    expect(await found(asked)).toBe(0);
    const { nearby, withoutFilters } = await alternatives(asked);
    expect(nearby.length).toBeGreaterThan(1);
    expect(nearby.map((near) => near.km)).toEqual([...nearby.map((near) => near.km)].sort((a, b) => a - b));
    for (const near of nearby) expect(near.count).toBe(await found({ ...asked, city: near.city }));
    expect(nearby.map((near) => near.city)).not.toContain('Abha');
    expect(withoutFilters).toEqual([{ filter: 'place', count: await found(without(asked, 'city')) }]);
  });

  it('drops a place named in the term from the term itself', async () => {
    const asked = { searchTerm: 'كاميرا في أبها' };
    expect(await found(asked)).toBe(0);
    const answer = await alternatives(asked);
    expect(answer.place).toEqual({ asked: 'Abha', city: 'Abha', district: null, termWithout: 'كاميرا' });
    expect(answer.withoutFilters).toEqual([
      { filter: 'place', count: await found({ searchTerm: 'كاميرا' }) },
    ]);
    expect(answer.nearby.every((near) => near.count > 0)).toBe(true);
  });

  it('offers the categories that hold matches when the chosen one holds none, largest first', async () => {
    const asked = { searchTerm: 'خيمة', categoryId: '3' };
    expect(await found(asked)).toBe(0);
    const { categories, withoutFilters } = await alternatives(asked);
    expect(categories[0]).toEqual({ id: 1, count: await found({ ...asked, categoryId: '1' }) });
    for (const category of categories) {
      expect(category.count).toBe(await found({ ...asked, categoryId: String(category.id) }));
    }
    expect(categories.map((category) => category.count)).toEqual(
      [...categories.map((category) => category.count)].sort((a, b) => b - a),
    );
    expect(withoutFilters).toEqual([
      { filter: 'category', count: await found(without(asked, 'categoryId')) },
    ]);
  });

  it('offers each filter dropped alone, only those that then find something', async () => {
    const asked = {
      searchTerm: 'tent',
      city: 'Riyadh',
      maxPrice: '10',
      startDate: '2030-02-01',
      endDate: '2030-02-03',
    };
    expect(await found(asked)).toBe(0);
    const { withoutFilters } = await alternatives(asked);
    // Without the price it finds tents; without the place or the dates it still finds none.
    expect(withoutFilters).toEqual([{ filter: 'price', count: await found(without(asked, 'maxPrice')) }]);
  });

  it('offers the term alone when no one filter is in the way, but together they are', async () => {
    const asked = { searchTerm: 'tent', categoryId: '3', maxPrice: '10' };
    expect(await found(asked)).toBe(0);
    const { withoutFilters, categories } = await alternatives(asked);
    expect(categories).toEqual([]);
    expect(withoutFilters).toEqual([{ filter: 'all', count: await found({ searchTerm: 'tent' }) }]);
  });

  it('offers the closest spelling the lexicon knows of a word no listing has', async () => {
    const asked = { searchTerm: 'كامرااا' };
    expect(await found(asked)).toBe(0);
    const { spellings } = await alternatives(asked);
    // The concept's usual writing, not the nearest odd one.
    expect(spellings.map((spelling) => spelling.term)).toEqual(['كاميرا']);
    expect(spellings[0]!.count).toBe(await found({ searchTerm: spellings[0]!.term }));
    expect(spellings[0]!.count).toBeGreaterThan(0);
    // The other words stay as typed.
    const withPlace = await alternatives({ searchTerm: 'كامرااا جدة' });
    expect(withPlace.spellings[0]?.term).toMatch(/ جدة$/);
  });

  it('offers nothing it cannot back, and nothing for text no listing is near', async () => {
    expect(await alternatives({ searchTerm: 'zzqx' })).toEqual({
      place: null,
      placeSpellings: [],
      spellings: [],
      categories: [],
      nearby: [],
      withoutFilters: [],
    });
  });

  it('is public, kept a minute, and refuses bad filters with the listing query’s messages', async () => {
    const res = await t.app.inject({ url: '/api/search/alternatives?searchTerm=tent' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const bad = await t.app.inject({ url: '/api/search/alternatives?minPrice=50&maxPrice=10' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('GET /api/places/districts', () => {
  it('answers a city’s districts with both names and centres, public for a day', async () => {
    const res = await t.app.inject({ url: `/api/places/districts?${new URLSearchParams({ city: 'جدة' })}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const districts = res.json<{ name: string; nameAr: string; latitude: number; longitude: number }[]>();
    expect(districts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ nameAr: expect.any(String), latitude: expect.any(Number) }),
      ]),
    );
    expect(Object.keys(districts[0]!).sort()).toEqual(['latitude', 'longitude', 'name', 'nameAr']);
    const none = await t.app.inject({ url: '/api/places/districts?city=Abha' });
    expect(none.json()).toEqual([]);
    const bad = await t.app.inject({ url: '/api/places/districts' });
    expect(bad.statusCode).toBe(400);
  });
});
