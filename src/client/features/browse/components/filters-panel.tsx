import { RadioGroup } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useCategories } from '../../categories/api/get-categories';
import { CategoryIcon } from '../../categories/components/category-icon';
import type { BrowseFilters } from '../browse-filters';

type Update = (next: BrowseFilters) => void;

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line pb-6 last:border-b-0">
      <legend className="mb-3 text-sm font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

const optionClasses =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-start text-sm text-ink transition-colors ' +
  'hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 ' +
  'data-[state=checked]:bg-primary-50 data-[state=checked]:font-semibold data-[state=checked]:text-primary-800';

function CategoryFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
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

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function PriceFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
  const { t } = useTranslation();
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  useEffect(() => setMin(filters.minPrice?.toString() ?? ''), [filters.minPrice]);
  useEffect(() => setMax(filters.maxPrice?.toString() ?? ''), [filters.maxPrice]);
  const minPrice = toNumber(min);
  const maxPrice = toNumber(max);
  const invalid =
    [minPrice, maxPrice].some((value) => value !== undefined && !(value >= 0)) ||
    (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) update({ ...filters, minPrice, maxPrice });
  };
  return (
    <FilterGroup title={t('browse.filters.price')}>
      <form onSubmit={apply} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('browse.filters.min')}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="1"
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </Field>
          <Field label={t('browse.filters.max')}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="1"
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </Field>
        </div>
        {invalid && (
          <p className="text-sm font-medium text-danger-700" role="alert">
            {t('validation.price_range_invalid')}
          </p>
        )}
        <Button type="submit" variant="outline" size="sm" disabled={invalid}>
          {t('browse.filters.applyPrice')}
        </Button>
      </form>
    </FilterGroup>
  );
}

/** Today in Riyadh as YYYY-MM-DD: the earliest pickup date. */
function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
}

function DatesFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(filters.startDate ?? '');
  const [end, setEnd] = useState(filters.endDate ?? '');
  useEffect(() => setStart(filters.startDate ?? ''), [filters.startDate]);
  useEffect(() => setEnd(filters.endDate ?? ''), [filters.endDate]);
  const problem =
    start && end && end < start
      ? 'end_before_start'
      : (start || end) && !(start && end)
        ? 'dates_both'
        : null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && start && end) update({ ...filters, startDate: start, endDate: end });
  };
  return (
    <FilterGroup title={t('browse.filters.dates')}>
      <form onSubmit={apply} className="flex flex-col gap-3" noValidate>
        <Field label={t('browse.filters.pickup')}>
          <Input type="date" min={todayIso()} value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field label={t('browse.filters.return')}>
          <Input type="date" min={start || todayIso()} value={end} onChange={(e) => setEnd(e.target.value)} />
        </Field>
        {problem && start && end && (
          <p className="text-sm font-medium text-danger-700" role="alert">
            {t(`validation.${problem}`)}
          </p>
        )}
        <Button type="submit" variant="outline" size="sm" disabled={Boolean(problem) || !start || !end}>
          {t('browse.filters.applyDates')}
        </Button>
      </form>
    </FilterGroup>
  );
}

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
