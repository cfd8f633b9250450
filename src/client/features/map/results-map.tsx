import 'leaflet/dist/leaflet.css';
import type { Item } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { formatDailyRate, formatNumber } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import type { Feature, Point } from 'geojson';
import L from 'leaflet';
import { MapPinOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MapContainer,
  Marker,
  Polygon,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { Link } from 'react-router';
import Supercluster from 'supercluster';
import { paths } from '../../app/paths';
import { useLanguage } from '../../i18n/use-language';
import { ItemImage } from '../items/components/item-image';
import { useSiteConfig } from '../site/api/site-config';
import { SAUDI_OUTLINE } from './saudi-outline';

/** The Kingdom, for the first view before any result is placed. */
const SAUDI_CENTER: [number, number] = [23.9, 45.1];
const OUTLINE_POSITIONS = SAUDI_OUTLINE.map(([lng, lat]) => [lat, lng] as [number, number]);

type Placed = Item & { latitude: string; longitude: string };
const isPlaced = (item: Item): item is Placed => item.latitude !== null && item.longitude !== null;

/** A price tag as the marker: the daily rate, which is what people compare on a map. */
function priceIcon(label: string): L.DivIcon {
  const span = document.createElement('span');
  // The marker is a point (0×0); the tag sits centred just above it.
  span.className =
    'absolute bottom-1 start-0 inline-block -translate-x-1/2 whitespace-nowrap rounded-full bg-surface px-2.5 py-1 ' +
    'text-sm font-bold text-primary-900 shadow-card ring-1 ring-primary-700/30 hover:bg-primary-700 hover:text-white';
  span.textContent = label;
  return L.divIcon({ html: span, className: 'ajjir-price-marker', iconSize: [0, 0], iconAnchor: [0, 0] });
}

/** Several items close together at this zoom: one round marker with how many. */
function clusterIcon(label: string): L.DivIcon {
  const span = document.createElement('span');
  span.className =
    'absolute start-0 top-0 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full ' +
    'bg-primary-700 text-sm font-bold text-white shadow-card ring-4 ring-primary-700/25';
  span.textContent = label;
  return L.divIcon({ html: span, className: 'ajjir-cluster-marker', iconSize: [0, 0], iconAnchor: [0, 0] });
}

type ItemPoint = Feature<Point, { id: string }>;

/**
 * Items group into clusters when they would cover each other (many share a
 * city); a cluster opens into its items as the map zooms in, and one whose
 * items sit at the very same place lists them in its popup.
 */
function ClusteredMarkers({ items }: { items: Placed[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const map = useMap();
  const [view, setView] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useMapEvents({ moveend: () => setView({ bounds: map.getBounds(), zoom: map.getZoom() }) });
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const index = useMemo(() => {
    const points: ItemPoint[] = items.map((item) => ({
      type: 'Feature',
      properties: { id: item.id },
      geometry: { type: 'Point', coordinates: [Number(item.longitude), Number(item.latitude)] },
    }));
    return new Supercluster<{ id: string }>({ radius: 56, maxZoom: 17 }).load(points);
  }, [items]);
  const { bounds, zoom } = view;
  const clusters = index.getClusters(
    [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    Math.round(zoom),
  );

  return clusters.map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if (!('cluster' in feature.properties)) {
      // The points are made from the same items as byId (both memoised on `items`): it is there.
      const item = byId.get(feature.properties.id);
      if (!item) return null;
      const price = formatDailyRate(item.dailyRate, language);
      return (
        <Marker
          key={item.id}
          position={[lat, lng]}
          icon={priceIcon(price)}
          title={`${item.title}, ${price}`}
          alt={item.title}
        >
          <Popup>
            <ItemPopup item={item} />
          </Popup>
        </Marker>
      );
    }
    const clusterId = feature.properties.cluster_id;
    const count = feature.properties.point_count;
    const expansionZoom = index.getClusterExpansionZoom(clusterId);
    const together = expansionZoom > 17;
    return (
      <Marker
        key={`cluster-${clusterId}`}
        position={[lat, lng]}
        icon={clusterIcon(formatNumber(count, language))}
        title={t('browse.map.cluster', { count })}
        eventHandlers={together ? {} : { click: () => map.flyTo([lat, lng], expansionZoom) }}
      >
        {together && (
          <Popup>
            <ul className="flex max-h-72 flex-col gap-4 overflow-y-auto">
              {index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((leaf) => {
                // As for a single marker: every leaf is one of `items`.
                const item = byId.get(leaf.properties.id);
                return (
                  item && (
                    <li key={item.id}>
                      <ItemPopup item={item} />
                    </li>
                  )
                );
              })}
            </ul>
          </Popup>
        )}
      </Marker>
    );
  });
}

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

function ItemPopup({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language, dir } = useLanguage();
  return (
    <div dir={dir} className="w-56 font-sans">
      <ItemImage
        src={item.images[0] && thumbnailOf(item.images[0])}
        alt=""
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <p className="mt-2 line-clamp-2 text-sm font-semibold text-ink" dir="auto">
        {item.title}
      </p>
      <p className="text-xs text-muted">{cityName(item.city, language)}</p>
      <p className="mt-1 text-sm">
        <span className="font-bold">{formatDailyRate(item.dailyRate, language)}</span>{' '}
        <span className="text-muted">{t('common.perDay')}</span>
      </p>
      <Link
        to={paths.item(item.id)}
        className="mt-2 inline-block text-sm font-semibold text-primary-700 underline"
      >
        {t('browse.map.open')}
      </Link>
    </div>
  );
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
