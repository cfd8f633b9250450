/** Distances on the earth, for both sides. */

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine, the earth as a sphere of 6,371 km). */
export function kilometresBetween(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
