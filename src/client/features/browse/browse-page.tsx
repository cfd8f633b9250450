import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/page-states';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MAP_LIMIT, useBrowseItems, useMapItems } from './api/browse-items';
import { apiQueryOf, withoutAnyFilter } from './browse-filters';
import { ActiveFilters } from './components/active-filters';
import { FiltersPanel } from './components/filters-panel';
import { PhoneFilters } from './components/phone-filters';
import { type AllWords, ResultsGrid, ResultsSkeleton } from './components/results-grid';
import { ResultsHeading, type ResultsTotal } from './components/results-heading';
import { ResultsToolbar } from './components/results-toolbar';
import { SearchBar } from './components/search-bar';
import { ZeroResults } from './components/zero-results';
import { useBrowseFilters, useDistanceSort } from './use-browse-filters';

/** How many results have every word of a search of several words, when the server says (getPage). */
const allWordsOf = (term: string | undefined, count: number | undefined): AllWords | undefined =>
  term && count !== undefined ? { term, count } : undefined;

// Leaflet is large and only the map view needs it.
const ResultsMap = lazy(() => import('../map/results-map'));

/**
 * /browse (docs/product.md, "Pages"): search, removable filter badges, results count,
 * sort, a grid that loads more as it scrolls, or a map of the results.
 */
export function BrowsePage() {
  const { t } = useTranslation();
  const { filters, update: navigate } = useBrowseFilters();
  const { position, locating, update } = useDistanceSort(filters, navigate);
  const query = apiQueryOf(filters, position);
  const grid = useBrowseItems(query, filters.view === 'grid' && !locating);
  const map = useMapItems(query, filters.view === 'map' && !locating);
  useDocumentTitle(filters.search ? t('browse.resultsFor', { term: filters.search }) : t('browse.title'));

  const results = filters.view === 'map' ? map : grid;
  // The grid draws the answer a moment after it arrives, in a transition React can pause between
  // cards, so a page of results is never one long task that keeps a tap waiting.
  const gridData = useDeferredValue(grid.data);
  const drawing = filters.view === 'grid' && grid.data !== undefined && gridData !== grid.data;
  const firstPage = filters.view === 'map' ? map.data : grid.data?.pages[0];
  const total: ResultsTotal = firstPage && { total: firstPage.total, capped: firstPage.capped };
  const items =
    filters.view === 'map' ? (map.data?.rows ?? []) : (gridData?.pages.flatMap((page) => page.rows) ?? []);
  const clear = () => update(withoutAnyFilter(filters));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <SearchBar filters={filters} onSearch={update} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label={t('browse.filtersButton')}>
          {/* Scrolls on its own: with the calendar open it is taller than a laptop's screen. */}
          <FiltersPanel
            filters={filters}
            update={update}
            className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto p-1"
          />
        </aside>
        <section className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ResultsHeading filters={filters} total={results.isPending || locating ? undefined : total} />
            <div className="flex flex-wrap items-center gap-2">
              <PhoneFilters filters={filters} update={update} />
              <ResultsToolbar filters={filters} update={update} locating={locating} />
            </div>
          </div>
          <ActiveFilters filters={filters} update={update} />
          {results.isError ? (
            <ErrorState error={results.error} onRetry={() => results.refetch()} />
          ) : results.isPending || locating || (drawing && gridData === undefined) ? (
            <ResultsSkeleton />
          ) : items.length === 0 ? (
            <ZeroResults filters={filters} query={query} onClear={clear} />
          ) : filters.view === 'map' ? (
            <>
              <Suspense fallback={<Skeleton className="h-[70vh] min-h-96 w-full rounded-card" />}>
                <ResultsMap items={items} />
              </Suspense>
              {total !== undefined && total.total > MAP_LIMIT && (
                <p className="text-sm text-muted">{t('browse.map.limited', { count: MAP_LIMIT })}</p>
              )}
            </>
          ) : (
            <>
              {/* The cards' titles are h3: a heading for the list keeps the outline in order (h1, h2, h3). */}
              <h2 className="sr-only">{t('browse.resultsList')}</h2>
              <ResultsGrid
                items={items}
                hasMore={Boolean(grid.hasNextPage)}
                loadingMore={grid.isFetchingNextPage}
                onLoadMore={() => grid.fetchNextPage()}
                allWords={allWordsOf(filters.search, grid.data?.pages[0]?.allWords)}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
