import { cn } from '../../../lib/cn';
import type { BrowseFilters } from '../browse-filters';
import { CategoryFilter } from './category-filter';
import { DatesFilter } from './dates-filter';
import type { Update } from './filter-group';
import { PriceFilter } from './price-filter';

/**
 * Category, price per day and the dates an item must be free; in the sidebar, or a sheet on phones.
 * `live`: each choice changes the filters at once, with no button of its own (the phone's sheet,
 * whose one button then shows the results).
 */
export function FiltersPanel({
  filters,
  update,
  className,
  live = false,
}: {
  filters: BrowseFilters;
  update: Update;
  className?: string;
  live?: boolean;
}) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <CategoryFilter filters={filters} update={update} />
      <PriceFilter filters={filters} update={update} live={live} />
      <DatesFilter filters={filters} update={update} live={live} />
    </div>
  );
}
