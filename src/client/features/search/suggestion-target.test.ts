import type { Suggestion } from '@shared/api-types';
import { describe, expect, it } from 'vitest';
import {
  filtersWithSuggestion,
  suggestionHref,
  suggestionKey,
  suggestionLabel,
  withSearchTerm,
} from './suggestion-target';

const term: Suggestion = { kind: 'term', text: 'كاميرا' };
const item: Suggestion = {
  kind: 'item',
  id: '0b6f5c2e-7c1a-4f7e-9d5e-2a1b3c4d5e6f',
  title: 'Sony A7 IV camera kit',
};
const category: Suggestion = { kind: 'category', id: 4, slug: 'cameras', name: 'كاميرات' };
const place: Suggestion = { kind: 'place', city: 'Jeddah', name: 'جدة' };

describe('where a suggestion leads from the home page', () => {
  it('searches for a word', () => {
    expect(suggestionHref(term)).toBe(`/browse?search=${encodeURIComponent('كاميرا')}`);
    expect(suggestionHref({ kind: 'term', text: 'a&b=c d' })).toBe('/browse?search=a%26b%3Dc+d');
  });

  it('opens a listing', () => {
    expect(suggestionHref(item)).toBe(`/item/${item.id}`);
    expect(suggestionHref({ kind: 'item', id: 'a/b?c', title: 'x' })).toBe('/item/a%2Fb%3Fc');
  });

  it('filters by a category, by its id', () => {
    expect(suggestionHref(category)).toBe('/browse?category=4');
  });

  it('filters by a city, by the English name stored on listings', () => {
    expect(suggestionHref(place)).toBe('/browse?location=Jeddah');
  });

  it('keeps the place typed beside the box for a word or a category, and a city replaces it', () => {
    const location = ' الرياض ';
    expect(suggestionHref(term, { location })).toBe(
      `/browse?search=${encodeURIComponent('كاميرا')}&location=${encodeURIComponent('الرياض')}`,
    );
    expect(suggestionHref(category, { location })).toBe(
      `/browse?location=${encodeURIComponent('الرياض')}&category=4`,
    );
    expect(suggestionHref(place, { location })).toBe('/browse?location=Jeddah');
    expect(suggestionHref(item, { location })).toBe(`/item/${item.id}`);
  });
});

describe('the browse filters after a suggestion', () => {
  const filters = {
    search: 'tent',
    location: 'Riyadh',
    category: 1 as number | undefined,
    minPrice: 50,
    sort: 'relevance' as string | undefined,
    view: 'map' as const,
  };

  it('a word becomes the search, the rest kept', () => {
    expect(filtersWithSuggestion(filters, term)).toEqual({ ...filters, search: 'كاميرا' });
  });

  it('a category replaces the typed search and the category, keeping the city, price and view', () => {
    expect(filtersWithSuggestion(filters, category)).toEqual({
      ...filters,
      search: '',
      category: 4,
      sort: undefined,
    });
  });

  it('a city replaces the typed search and the city, keeping the category, price and view', () => {
    expect(filtersWithSuggestion(filters, place)).toEqual({
      ...filters,
      search: '',
      location: 'Jeddah',
      sort: undefined,
    });
  });

  it('sorts a first search by relevance, keeps the sort of a changed search, drops relevance with the search', () => {
    const none = { search: '', location: '', sort: undefined as string | undefined };
    expect(withSearchTerm(none, 'tent').sort).toBe('relevance');
    expect(withSearchTerm({ ...none, sort: 'price-low' }, 'tent').sort).toBe('relevance');
    expect(withSearchTerm({ ...none, search: 'tent', sort: 'newest' }, 'drill').sort).toBe('newest');
    expect(withSearchTerm({ ...none, search: 'tent', sort: 'relevance' }, '').sort).toBeUndefined();
    expect(withSearchTerm({ ...none, search: 'tent', sort: 'rating' }, '').sort).toBe('rating');
  });
});

describe('a suggestion’s key and label', () => {
  it('are what the suggestion shows, and distinct across kinds', () => {
    const all = [term, item, category, place, { kind: 'term', text: '4' } as Suggestion];
    expect(all.map(suggestionLabel)).toEqual(['كاميرا', 'Sony A7 IV camera kit', 'كاميرات', 'جدة', '4']);
    expect(new Set(all.map(suggestionKey)).size).toBe(all.length);
  });
});
