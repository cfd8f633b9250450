import type { SearchAlternatives } from '@shared/api-types';
import { describe, expect, it } from 'vitest';
import { inCategory, inCity, offersAnything, withoutDroppable, withSpelling } from './alternative-filters';
import type { BrowseFilters } from './browse-filters';

const filters: BrowseFilters = {
  search: 'كاميرا في أبها',
  location: '',
  category: 4,
  minPrice: 50,
  maxPrice: 100,
  startDate: '2030-02-01',
  endDate: '2030-02-03',
  sort: 'price-low',
  view: 'grid',
};

const nothing: SearchAlternatives = {
  place: null,
  placeSpellings: [],
  spellings: [],
  categories: [],
  nearby: [],
  withoutFilters: [],
};
const placeInTerm: SearchAlternatives = {
  ...nothing,
  place: { asked: 'Abha', city: 'Abha', district: null, termWithout: 'كاميرا' },
};

describe('where a way out of an empty search leads', () => {
  it('changes one thing and keeps the rest', () => {
    expect(withSpelling(filters, 'كاميرا')).toEqual({ ...filters, search: 'كاميرا' });
    expect(inCategory(filters, 1)).toEqual({ ...filters, category: 1 });
    expect(withoutDroppable(filters, nothing, 'price')).toEqual({
      ...filters,
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(withoutDroppable(filters, nothing, 'dates')).toEqual({
      ...filters,
      startDate: undefined,
      endDate: undefined,
    });
    expect(withoutDroppable(filters, nothing, 'category')).toEqual({ ...filters, category: undefined });
  });

  it('moves a place named in the term out of it, to another city or to none', () => {
    expect(inCity(filters, placeInTerm, 'Jeddah')).toEqual({
      ...filters,
      search: 'كاميرا',
      location: 'Jeddah',
    });
    expect(withoutDroppable(filters, placeInTerm, 'place')).toEqual({
      ...filters,
      search: 'كاميرا',
      location: '',
    });
    // A place filter: the term stays as typed.
    const filtered = { ...filters, search: 'tent', location: 'Riyadd' };
    expect(inCity(filtered, nothing, 'Riyadh')).toEqual({ ...filtered, location: 'Riyadh' });
  });

  it('keeps only the term and the view when every filter goes', () => {
    expect(withoutDroppable(filters, placeInTerm, 'all')).toEqual({
      search: 'كاميرا',
      location: '',
      view: 'grid',
    });
  });

  it('knows when there is nothing to offer', () => {
    expect(offersAnything(nothing)).toBe(false);
    expect(offersAnything({ ...nothing, withoutFilters: [{ filter: 'all', count: 3 }] })).toBe(true);
  });
});
