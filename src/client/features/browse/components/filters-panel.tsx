import { cn } from '../../../lib/cn';
import type { BrowseFilters } from '../browse-filters';
import { CategoryFilter } from './category-filter';
import { DatesFilter } from './dates-filter';
import type { Update } from './filter-group';
import { PriceFilter } from './price-filter';

/** Category, price per day and the dates an item must be free; in the sidebar, or a dialog on phones. */
export function FiltersPanel({
  filters,
  update,
  className,
}: {
  filters: BrowseFilters;
  update: Update;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <CategoryFilter filters={filters} update={update} />
      <PriceFilter filters={filters} update={update} />
      <DatesFilter filters={filters} update={update} />
    </div>
  );
}
