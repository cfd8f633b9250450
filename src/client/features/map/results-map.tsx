import 'leaflet/dist/leaflet.css';
import type { Item } from '@shared/api-types';
import L from 'leaflet';
import { MapPinOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Polygon, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { useLanguage } from '../../i18n/use-language';
import { useSiteConfig } from '../site';
import { ClusteredMarkers } from './clustered-markers';
import { isPlaced, type Placed } from './map-markers';
import { SAUDI_OUTLINE } from './saudi-outline';

/** The Kingdom, for the first view before any result is placed. */
const SAUDI_CENTER: [number, number] = [23.9, 45.1];
const OUTLINE_POSITIONS = SAUDI_OUTLINE.map(([lng, lat]) => [lat, lng] as [number, number]);

/** Frames the results whenever they change. */
function FitToResults({ items }: { items: Placed[] }) {
  const map = useMap();
  useEffect(() => {
    if (items.length === 0) return;
    const bounds = L.latLngBounds(items.map((item) => [Number(item.latitude), Number(item.longitude)]));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: 12 });
  }, [items, map]);
  return null;
}

/**
 * The results on a map (Leaflet): a price tag per item, its card in a popup.
 * Tiles come from MAP_TILE_URL; without them (not configured, or failing to
 * load) the map still works, drawn over the Kingdom's outline.
 */
export default function ResultsMap({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const config = useSiteConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const placed = useMemo(() => items.filter(isPlaced), [items]);
  const tiles = config.data?.mapTiles;
  const showOutline = config.isSuccess && (!tiles || tilesFailed);

  return (
    // Geography keeps its orientation in every language; the popups take the page's direction.
    <section
      dir="ltr"
      aria-label={t('browse.map.label')}
      className="relative isolate h-[70vh] min-h-96 overflow-hidden rounded-card ring-1 ring-line"
    >
      <MapContainer center={SAUDI_CENTER} zoom={5} zoomControl={false} className="size-full bg-primary-50">
        <ZoomControl position={dir === 'rtl' ? 'topleft' : 'topright'} />
        {tiles && !tilesFailed && (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        {showOutline && (
          <Polygon
            positions={OUTLINE_POSITIONS}
            pathOptions={{ color: '#2b9387', weight: 1.5, fillColor: '#d7f1ec', fillOpacity: 0.8 }}
            interactive={false}
          />
        )}
        <ClusteredMarkers items={placed} />
        <FitToResults items={placed} />
      </MapContainer>
      {tilesFailed && (
        <p
          dir={dir}
          className="absolute inset-x-3 bottom-3 z-[1000] flex items-center gap-2 rounded-xl bg-surface/95 px-3 py-2 text-sm text-muted shadow-card"
          role="status"
        >
          <MapPinOff className="size-4 shrink-0" aria-hidden="true" />
          {t('browse.map.tilesFailed')}
        </p>
      )}
    </section>
  );
}
