import { numberText } from '@shared/digits';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DigitsInput } from '../../../components/ui/digits-input';
import { Field } from '../../../components/ui/input';
import type { BrowseFilters } from '../browse-filters';
import { FilterGroup, type Update } from './filter-group';

/** A typed price ("٥٠" too, shared/digits.ts): undefined when blank, NaN when not a number. */
const toNumber = (text: string) => {
  const plain = numberText(text);
  return plain === '' ? undefined : /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
};

/** The lowest and highest price per day, applied together once they make a range. */
export function PriceFilter({
  filters,
  update,
  live = false,
}: {
  filters: BrowseFilters;
  update: Update;
  live?: boolean;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  useEffect(() => setMin(filters.minPrice?.toString() ?? ''), [filters.minPrice]);
  useEffect(() => setMax(filters.maxPrice?.toString() ?? ''), [filters.maxPrice]);
  const minPrice = toNumber(min);
  const maxPrice = toNumber(max);
  const notNumber = [minPrice, maxPrice].some((value) => value !== undefined && !(value >= 0));
  const invalid = notNumber || (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) update({ ...filters, minPrice, maxPrice });
  };
  // Live (the phone's sheet): a valid range changes the filters as it is typed.
  const change = (setText: (text: string) => void, bound: 'minPrice' | 'maxPrice') => (text: string) => {
    setText(text);
    if (!live) return;
    const next = { minPrice, maxPrice, [bound]: toNumber(text) };
    const valid =
      [next.minPrice, next.maxPrice].every((value) => value === undefined || value >= 0) &&
      (next.minPrice === undefined || next.maxPrice === undefined || next.minPrice <= next.maxPrice);
    if (valid) update({ ...filters, ...next });
  };
  return (
    <FilterGroup title={t('browse.filters.price')}>
      <form onSubmit={apply} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('browse.filters.min')}>
            <DigitsInput
              inputMode="decimal"
              value={min}
              onChange={(e) => change(setMin, 'minPrice')(e.target.value)}
            />
          </Field>
          <Field label={t('browse.filters.max')}>
            <DigitsInput
              inputMode="decimal"
              value={max}
              onChange={(e) => change(setMax, 'maxPrice')(e.target.value)}
            />
          </Field>
        </div>
        {invalid && (
          <p className="text-sm font-medium text-danger-700" role="alert">
            {t(notNumber ? 'browse.filters.priceNotNumber' : 'validation.price_range_invalid')}
          </p>
        )}
        {!live && (
          <Button type="submit" variant="outline" size="sm" disabled={invalid}>
            {t('browse.filters.applyPrice')}
          </Button>
        )}
      </form>
    </FilterGroup>
  );
}
