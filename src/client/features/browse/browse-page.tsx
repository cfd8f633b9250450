import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isolate } from '../users/display-name';
import { MAP_LIMIT, useBrowseItems, useMapItems } from './api/browse-items';
import {
  activeFilters,
  apiQueryOf,
  type BrowseFilters,
  filtersFromParams,
  paramsFromFilters,
  withoutAnyFilter,
} from './browse-filters';
import { ActiveFilters } from './components/active-filters';
import { FiltersPanel } from './components/filters-panel';
import { ResultsGrid, ResultsSkeleton } from './components/results-grid';
import { ResultsToolbar } from './components/results-toolbar';
import { SearchBar } from './components/search-bar';
import { ZeroResults } from './components/zero-results';
import { usePosition } from './use-position';

// Leaflet is large and only the map view needs it.
const ResultsMap = lazy(() => import('../map/results-map'));

/** The browse page's state is its URL; changing a filter is a navigation the back button undoes. */
function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const update = useCallback(
    (next: BrowseFilters) => setParams(paramsFromFilters(next), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, update };
}

/**
 * Distance sorting asks for the position (again, each time it is chosen); a
 * refusal says why and falls back to the newest first.
 */
function useDistanceSort(filters: BrowseFilters, update: (next: BrowseFilters) => void) {
  const { t } = useTranslation();
  const { position, pending, problem, request } = usePosition();
  const wantsDistance = filters.sort === 'distance';
  // Opened with ?sort=distance: ask once.
  useEffect(() => {
    if (wantsDistance && !position && !pending && !problem) request();
  }, [wantsDistance, position, pending, problem, request]);
  useEffect(() => {
    if (!wantsDistance || !problem) return;
    toast({
      variant: 'destructive',
      title: t('browse.location.title'),
      description: t(`browse.location.${problem}`),
    });
    update({ ...filters, sort: undefined });
  }, [wantsDistance, problem, t, update, filters]);
  const updateSort = useCallback(
    (next: BrowseFilters) => {
      if (next.sort === 'distance' && filters.sort !== 'distance') request();
      update(next);
    },
    [filters.sort, request, update],
  );
  return { position, locating: wantsDistance && !position && !problem, update: updateSort };
}

/** How many results: `capped` when the server counted up to `total` and stopped (more than that). */
type ResultsTotal = { total: number; capped: boolean } | undefined;

function ResultsHeading({ filters, total }: { filters: BrowseFilters; total: ResultsTotal }) {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {filters.search ? t('browse.resultsFor', { term: isolate(filters.search) }) : t('browse.title')}
      </h1>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {total === undefined ? (
          <Skeleton className="inline-block h-4 w-24" />
        ) : total.capped ? (
          t('browse.countMoreThan', { value: total.total })
        ) : (
          t('browse.count', { count: total.total })
        )}
      </p>
    </div>
  );
}

function PhoneFilters({
  filters,
  update,
}: {
  filters: BrowseFilters;
  update: (next: BrowseFilters) => void;
}) {
  const { t } = useTranslation();
  const count = activeFilters(filters).filter(
    (filter) => filter !== 'search' && filter !== 'location',
  ).length;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="h-10 lg:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {count > 0 ? t('browse.filtersCount', { count }) : t('browse.filtersButton')}
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('browse.filtersButton')}</DialogTitle>
        </DialogHeader>
        <FiltersPanel filters={filters} update={update} />
      </DialogContent>
    </Dialog>
  );
}

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
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
