import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { activeFilters, type BrowseFilters } from '../browse-filters';
import { FiltersPanel } from './filters-panel';

/** The filters in a dialog on phones, its button counting those in use. */
export function PhoneFilters({
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
