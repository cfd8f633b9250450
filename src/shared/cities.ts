/**
 * Saudi cities the marketplace knows by name: English name (stored on items),
 * Arabic name, region, and the city centre's real coordinates. The cities are
 * those of src/shared/places/cities-data.ts (docs/places-sources.md); a city
 * stored that is not among them (older data, free text) is kept as written.
 */
import type { Language } from './constants';
import { PLACE_CITIES, type PlaceCity } from './places/cities-data';
import { foldSearchChar, normalizeForSearch } from './search-normalize';

export type SaudiCity = PlaceCity;

/** Every city a listing or an account can pick: all of PLACE_CITIES, in its order. */
export const SAUDI_CITIES: readonly SaudiCity[] = PLACE_CITIES;

/** The thirteen regions (the `state` of an address); `name` is what is stored. */
export const SAUDI_REGIONS = [
  { name: 'Riyadh Region', nameAr: 'منطقة الرياض' },
  { name: 'Makkah Region', nameAr: 'منطقة مكة المكرمة' },
  { name: 'Madinah Region', nameAr: 'منطقة المدينة المنورة' },
  { name: 'Eastern Province', nameAr: 'المنطقة الشرقية' },
  { name: 'Al-Qassim', nameAr: 'منطقة القصيم' },
  { name: 'Asir', nameAr: 'منطقة عسير' },
  { name: 'Tabuk', nameAr: 'منطقة تبوك' },
  { name: 'Hail', nameAr: 'منطقة حائل' },
  { name: 'Northern Borders', nameAr: 'منطقة الحدود الشمالية' },
  { name: 'Jazan', nameAr: 'منطقة جازان' },
  { name: 'Najran', nameAr: 'منطقة نجران' },
  { name: 'Al-Baha', nameAr: 'منطقة الباحة' },
  { name: 'Al-Jouf', nameAr: 'منطقة الجوف' },
] as const;

// Known by either name: people type their city in the language they use.
const BY_NAME = new Map(
  SAUDI_CITIES.flatMap((city) => [
    [city.name.toLowerCase(), city],
    [city.nameAr, city],
  ]),
);

export function findCity(name: string): SaudiCity | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/**
 * An item listed without a position is placed near its city's centre, offset
 * by up to this much either way (about 300 m), so items never share a point.
 */
export const CITY_CENTRE_SPREAD_DEGREES = 0.003;

/** Whether a position is one the server chose near the city's centre, not the owner's own. */
export function isAtCityCentre(cityName: string, latitude: number, longitude: number): boolean {
  const city = findCity(cityName);
  const within = CITY_CENTRE_SPREAD_DEGREES + 1e-6;
  return Boolean(
    city && Math.abs(city.latitude - latitude) <= within && Math.abs(city.longitude - longitude) <= within,
  );
}

/** The stored form of a city someone typed: the English name of a city we know, else what they wrote. */
export function canonicalCity(name: string): string {
  return findCity(name)?.name ?? name.trim();
}

export function regionName(name: string, language: Language): string {
  const region = SAUDI_REGIONS.find((r) => r.name === name);
  if (!region) return name;
  return language === 'ar' ? region.nameAr : region.name;
}

/** A city's name in the given language; a city we do not know is shown as it was written. */
export function cityName(name: string, language: Language): string {
  const city = findCity(name);
  if (!city) return name;
  return language === 'ar' ? city.nameAr : city.name;
}

export interface RegionCities {
  /** The region's stored name (SAUDI_REGIONS). */
  region: string;
  /** The region's name in the page's language. */
  label: string;
  cities: readonly SaudiCity[];
}

/**
 * The cities for a picker: grouped by region, in SAUDI_REGIONS' order, with
 * each region named in the page's language.
 *
 * Within a region the most populous city comes first (the order of
 * cities-data.ts; docs/places-sources.md), not the alphabet: most listings are
 * in the big cities, so the likeliest choice is at the top of its group, and
 * the region's main city leads it (Abha and Khamis Mushait, not Ahad Rafidah,
 * open Asir). An alphabetical order would also read badly in Arabic, where
 * half the names begin with "ال" and would bunch together under ا. The order
 * is the same in both languages, so a bilingual household sees one list.
 */
export function citiesByRegion(language: Language): RegionCities[] {
  return SAUDI_REGIONS.map((region) => ({
    region: region.name,
    label: regionName(region.name, language),
    cities: SAUDI_CITIES.filter((city) => city.region === region.name),
  }));
}

/** Spaces, hyphens, apostrophes and dots, which a typed name may have or leave out ("ad-Dawasir"). */
const NAME_JOINERS = /[\s\-'’.]/g;

/** A name folded as search folds letters (hamza and alef forms, ة, ى, case), the article kept. */
const foldName = (text: string) => Array.from(text.replace(NAME_JOINERS, '')).map(foldSearchChar).join('');

/**
 * Whether a city is one someone typing `query` may mean, in either language: its Arabic or English
 * name holds what is typed, folded as search folds it (docs/decisions/0039-search-lexicon.md), with
 * or without the article ("بريد" finds بريدة, "ابها" أبها, "رياض" and "الري" الرياض, "buray" Buraydah).
 */
export function cityMatches(city: Pick<SaudiCity, 'name' | 'nameAr'>, query: string): boolean {
  const typed = foldName(query);
  if (typed === '') return true;
  const bare = normalizeForSearch(query).replace(NAME_JOINERS, '');
  return [city.nameAr, city.name].some(
    (name) =>
      foldName(name).includes(typed) ||
      (bare !== '' && normalizeForSearch(name).replace(NAME_JOINERS, '').includes(bare)),
  );
}
