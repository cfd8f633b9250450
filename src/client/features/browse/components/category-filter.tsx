import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CategoryIcon, useCategories } from '../../categories';
import type { BrowseFilters } from '../browse-filters';
import { FilterGroup, type Update } from './filter-group';

const optionClasses =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-start text-sm text-ink transition-colors ' +
  'hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 ' +
  'data-[state=checked]:bg-primary-50 data-[state=checked]:font-semibold data-[state=checked]:text-primary-800';

/** All categories or one, as radio options. */
export function CategoryFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <FilterGroup title={t('browse.filters.category')}>
      <RadioGroup.Root
        value={filters.category === undefined ? 'all' : String(filters.category)}
        onValueChange={(value) =>
          update({ ...filters, category: value === 'all' ? undefined : Number(value) })
        }
        aria-label={t('browse.filters.category')}
        className="flex flex-col gap-0.5"
      >
        <RadioGroup.Item value="all" className={optionClasses}>
          {t('browse.filters.allCategories')}
        </RadioGroup.Item>
        {(categories.data ?? []).map((category) => (
          <RadioGroup.Item key={category.id} value={String(category.id)} className={optionClasses}>
            <CategoryIcon name={category.icon} className="size-4 text-primary-700" />
            {t(`categories.${category.name.toLowerCase()}`)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </FilterGroup>
  );
}
