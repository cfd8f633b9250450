import { cityName } from '@shared/cities';
import { formatDate, formatNumber } from '@shared/format';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useCategories } from '../../categories/api/get-categories';
import {
  type ActiveFilter,
  activeFilters,
  type BrowseFilters,
  withoutAnyFilter,
  withoutFilter,
} from '../browse-filters';

/** One removable badge per filter in force, and "Clear all" (SPEC section 2). */
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
        return t('browse.badges.search', { term: filters.search });
      case 'location':
        return cityName(filters.location, language);
      case 'category': {
        const category = categories.data?.find((c) => c.id === filters.category);
        return category ? t(`categories.${category.name.toLowerCase()}`) : t('browse.filters.category');
      }
      case 'price': {
        const min = filters.minPrice !== undefined ? formatNumber(filters.minPrice, language) : undefined;
        const max = filters.maxPrice !== undefined ? formatNumber(filters.maxPrice, language) : undefined;
        if (min && max) return t('browse.badges.priceBetween', { min, max });
        return min ? t('browse.badges.priceFrom', { min }) : t('browse.badges.priceUpTo', { max });
      }
      case 'dates':
        return t('browse.badges.dates', {
          start: formatDate(filters.startDate!, language),
          end: formatDate(filters.endDate!, language),
        });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      {active.map((filter) => (
        <span
          key={filter}
          className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm font-medium text-primary-800 ring-1 ring-primary-700/15"
        >
          <span dir="auto">{labelOf(filter)}</span>
          <button
            type="button"
            onClick={() => update(withoutFilter(filters, filter))}
            aria-label={t('browse.badges.remove', { filter: labelOf(filter) })}
            className="grid size-6 cursor-pointer place-items-center rounded-full hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
      <button
        type="button"
        onClick={() => update(withoutAnyFilter(filters))}
        className="rounded-lg px-2 py-1 text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {t('browse.clearAll')}
      </button>
    </div>
  );
}
