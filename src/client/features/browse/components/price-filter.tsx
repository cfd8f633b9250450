import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import type { BrowseFilters } from '../browse-filters';
import { FilterGroup, type Update } from './filter-group';

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The lowest and highest price per day, applied together once they make a range. */
export function PriceFilter({ filters, update }: { filters: BrowseFilters; update: Update }) {
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
