/**
 * Places named in a search term ("كاميرا جدة", "tent in riyadh"): the longest run of words that is
 * a city's name or one of its spellings (src/shared/places), with the linking word before it
 * (في, in, near). The words read as a place leave the term; the city filters the results.
 */
import { kilometresBetween } from '@shared/geo';
import { PLACE_DISTRICTS, type PlaceDistrict } from '@shared/places/districts-data';
import { SEARCH_CITIES, type SearchCity } from '@shared/places/search-cities';
import { normalizeForSearch } from '@shared/search-normalize';

export interface PlaceMatch {
  city: SearchCity;
  /** The term's words read as the place, folded. */
  words: string[];
}

/** Words that only link a thing to its place: "tent in riyadh", "خيمة في الرياض". */
const LINKING_WORDS = new Set(['في', 'فى', 'ب', 'بـ', 'قرب', 'عند', 'حول', 'in', 'near', 'at', 'around']);
const MAX_PLACE_WORDS = 3;
/** A joined ب or ل before a place's name: بجدة, للرياض is folded to رياض already. */
const JOINED_PREFIX = /^[بل](?=[\u0621-\u064A]{3})/;

/** Every city's names and spellings, folded, to the city. */
const CITY_BY_NAME: ReadonlyMap<string, SearchCity> = new Map(
  SEARCH_CITIES.flatMap((city) =>
    [city.name, city.nameAr, ...city.aliases].map((name) => [normalizeForSearch(name).trim(), city] as const),
  ),
);

function cityNamed(run: readonly string[]): SearchCity | undefined {
  const text = run.join(' ');
  return CITY_BY_NAME.get(text) ?? CITY_BY_NAME.get(text.replace(JOINED_PREFIX, () => ''));
}

/**
 * The place the words name, the longest run first ("al khobar" before "khobar"), the last one among
 * runs as long (a thing comes first: "camera jeddah"), and the words without it.
 */
export function findPlaceInWords(words: readonly string[]): { place: PlaceMatch | null; rest: string[] } {
  for (let length = Math.min(MAX_PLACE_WORDS, words.length); length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      const run = words.slice(start, start + length);
      const city = cityNamed(run);
      if (!city) continue;
      // The word before the place (none when it starts the words) goes with it if it links ("in").
      const before = words[start - 1];
      const linked = before !== undefined && LINKING_WORDS.has(before) ? start - 1 : start;
      return {
        place: { city, words: run },
        rest: [...words.slice(0, linked), ...words.slice(start + length)],
      };
    }
  }
  return { place: null, rest: [...words] };
}

/**
 * Every district's names and spellings, folded, to the district. A name two cities share (العليا in
 * Riyadh and in Khobar) is the first city's: the data lists the largest cities first.
 */
const DISTRICT_BY_NAME: ReadonlyMap<string, PlaceDistrict> = (() => {
  const byName = new Map<string, PlaceDistrict>();
  for (const district of PLACE_DISTRICTS) {
    for (const name of [district.name, district.nameAr, ...district.aliases]) {
      const folded = normalizeForSearch(name).trim();
      if (!byName.has(folded)) byName.set(folded, district);
    }
  }
  return byName;
})();

const CITY_BY_ENGLISH_NAME: ReadonlyMap<string, SearchCity> = new Map(
  SEARCH_CITIES.map((city) => [city.name, city] as const),
);

/**
 * The place a place filter names (the browse page's "Where?"): a city by any of its names or
 * spellings ("Riyad", "جده"), or a district of one ("العليا": Riyadh's Al Olaya), else null.
 */
export function placeNamed(text: string): { city: SearchCity; district: PlaceDistrict | null } | null {
  const folded = normalizeForSearch(text).trim();
  const city = CITY_BY_NAME.get(folded);
  if (city) return { city, district: null };
  const district = DISTRICT_BY_NAME.get(folded) ?? DISTRICT_BY_NAME.get(folded.replace(/^حي /, () => ''));
  if (!district) return null;
  const itsCity = CITY_BY_ENGLISH_NAME.get(district.city);
  return itsCity ? { city: itsCity, district } : null;
}

/** Edits (a letter added, left out or changed) from one text to the other, up to `max` + 1. */
function editsBetween(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Row i holds the edits from a's first i letters to each of b's first 0..b.length letters. Each
  // cell reads the one above it (`above`), the one before it (`left`) and the diagonal, kept as
  // values so that no index can fall outside a row; `last` is the previous row's last cell.
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let last = b.length;
  for (let i = 1; i <= a.length; i += 1) {
    let left = i;
    let diagonal = i - 1;
    const row = [left];
    for (const [j, above] of previous.slice(1).entries()) {
      left = Math.min(above + 1, left + 1, diagonal + (a[i - 1] === b[j] ? 0 : 1));
      row.push(left);
      diagonal = above;
    }
    if (Math.min(...row) > max) return max + 1;
    previous = row;
    last = left;
  }
  return last;
}

/**
 * The cities whose names or spellings are closest to a place no city or district is called
 * ("Riyadd", "جدda"): at most a third of its letters apart, closest first, then the larger.
 */
export function citiesNamedLike(text: string, limit: number): SearchCity[] {
  const folded = normalizeForSearch(text).trim();
  const max = Math.max(1, Math.floor([...folded].length / 3));
  const distance = new Map<SearchCity, number>();
  for (const [name, city] of CITY_BY_NAME) {
    const edits = editsBetween(folded, name, max);
    if (edits <= max && edits < (distance.get(city) ?? Number.POSITIVE_INFINITY)) distance.set(city, edits);
  }
  return [...distance]
    .sort(([a, x], [b, y]) => x - y || b.population - a.population)
    .slice(0, limit)
    .map(([city]) => city);
}

/** The cities nearest to `city`, itself left out, nearest first. */
export function citiesNear(city: SearchCity): { city: SearchCity; km: number }[] {
  return SEARCH_CITIES.filter((other) => other !== city)
    .map((other) => ({ city: other, km: kilometresBetween(city, other) }))
    .sort((a, b) => a.km - b.km);
}

/**
 * A listing query whose place filter is read as a place Ajjir knows: "Riyad", "جده" or the district
 * "العليا" filter by the city as listings store it (Riyadh, Jeddah); an unknown place stays as typed.
 */
export function withKnownPlace<Q extends { city?: string | undefined }>(query: Q): Q {
  const named = query.city ? placeNamed(query.city) : null;
  return named ? { ...query, city: named.city.name } : query;
}

/** The districts the places data knows in a city (by any of its names), in the data's order. */
export function districtsOf(cityName: string): PlaceDistrict[] {
  const named = placeNamed(cityName);
  if (!named || named.district) return [];
  return PLACE_DISTRICTS.filter((district) => district.city === named.city.name);
}
