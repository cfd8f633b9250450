import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toast';
import { type BrowseFilters, filtersFromParams, paramsFromFilters } from './browse-filters';
import { usePosition } from './use-position';

/** The browse page's state is its URL; changing a filter is a navigation the back button undoes. */
export function useBrowseFilters() {
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
export function useDistanceSort(filters: BrowseFilters, update: (next: BrowseFilters) => void) {
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
