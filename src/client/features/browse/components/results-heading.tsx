import { isolate } from '@shared/names';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import type { BrowseFilters } from '../browse-filters';

/** How many results: `capped` when the server counted up to `total` and stopped (more than that). */
export type ResultsTotal = { total: number; capped: boolean } | undefined;

/** The page's heading (the term searched for, if any) and how many results, said politely. */
export function ResultsHeading({ filters, total }: { filters: BrowseFilters; total: ResultsTotal }) {
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
