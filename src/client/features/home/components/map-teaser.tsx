import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { CITY_PINS, MAP_HEIGHT, MAP_WIDTH, OUTLINE_PATH } from '../../map';

/** "Explore on map": a drawing of the Kingdom with city pins, leading to the browse page's map view. */
export function MapTeaser() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="map-heading" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="grid items-center gap-8 overflow-hidden rounded-card bg-primary-800 p-8 text-white md:grid-cols-2 md:p-12">
        <div>
          <h2 id="map-heading" className="text-2xl font-bold md:text-3xl">
            {t('home.map.title')}
          </h2>
          <p className="mt-2 text-primary-100">{t('home.map.body')}</p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to={paths.browse({ view: 'map' })}>
              <MapPin className="size-4" aria-hidden="true" />
              {t('home.map.cta')}
            </Link>
          </Button>
        </div>
        {/* Geography keeps its own orientation: the map is laid out left to right in every language. */}
        <div dir="ltr" className="relative mx-auto w-full max-w-md" aria-hidden="true">
          <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="block w-full" aria-hidden="true">
            <path
              d={OUTLINE_PATH}
              className="fill-primary-700 stroke-primary-500"
              strokeWidth={0.6}
              strokeLinejoin="round"
            />
          </svg>
          {CITY_PINS.map((pin) => (
            <span
              key={pin.name}
              className="absolute grid size-7 -translate-x-1/2 -translate-y-full place-items-center rounded-full bg-sand-400 text-primary-950 shadow-card"
              style={{ left: `${pin.left}%`, top: `${pin.top}%` }}
            >
              <MapPin className="size-4" />
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
