/**
 * Saudi cities the marketplace knows by name: English name (stored on items),
 * Arabic name, region, and the city centre's real coordinates.
 */
import type { Language } from './constants';

export interface SaudiCity {
  name: string;
  nameAr: string;
  region: string;
  latitude: number;
  longitude: number;
}

export const SAUDI_CITIES: readonly SaudiCity[] = [
  { name: 'Riyadh', nameAr: 'الرياض', region: 'Riyadh Region', latitude: 24.7136, longitude: 46.6753 },
  { name: 'Jeddah', nameAr: 'جدة', region: 'Makkah Region', latitude: 21.4858, longitude: 39.1925 },
  { name: 'Makkah', nameAr: 'مكة المكرمة', region: 'Makkah Region', latitude: 21.3891, longitude: 39.8579 },
  {
    name: 'Madinah',
    nameAr: 'المدينة المنورة',
    region: 'Madinah Region',
    latitude: 24.5247,
    longitude: 39.5692,
  },
  { name: 'Dammam', nameAr: 'الدمام', region: 'Eastern Province', latitude: 26.4207, longitude: 50.0888 },
  { name: 'Khobar', nameAr: 'الخبر', region: 'Eastern Province', latitude: 26.2172, longitude: 50.1971 },
  { name: 'Al Ahsa', nameAr: 'الأحساء', region: 'Eastern Province', latitude: 25.3833, longitude: 49.5833 },
  { name: 'Abha', nameAr: 'أبها', region: 'Asir', latitude: 18.2164, longitude: 42.5053 },
  { name: 'Taif', nameAr: 'الطائف', region: 'Makkah Region', latitude: 21.2703, longitude: 40.4158 },
  { name: 'Tabuk', nameAr: 'تبوك', region: 'Tabuk', latitude: 28.3835, longitude: 36.5662 },
  { name: 'AlUla', nameAr: 'العُلا', region: 'Madinah Region', latitude: 26.6085, longitude: 37.9232 },
  { name: 'Buraydah', nameAr: 'بريدة', region: 'Al-Qassim', latitude: 26.326, longitude: 43.975 },
  { name: 'Hail', nameAr: 'حائل', region: 'Hail', latitude: 27.5114, longitude: 41.7208 },
  { name: 'Jazan', nameAr: 'جازان', region: 'Jazan', latitude: 16.8892, longitude: 42.5511 },
  { name: 'Najran', nameAr: 'نجران', region: 'Najran', latitude: 17.4924, longitude: 44.1277 },
];

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
