/**
 * The cities listings can name (cities.ts, over src/shared/places; docs/places-sources.md): all of
 * them found by either name, named back in both languages, grouped for the pickers, and a city we
 * do not know kept as written.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalCity,
  citiesByRegion,
  cityMatches,
  cityName,
  findCity,
  isAtCityCentre,
  SAUDI_CITIES,
  SAUDI_REGIONS,
} from './cities';
import { LANGUAGES } from './constants';
import { PLACE_CITIES } from './places/cities-data';
import { CITY_SEARCH_DATA } from './places/city-search-data';
import { SEARCH_CITIES } from './places/search-cities';

/** The cities listings could name first: what listings already store must still mean the same place. */
const FIRST_CITIES = [
  ['Riyadh', 'الرياض', 24.7136, 46.6753],
  ['Jeddah', 'جدة', 21.4858, 39.1925],
  ['Makkah', 'مكة المكرمة', 21.3891, 39.8579],
  ['Madinah', 'المدينة المنورة', 24.5247, 39.5692],
  ['Dammam', 'الدمام', 26.4207, 50.0888],
  ['Khobar', 'الخبر', 26.2172, 50.1971],
  ['Al Ahsa', 'الأحساء', 25.3833, 49.5833],
  ['Abha', 'أبها', 18.2164, 42.5053],
  ['Taif', 'الطائف', 21.2703, 40.4158],
  ['Tabuk', 'تبوك', 28.3835, 36.5662],
  ['AlUla', 'العُلا', 26.6085, 37.9232],
  ['Buraydah', 'بريدة', 26.326, 43.975],
  ['Hail', 'حائل', 27.5114, 41.7208],
  ['Jazan', 'جازان', 16.8892, 42.5511],
  ['Najran', 'نجران', 17.4924, 44.1277],
] as const;

describe('the cities', () => {
  it('are the hundred of the places data, each in one of the thirteen regions', () => {
    expect(SAUDI_CITIES).toBe(PLACE_CITIES);
    expect(SAUDI_CITIES).toHaveLength(100);
    const regions: string[] = SAUDI_REGIONS.map((region) => region.name);
    for (const city of SAUDI_CITIES) expect(regions).toContain(city.region);
    // No two cities share a name in either language.
    const names = SAUDI_CITIES.flatMap((city) => [city.name.toLowerCase(), city.nameAr]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keep the first cities as listings store them, with the same centre', () => {
    for (const [name, nameAr, latitude, longitude] of FIRST_CITIES) {
      expect(findCity(name)).toMatchObject({ name, nameAr, latitude, longitude });
    }
  });

  it('are all found by either name, whatever the case or the spaces around', () => {
    for (const city of SAUDI_CITIES) {
      expect(findCity(city.name)).toBe(city);
      expect(findCity(city.nameAr)).toBe(city);
      expect(findCity(` ${city.name.toUpperCase()} `)).toBe(city);
      expect(findCity(`${city.nameAr} `)).toBe(city);
    }
    expect(findCity('خميس مشيط')?.name).toBe('Khamis Mushait');
    expect(findCity('khamis mushait')?.nameAr).toBe('خميس مشيط');
  });

  it('are named in the page’s language and stored by their English name, both ways round', () => {
    for (const city of SAUDI_CITIES) {
      for (const language of LANGUAGES) {
        const shown = cityName(city.name, language);
        expect(shown).toBe(language === 'ar' ? city.nameAr : city.name);
        expect(canonicalCity(shown)).toBe(city.name);
        expect(cityName(canonicalCity(shown), language)).toBe(shown);
      }
    }
    expect(cityName('Khamis Mushait', 'ar')).toBe('خميس مشيط');
    expect(cityName('خميس مشيط', 'en')).toBe('Khamis Mushait');
    expect(canonicalCity(' خميس مشيط ')).toBe('Khamis Mushait');
  });

  it('leave a city we do not know as it was written, in both languages', () => {
    for (const written of ['Al Ghat', 'الغاط', 'قرية الشيخ', 'Somewhere <b>odd</b>']) {
      expect(findCity(written)).toBeUndefined();
      expect(cityName(written, 'ar')).toBe(written);
      expect(cityName(written, 'en')).toBe(written);
      expect(canonicalCity(` ${written} `)).toBe(written);
      expect(isAtCityCentre(written, 24.7136, 46.6753)).toBe(false);
    }
  });

  it('know each centre, within the spread the server gives an item without a position', () => {
    for (const city of SAUDI_CITIES) {
      expect(isAtCityCentre(city.name, city.latitude + 0.003, city.longitude - 0.003)).toBe(true);
      expect(isAtCityCentre(city.nameAr, city.latitude, city.longitude)).toBe(true);
      expect(isAtCityCentre(city.name, city.latitude + 0.01, city.longitude)).toBe(false);
    }
  });
});

describe('the cities for a picker', () => {
  it('come in the thirteen regions, in their order, named in the page’s language', () => {
    for (const language of LANGUAGES) {
      const groups = citiesByRegion(language);
      expect(groups.map((group) => group.region)).toEqual(SAUDI_REGIONS.map((region) => region.name));
      expect(groups.map((group) => group.label)).toEqual(
        SAUDI_REGIONS.map((region) => (language === 'ar' ? region.nameAr : region.name)),
      );
      // Every city once, under its own region.
      const listed = groups.flatMap((group) => group.cities);
      expect([...listed].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        [...SAUDI_CITIES].sort((a, b) => a.name.localeCompare(b.name)),
      );
      for (const group of groups) {
        expect(group.cities.length).toBeGreaterThan(0);
        for (const city of group.cities) expect(city.region).toBe(group.region);
      }
    }
    expect(citiesByRegion('ar').find((group) => group.region === 'Asir')?.label).toBe('منطقة عسير');
  });

  it('list the most populous city of a region first (the order of cities-data.ts)', () => {
    for (const group of citiesByRegion('en')) {
      const populations = group.cities.map((city) => CITY_SEARCH_DATA[city.name]?.population ?? 0);
      expect(populations).toEqual([...populations].sort((a, b) => b - a));
    }
    expect(citiesByRegion('en')[0]?.cities[0]?.name).toBe('Riyadh');
    expect(
      citiesByRegion('en')
        .find((group) => group.region === 'Asir')
        ?.cities.slice(0, 2)
        .map((city) => city.name),
    ).toEqual(['Khamis Mushait', 'Abha']);
  });
});

describe('the cities as search reads them', () => {
  it('have their spellings and population, and nothing for a city that is not listed', () => {
    expect(Object.keys(CITY_SEARCH_DATA).sort()).toEqual(PLACE_CITIES.map((city) => city.name).sort());
    expect(SEARCH_CITIES).toHaveLength(PLACE_CITIES.length);
    for (const [index, city] of SEARCH_CITIES.entries()) {
      expect(city).toMatchObject(PLACE_CITIES[index]!);
      expect(city.population).toBeGreaterThan(0);
      expect(city.aliases.length).toBeGreaterThan(0);
    }
  });
});

describe('cityMatches, as the city picker filters while one types', () => {
  const matching = (query: string) =>
    SAUDI_CITIES.filter((city) => cityMatches(city, query)).map((city) => city.name);

  it('finds a city by part of its Arabic name, folded as search folds it', () => {
    expect(matching('بريد')).toContain('Buraydah');
    expect(matching('ابها')).toEqual(['Abha']);
    expect(matching('مكه')).toContain('Makkah');
    expect(matching('رياض')).toContain('Riyadh');
    expect(matching('الري')).toContain('Riyadh');
    expect(matching('مشيط')).toEqual(['Khamis Mushait']);
  });

  it('finds a city by its English name, whatever the case, spaces or hyphens', () => {
    expect(matching('buray')).toContain('Buraydah');
    expect(matching('KHAMIS')).toEqual(['Khamis Mushait']);
    expect(matching('wadi ad dawasir')).toEqual(['Wadi ad-Dawasir']);
  });

  it('shows every city for nothing typed, and none for a name that is no city', () => {
    expect(matching(' ')).toHaveLength(SAUDI_CITIES.length);
    expect(matching('لندن')).toEqual([]);
  });
});
