import { formatDailyRate, formatNumber } from '@shared/format';
import type { Feature, Point } from 'geojson';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { useLanguage } from '../../i18n/use-language';
import { ItemPopup } from './item-popup';
import { clusterIcon, type Placed, priceIcon } from './map-markers';

type ItemPoint = Feature<Point, { id: string }>;

/**
 * Items group into clusters when they would cover each other (many share a
 * city); a cluster opens into its items as the map zooms in, and one whose
 * items sit at the very same place lists them in its popup.
 */
export function ClusteredMarkers({ items }: { items: Placed[] }) {
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
