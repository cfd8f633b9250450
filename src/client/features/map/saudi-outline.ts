import { findCity } from '@shared/cities';

/**
 * A simplified outline of Saudi Arabia (longitude, latitude), clockwise from
 * the Gulf of Aqaba, for the home page's map teaser and the browse map when it
 * has no tiles. Accurate to a few tens of kilometres, which is all a drawing needs.
 */
export const SAUDI_OUTLINE: [number, number][] = [
  [34.96, 29.36],
  [36.07, 29.19],
  [36.75, 29.86],
  [37.5, 30.0],
  [37.67, 30.34],
  [38.0, 30.5],
  [37.0, 31.5],
  [39.2, 32.15],
  [40.4, 31.95],
  [41.9, 31.2],
  [44.7, 29.18],
  [46.55, 29.1],
  [47.46, 29.0],
  [47.7, 28.53],
  [48.42, 28.55],
  [48.8, 27.69],
  [49.57, 26.96],
  [50.12, 26.6],
  [50.1, 25.95],
  [50.24, 25.61],
  [50.53, 25.33],
  [50.81, 24.75],
  [51.58, 24.25],
  [52.58, 22.94],
  [55.21, 22.71],
  [55.67, 22.0],
  [55.0, 20.0],
  [52.0, 19.0],
  [49.12, 18.62],
  [48.18, 18.17],
  [47.47, 17.12],
  [46.37, 17.23],
  [45.4, 17.33],
  [44.06, 17.41],
  [43.38, 17.58],
  [43.12, 16.97],
  [42.78, 16.35],
  [42.35, 17.08],
  [41.75, 17.83],
  [41.22, 18.67],
  [40.94, 19.49],
  [40.25, 20.17],
  [39.8, 20.34],
  [39.14, 21.29],
  [39.02, 21.99],
  [38.49, 23.69],
  [37.48, 24.29],
  [37.16, 24.86],
  [36.65, 25.83],
  [35.83, 26.87],
  [35.64, 27.38],
  [35.13, 28.06],
  [34.63, 28.06],
  [34.79, 28.61],
];

const WEST = 34.4;
const NORTH = 32.4;
const UNITS_PER_DEGREE = 100 / 16.4;
/** Longitude degrees are shorter than latitude degrees at this latitude. */
const LONGITUDE_SCALE = Math.cos((24 * Math.PI) / 180);

export const MAP_WIDTH = Math.ceil((55.9 - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE);
export const MAP_HEIGHT = 100;

function project(longitude: number, latitude: number): { x: number; y: number } {
  return {
    x: (longitude - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE,
    y: (NORTH - latitude) * UNITS_PER_DEGREE,
  };
}

export const OUTLINE_PATH = `${SAUDI_OUTLINE.map(([lon, lat], i) => {
  const { x, y } = project(lon, lat);
  return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
}).join(' ')} Z`;

/** Pins for a few cities, placed as a percentage of the map box (a map is never mirrored). */
export const CITY_PINS = ['Tabuk', 'Madinah', 'Jeddah', 'Riyadh', 'Dammam', 'Abha'].map((name) => {
  const city = findCity(name);
  if (!city) throw new Error(`${name} is not among the Kingdom's cities (shared/cities.ts)`);
  const { x, y } = project(city.longitude, city.latitude);
  return { name, left: (x / MAP_WIDTH) * 100, top: (y / MAP_HEIGHT) * 100 };
});
