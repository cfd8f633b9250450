import { cityName } from '@shared/cities';
import { formatDate, formatRiyalAmount } from '@shared/format';
import { isolate } from '@shared/names';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useCategories } from '../../categories';
import {
  type ActiveFilter,
  activeFilters,
  type BrowseFilters,
  withoutAnyFilter,
  withoutFilter,
} from '../browse-filters';

/** One removable badge per filter in force, and "Clear all" (docs/product.md, "Pages"). */
export function ActiveFilters({
  filters,
  update,
}: {
  filters: BrowseFilters;
  update: (next: BrowseFilters) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useCategories();
  const active = activeFilters(filters);
  if (active.length === 0) return null;

  const labelOf = (filter: ActiveFilter): string => {
    switch (filter) {
      case 'search':
        // Isolated: quotes of the page's language around a term in the other one stay in place.
        return t('browse.badges.search', { term: isolate(filters.search) });
      case 'location':
        return cityName(filters.location, language);
      case 'category': {
        const category = categories.data?.find((c) => c.id === filters.category);
        return category ? t(`categories.${category.name.toLowerCase()}`) : t('browse.filters.category');
      }
      case 'price': {
        const min =
          filters.minPrice !== undefined ? formatRiyalAmount(filters.minPrice, language) : undefined;
        const max =
          filters.maxPrice !== undefined ? formatRiyalAmount(filters.maxPrice, language) : undefined;
        if (min && max) return t('browse.badges.priceBetween', { min, max });
        return min ? t('browse.badges.priceFrom', { min }) : t('browse.badges.priceUpTo', { max });
      }
      case 'dates': {
        // The filters hold both days or neither (browse-filters.ts, filters-panel.tsx); the group's
        // name, as for an unknown category, should one ever be missing.
        const { startDate, endDate } = filters;
        if (!startDate || !endDate) return t('browse.filters.dates');
        return t('browse.badges.dates', {
          start: formatDate(startDate, language),
          end: formatDate(endDate, language),
        });
      }
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-4" data-testid="active-filters">
      {active.map((filter) => (
        <span
          key={filter}
          className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm font-medium text-primary-800 ring-1 ring-primary-700/15"
        >
          <span dir={filter === 'location' ? 'auto' : undefined}>{labelOf(filter)}</span>
          <button
            type="button"
            onClick={() => update(withoutFilter(filters, filter))}
            aria-label={t('browse.badges.remove', { filter: labelOf(filter) })}
            className="tap-target relative grid size-6 cursor-pointer place-items-center rounded-full hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
      <button
        type="button"
        onClick={() => update(withoutAnyFilter(filters))}
        className="tap-target relative rounded-lg px-2 py-1 text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {t('browse.clearAll')}
      </button>
    </div>
  );
}
