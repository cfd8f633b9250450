import type { SearchAlternatives } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { LISTING_COUNT_CAP } from '@shared/constants';
import { formatDistance } from '@shared/format';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { useCategories } from '../../categories/api/get-categories';
import { isolate } from '../../users/display-name';
import { inCategory, inCity, offersAnything, withoutDroppable, withSpelling } from '../alternative-filters';
import { useSearchAlternatives } from '../api/search-alternatives';
import type { apiQueryOf, BrowseFilters } from '../browse-filters';
import { activeFilters, paramsFromFilters } from '../browse-filters';

const hrefOf = (filters: BrowseFilters) => `/browse?${paramsFromFilters(filters)}`;

/** How many a way out finds, as the results heading says it. */
function useCountText() {
  const { t } = useTranslation();
  return (count: number) =>
    count > LISTING_COUNT_CAP
      ? t('browse.countMoreThan', { value: LISTING_COUNT_CAP })
      : t('browse.count', { count });
}

/** One way out: where it leads, what it is, and how many it finds. */
function Way({ to, label, detail }: { to: BrowseFilters; label: string; detail: string }) {
  return (
    <li>
      <Link
        to={hrefOf(to)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-canvas px-4 py-2 text-sm transition-colors hover:border-primary-600 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <span className="font-semibold text-ink" dir="auto">
          {label}
        </span>
        <span className="text-muted">{detail}</span>
      </Link>
    </li>
  );
}

function Ways({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-muted">{heading}</h3>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </div>
  );
}

/** The place as the title names it: a district with its city, a known city in the page's language. */
function placeLabel(place: SearchAlternatives['place'], language: 'ar' | 'en'): string | null {
  if (!place?.city) return null;
  const city = cityName(place.city, language);
  if (!place.district) return city;
  return language === 'ar' ? `${place.district.nameAr}، ${city}` : `${place.district.name}, ${city}`;
}

function WaysOut({ filters, answer }: { filters: BrowseFilters; answer: SearchAlternatives }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useCategories();
  const countText = useCountText();
  const categoryName = (id: number) => {
    const category = categories.data?.find((c) => c.id === id);
    return category ? t(`categories.${category.name.toLowerCase()}`) : null;
  };
  return (
    <div className="flex w-full flex-col gap-5 text-start">
      {(answer.spellings.length > 0 || answer.placeSpellings.length > 0) && (
        <Ways heading={t('browse.alternatives.didYouMean')}>
          {answer.spellings.map(({ term, count }) => (
            <Way key={term} to={withSpelling(filters, term)} label={term} detail={countText(count)} />
          ))}
          {answer.placeSpellings.map(({ city, count }) => (
            <Way
              key={city}
              to={inCity(filters, answer, city)}
              label={cityName(city, language)}
              detail={countText(count)}
            />
          ))}
        </Ways>
      )}
      {answer.categories.length > 0 && (
        <Ways heading={t('browse.alternatives.otherCategories')}>
          {answer.categories.map(({ id, count }) => {
            const name = categoryName(id);
            return name ? (
              <Way key={id} to={inCategory(filters, id)} label={name} detail={countText(count)} />
            ) : null;
          })}
        </Ways>
      )}
      {answer.nearby.length > 0 && (
        <Ways heading={t('browse.alternatives.nearby')}>
          {answer.nearby.map(({ city, km, count }) => (
            <Way
              key={city}
              to={inCity(filters, answer, city)}
              label={cityName(city, language)}
              detail={t('browse.alternatives.awayAndCount', {
                distance: formatDistance(km, language),
                count: countText(count),
              })}
            />
          ))}
        </Ways>
      )}
      {answer.withoutFilters.length > 0 && (
        <Ways heading={t('browse.alternatives.fewerFilters')}>
          {answer.withoutFilters.map(({ filter, count }) => (
            <Way
              key={filter}
              to={withoutDroppable(filters, answer, filter)}
              label={t(`browse.alternatives.without.${filter}`)}
              detail={countText(count)}
            />
          ))}
        </Ways>
      )}
    </div>
  );
}

/** What the empty page says first: what was searched, and where, when there was a search. */
function useTitle(filters: BrowseFilters, answer: SearchAlternatives | undefined): string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (activeFilters(filters).length === 0) return t('browse.empty.none');
  const place = placeLabel(answer?.place ?? null, language);
  // The term and the place are isolated: an Arabic term in an English sentence keeps its quotes.
  const term = isolate(filters.search);
  if (filters.search && place) return t('browse.alternatives.noneForIn', { term, place: isolate(place) });
  if (filters.search) return t('browse.alternatives.noneFor', { term });
  return t('browse.empty.filtered');
}

/**
 * A search or filters that found nothing (docs/search.md, "When nothing is found"): what was
 * looked for, an unknown place named as such, and the ways out the server found, each with how
 * many it finds; then clearing every filter.
 */
export function ZeroResults({
  filters,
  query,
  onClear,
}: {
  filters: BrowseFilters;
  query: ReturnType<typeof apiQueryOf>;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const filtered = activeFilters(filters).length > 0;
  const alternatives = useSearchAlternatives(query, filtered);
  const answer = alternatives.data;
  const title = useTitle(filters, answer);
  const unknownPlace = answer?.place && answer.place.city === null ? answer.place.asked : null;
  return (
    <section
      aria-labelledby="zero-results-title"
      className="flex flex-col items-center gap-5 rounded-card border border-dashed border-line bg-surface px-5 py-10 text-center sm:px-8"
    >
      <div className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <SearchX className="size-7" aria-hidden="true" />
      </div>
      <div className="flex max-w-xl flex-col gap-2">
        <h2 id="zero-results-title" className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {unknownPlace && (
          <p className="text-muted">
            {t('browse.alternatives.unknownPlace', { place: isolate(unknownPlace) })}
          </p>
        )}
      </div>
      {alternatives.isLoading ? (
        <div className="flex w-full flex-wrap gap-2" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-11 w-36 rounded-full" />
          ))}
        </div>
      ) : answer && offersAnything(answer) ? (
        <WaysOut filters={filters} answer={answer} />
      ) : filtered ? (
        <p className="max-w-md text-sm text-muted">{t('browse.alternatives.nothingClose')}</p>
      ) : null}
      {filtered && (
        <Button variant="outline" onClick={onClear}>
          {t('browse.empty.clear')}
        </Button>
      )}
    </section>
  );
}
