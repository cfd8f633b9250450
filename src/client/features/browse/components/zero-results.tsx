import type { SearchAlternatives } from '@shared/api-types';
import { cityName } from '@shared/cities';
import { isolate } from '@shared/names';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { offersAnything } from '../alternative-filters';
import { useSearchAlternatives } from '../api/search-alternatives';
import type { apiQueryOf, BrowseFilters } from '../browse-filters';
import { activeFilters } from '../browse-filters';
import { WaysOut } from './ways-out';

/** The place as the title names it: a district with its city, a known city in the page's language. */
function placeLabel(place: SearchAlternatives['place'], language: 'ar' | 'en'): string | null {
  if (!place?.city) return null;
  const city = cityName(place.city, language);
  if (!place.district) return city;
  return language === 'ar' ? `${place.district.nameAr}، ${city}` : `${place.district.name}, ${city}`;
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
