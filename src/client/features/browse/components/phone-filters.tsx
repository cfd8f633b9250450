import type { Item } from '@shared/api-types';
import { ITEMS_CACHE_MS } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { getPage, urlOfQueryKey } from '../../../lib/api';
import { activeFilters, apiQueryOf, type BrowseFilters } from '../browse-filters';
import { FiltersPanel } from './filters-panel';

/**
 * How many results the filters chosen in the sheet would show, asked as they change (one listing
 * read, the total counted). Sort and position change the order only, so they are left out.
 */
function useResultsCount(draft: BrowseFilters, enabled: boolean) {
  const { sort: _sort, lat: _lat, lng: _lng, ...query } = apiQueryOf(draft, null);
  const key = ['/api/items', { ...query, limit: 1 }] as const;
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getPage<Item>(urlOfQueryKey(key), signal),
    staleTime: ITEMS_CACHE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The sheet's one button: how many results the chosen filters show, in the page's digits and plurals. */
function ShowResults({ draft, open, onShow }: { draft: BrowseFilters; open: boolean; onShow: () => void }) {
  const { t } = useTranslation();
  const count = useResultsCount(draft, open);
  // The previous choice's count, kept while the new one loads, is no promise: it says none until then.
  const label =
    !count.data || count.isPlaceholderData
      ? t('browse.showResultsPending')
      : count.data.capped
        ? t('browse.showResultsMoreThan', { value: count.data.total })
        : count.data.total === 0
          ? t('browse.showNoResults')
          : t('browse.showResults', { count: count.data.total });
  return (
    // Said as it changes: the count is the answer to each choice.
    <div aria-live="polite" className="w-full">
      <Button type="button" className="w-full" size="lg" onClick={onShow}>
        {label}
      </Button>
    </div>
  );
}

/**
 * The filters in one sheet on phones, its button counting those in use: the choices change a draft,
 * and one button, with the live count, shows the results.
 */
export function PhoneFilters({
  filters,
  update,
}: {
  filters: BrowseFilters;
  update: (next: BrowseFilters) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = activeFilters(filters).filter(
    (filter) => filter !== 'search' && filter !== 'location',
  ).length;
  const openSheet = (next: boolean) => {
    if (next) setDraft(filters);
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={openSheet}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="h-11 lg:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {count > 0 ? t('browse.filtersCount', { count }) : t('browse.filtersButton')}
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined} className="pb-0">
        <DialogHeader>
          <DialogTitle>{t('browse.filtersButton')}</DialogTitle>
        </DialogHeader>
        <FiltersPanel filters={draft} update={setDraft} live />
        <DialogFooter className="sticky bottom-0 -mx-6 border-t border-line bg-surface px-6 py-4">
          <ShowResults
            draft={draft}
            open={open}
            onShow={() => {
              update(draft);
              setOpen(false);
            }}
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
