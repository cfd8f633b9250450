/**
 * The cities as search reads them (the server's places and suggestions): each city of
 * cities-data.ts with its spellings and population from city-search-data.ts. Server only: the
 * client imports cities-data.ts alone (docs/places-sources.md).
 */
import { PLACE_CITIES, type PlaceCity } from './cities-data';
import { CITY_SEARCH_DATA, type CitySearchData } from './city-search-data';

export interface SearchCity extends PlaceCity, CitySearchData {}

export const SEARCH_CITIES: readonly SearchCity[] = PLACE_CITIES.map((city) => {
  const search = CITY_SEARCH_DATA[city.name];
  if (!search) throw new Error(`${city.name} is missing from city-search-data.ts`);
  return { ...city, ...search };
});
