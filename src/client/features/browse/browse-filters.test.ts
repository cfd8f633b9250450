import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  apiQueryOf,
  filtersFromParams,
  paramsFromFilters,
  withoutAnyFilter,
  withoutFilter,
} from './browse-filters';

describe('browse filters in the URL', () => {
  it('reads search, location and category, and our parameters, and writes them back the same', () => {
    const query =
      'search=خيمة&location=الرياض&category=3&minPrice=50&maxPrice=200&startDate=2026-12-01&endDate=2026-12-03&sort=price-low&view=map';
    const filters = filtersFromParams(new URLSearchParams(query));
    expect(filters).toEqual({
      search: 'خيمة',
      location: 'الرياض',
      category: 3,
      minPrice: 50,
      maxPrice: 200,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      sort: 'price-low',
      view: 'map',
    });
    expect(paramsFromFilters(filters).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('leaves out what is malformed instead of failing', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'category=abc&minPrice=-3&maxPrice=x&startDate=2026-12-05&endDate=2026-12-01&sort=best&view=list',
      ),
    );
    expect(filters).toEqual({ search: '', location: '', view: 'grid' });
    expect(paramsFromFilters(filters).toString()).toBe('');
  });

  it('reads a price range written the wrong way round as the range it names', () => {
    const filters = filtersFromParams(new URLSearchParams('minPrice=50&maxPrice=10'));
    expect(filters).toMatchObject({ minPrice: 10, maxPrice: 50 });
    expect(filtersFromParams(new URLSearchParams('minPrice=10&maxPrice=50'))).toMatchObject({
      minPrice: 10,
      maxPrice: 50,
    });
  });

  it('leaves out days the API would refuse: impossible ones, and years no rental needs', () => {
    for (const [startDate, endDate] of <[string, string][]>[
      ['2027-02-29', '2027-03-01'],
      ['2999-12-30', '3000-01-02'],
      ['9999-12-30', '9999-12-31'],
    ]) {
      const filters = filtersFromParams(new URLSearchParams({ startDate, endDate }));
      expect(filters, startDate).toMatchObject({ startDate: undefined, endDate: undefined });
    }
    expect(filtersFromParams(new URLSearchParams('startDate=2999-12-30&endDate=2999-12-31'))).toMatchObject({
      startDate: '2999-12-30',
      endDate: '2999-12-31',
    });
  });

  it('asks the API by the city’s English name, and sorts by distance only with a position', () => {
    const filters = filtersFromParams(new URLSearchParams('location=جدة&sort=distance'));
    expect(apiQueryOf(filters, null)).toMatchObject({ city: 'Jeddah', sort: undefined, lat: undefined });
    expect(apiQueryOf(filters, { lat: 24.7, lng: 46.7 })).toMatchObject({
      sort: 'distance',
      lat: 24.7,
      lng: 46.7,
    });
  });

  it('lists the active filters and removes them one by one or all at once', () => {
    const filters = filtersFromParams(
      new URLSearchParams('search=tent&category=1&maxPrice=100&sort=relevance&view=map'),
    );
    expect(activeFilters(filters)).toEqual(['search', 'category', 'price']);
    expect(withoutFilter(filters, 'search')).toMatchObject({ search: '', sort: undefined, category: 1 });
    expect(withoutFilter(filters, 'price')).toMatchObject({ maxPrice: undefined, category: 1 });
    expect(withoutAnyFilter(filters)).toEqual({ search: '', location: '', view: 'map', sort: undefined });
  });
});
