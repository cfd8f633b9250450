import type { Item } from '@shared/api-types';
import L from 'leaflet';

/** An item with a position, which the map can place. */
export type Placed = Item & { latitude: string; longitude: string };
export const isPlaced = (item: Item): item is Placed => item.latitude !== null && item.longitude !== null;

/** A price tag as the marker: the daily rate, which is what people compare on a map. */
export function priceIcon(label: string): L.DivIcon {
  const span = document.createElement('span');
  // The marker is a point (0×0); the tag sits centred just above it.
  span.className =
    'absolute bottom-1 start-0 inline-block -translate-x-1/2 whitespace-nowrap rounded-full bg-surface px-2.5 py-1 ' +
    'text-sm font-bold text-primary-900 shadow-card ring-1 ring-primary-700/30 hover:bg-primary-700 hover:text-white';
  span.textContent = label;
  return L.divIcon({ html: span, className: 'ajjir-price-marker', iconSize: [0, 0], iconAnchor: [0, 0] });
}

/** Several items close together at this zoom: one round marker with how many. */
export function clusterIcon(label: string): L.DivIcon {
  const span = document.createElement('span');
  span.className =
    'absolute start-0 top-0 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full ' +
    'bg-primary-700 text-sm font-bold text-white shadow-card ring-4 ring-primary-700/25';
  span.textContent = label;
  return L.divIcon({ html: span, className: 'ajjir-cluster-marker', iconSize: [0, 0], iconAnchor: [0, 0] });
}
