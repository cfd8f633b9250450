import { type ItemSort, SORT_OPTIONS } from '@shared/constants';
import { LayoutGrid, LocateFixed, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { BrowseFilters } from '../browse-filters';

/** Sort (relevance first when a term is searched) and the Grid/Map switch. */
export function ResultsToolbar({
  filters,
  update,
  locating,
}: {
  filters: BrowseFilters;
  update: (next: BrowseFilters) => void;
  locating: boolean;
}) {
  const { t } = useTranslation();
  const sorts: ItemSort[] = filters.search ? ['relevance', ...SORT_OPTIONS] : [...SORT_OPTIONS];
  const current = filters.sort ?? (filters.search ? 'relevance' : 'newest');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-2">
        {locating && (
          <span className="flex items-center gap-1.5 text-sm text-muted" role="status">
            <Spinner className="size-4" />
            <LocateFixed className="size-4" aria-hidden="true" />
            {t('browse.locating')}
          </span>
        )}
        <Select value={current} onValueChange={(sort) => update({ ...filters, sort: sort as ItemSort })}>
          <SelectTrigger className="h-10 w-auto min-w-44" aria-label={t('browse.sort.label')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent align="end">
            {sorts.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`browse.sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <fieldset className="flex rounded-xl bg-surface p-1 ring-1 ring-line">
        <legend className="sr-only">{t('browse.view.label')}</legend>
        {(['grid', 'map'] as const).map((view) => {
          const Icon = view === 'grid' ? LayoutGrid : MapIcon;
          const active = filters.view === view;
          return (
            <button
              key={view}
              type="button"
              aria-pressed={active}
              onClick={() => update({ ...filters, view })}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-primary-600',
                active ? 'bg-primary-700 text-white' : 'text-muted hover:text-ink',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`browse.view.${view}`)}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
